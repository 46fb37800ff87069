import { describe, expect, test } from 'vitest';
import { configurationPrices, optionPriceRanges, systemPriceRanges } from '../content/commercial';
import { products } from '../content/products';
import { optionsFor } from '../content/purchasing';
import { estimateCode, estimateSummary, estimateWaferSizes, validUntil } from './estimate';
import { checkEstimate, startupPackageApplies } from './estimate-catalogue';

const ok = (request: Parameters<typeof checkEstimate>[0]) => {
  const checked = checkEstimate(request);
  if (!checked.ok) throw new Error(checked.message);
  return checked.estimate;
};

describe('budgetary estimates', () => {
  test('a base configuration costs the system range of the pricing module', () => {
    const estimate = ok({ product: 'rie-etcher', waferSizeMm: 150, options: [] });
    expect(estimate.total).toEqual(systemPriceRanges.rie);
    expect(estimate.priceRange).toBe('$80k-150k');
    expect(estimate.lines).toEqual([{ name: 'RIE Etching System, base research configuration', range: systemPriceRanges.rie }]);
  });

  test('options add their ranges item by item', () => {
    const estimate = ok({ product: 'icp-etcher', waferSizeMm: 200, options: ['cassette-load-lock', 'cryogenic-stage'] });
    // In the catalogue's order, whatever order they were picked in.
    expect(estimate.options.map((option) => option.id)).toEqual(['cryogenic-stage', 'cassette-load-lock']);
    expect(estimate.total).toEqual({ low: 200_000 + 60_000 + 60_000, high: 400_000 + 120_000 + 120_000 });
    expect(estimate.priceRange).toBe('$320k-640k');
  });

  test('the DRIE configuration replaces the ICP-RIE base price and stays open-ended', () => {
    const estimate = ok({ product: 'icp-etcher', waferSizeMm: 150, options: ['drie-bosch', 'oes-endpoint'] });
    expect(estimate.lines[0]).toEqual({ name: 'ICP-RIE Etching System, DRIE (Bosch) configuration', range: systemPriceRanges.drie });
    expect(estimate.lines).toHaveLength(2);
    expect(estimate.priceRange).toBe('$425k-745k+');
  });

  test('every option of every system has a price, so every configuration can be estimated', () => {
    for (const product of products) {
      for (const option of optionsFor(product.slug)) {
        expect(Object.hasOwn(optionPriceRanges, option.id) || Object.hasOwn(configurationPrices, option.id), option.id).toBe(true);
      }
      const options = optionsFor(product.slug).map((o) => o.id);
      const all = ok({ product: product.slug, waferSizeMm: product.waferSizesMm.standard[0]!, options });
      expect(all.total.low).toBeLessThan(all.total.high);
    }
  });

  test('refuses what the catalogue does not offer, without repeating it', () => {
    expect(checkEstimate({ product: '<script>', waferSizeMm: 150, options: [] })).toEqual({
      ok: false,
      message: 'Please choose one of our systems.',
    });
    expect(checkEstimate({ product: 'pecvd', waferSizeMm: 300, options: [] })).toEqual({
      ok: false,
      message: 'Please choose a wafer size the PECVD System takes as standard: 100, 150, 200 mm.',
    });
    const unknown = checkEstimate({ product: 'pecvd', waferSizeMm: 150, options: ['free text'] });
    expect(unknown).toEqual({ ok: false, message: 'Please choose options the PECVD System offers.' });
  });

  test('a configuration has one code, whatever the order of its options; another configuration another code', () => {
    expect(estimateCode('icp-etcher', 150, ['a', 'b'])).toBe(estimateCode('icp-etcher', 150, ['b', 'a']));
    expect(estimateCode('icp-etcher', 150, ['a'])).not.toBe(estimateCode('icp-etcher', 200, ['a']));
    expect(estimateCode('icp-etcher', 150, [])).toMatch(/^BE-\d{4}-\d{4}$/);
    const codes = new Set(
      products.flatMap((p) => {
        const configurations = [[], ...optionsFor(p.slug).map((o) => [o.id])];
        return p.waferSizesMm.standard.flatMap((size) => configurations.map((options) => estimateCode(p.slug, size, options)));
      }),
    );
    const count = products.reduce((sum, p) => sum + p.waferSizesMm.standard.length * (optionsFor(p.slug).length + 1), 0);
    expect(codes.size).toBe(count);
  });

  test('every configuration the catalogue accepts has a code of its own: the server keeps each PDF under its code', () => {
    const codes = new Map<string, string>();
    for (const product of products) {
      const offered = optionsFor(product.slug).map((option) => option.id);
      for (const waferSizeMm of estimateWaferSizes(product)) {
        for (let subset = 0; subset < 2 ** offered.length; subset++) {
          const options = offered.filter((_, index) => subset & (2 ** index));
          const checked = checkEstimate({ product: product.slug, waferSizeMm, options });
          if (!checked.ok) continue;
          const configuration = `${product.slug} ${waferSizeMm} ${options.join(',')}`;
          expect(codes.get(checked.estimate.code), `${configuration} shares its code`).toBeUndefined();
          codes.set(checked.estimate.code, configuration);
        }
      }
    }
    expect(codes.size).toBeGreaterThan(1000);
    expect(checkEstimate({ product: 'ald', waferSizeMm: Number.NaN, options: [] }).ok).toBe(false);
  });

  test('the summary names the system, the wafer size, the options and the lead time', () => {
    expect(estimateSummary(ok({ product: 'ald', waferSizeMm: 200, options: ['ozone'] }))).toEqual([
      ['System', 'ALD System'],
      ['Wafer size', '200 mm (8 inch)'],
      ['Options', 'Ozone oxidant'],
      ['Lead time', '14-18 weeks'],
    ]);
  });

  test('an estimate holds 90 days; the Startup Package note applies to the systems the package offers', () => {
    expect(validUntil(new Date('2026-11-27T00:00:00Z')).toISOString()).toBe('2027-02-25T00:00:00.000Z');
    expect(startupPackageApplies('icp-etcher')).toBe(true);
    expect(startupPackageApplies('hdp-cvd')).toBe(false);
  });
});
