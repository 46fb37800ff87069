import { describe, expect, test } from 'vitest';
import { configurationPrices, formatPriceRange, optionPriceRanges, systemPriceRanges } from '../content/commercial';
import { products } from '../content/products';
import { optionsFor } from '../content/purchasing';
import { checkConfiguration, estimateCode, estimateSummary, estimateWaferSizes, priceEstimate, validUntil } from './estimate';
import { kitEstimates } from './estimate-catalogue';
import { startupPackage } from '../content/pages/startup-package';
import { productDefinition } from '../content/products/registry';
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
      // Every option, less those an earlier one already includes or replaces.
      const options = optionsFor(product.slug).reduce<string[]>(
        (kept, option) =>
          kept.some((id) =>
            optionsFor(product.slug)
              .find((o) => o.id === id)
              ?.excludes?.includes(option.id),
          )
            ? kept
            : [...kept, option.id],
        [],
      );
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

  describe('a configuration is complete or refused, with what is missing named', () => {
    const refused = (request: Parameters<typeof checkEstimate>[0]) => {
      const checked = checkEstimate(request);
      if (checked.ok) throw new Error(`${request.product} ${request.options.join(',')} was accepted`);
      return checked.message;
    };

    test('what an option requires or excludes is offered on the same system; a system that needs a scrubber offers one', () => {
      for (const product of products) {
        const { purchasing } = productDefinition(product.slug);
        const offered = purchasing.options.map((option) => option.id);
        for (const option of purchasing.options) {
          for (const id of [...(option.requires ?? []), ...(option.excludes ?? [])])
            expect(offered, `${product.slug} ${option.id} → ${id}`).toContain(id);
        }
        if (purchasing.facilities.scrubber.verdict === 'Required') expect(offered, product.slug).toContain('point-of-use-scrubber');
      }
    });

    test('a chlorine package needs the scrubber and the corrosive gas cabinet, on both etchers', () => {
      for (const product of ['icp-etcher', 'rie-etcher']) {
        expect(refused({ product, waferSizeMm: 150, options: ['chlorine-package'] })).toBe(
          'The chlorine chemistry package needs the point-of-use scrubber and the corrosive gas cabinet: add them to the configuration.',
        );
        expect(refused({ product, waferSizeMm: 150, options: ['chlorine-package', 'corrosive-gas-cabinet'] })).toBe(
          'The chlorine chemistry package needs the point-of-use scrubber: add it to the configuration.',
        );
        expect(refused({ product, waferSizeMm: 150, options: ['chlorine-package', 'point-of-use-scrubber'] })).toBe(
          'The chlorine chemistry package needs the corrosive gas cabinet: add it to the configuration.',
        );
        const complete = ok({ product, waferSizeMm: 150, options: ['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet'] });
        expect(complete.lines.map((line) => line.name)).toEqual(
          expect.arrayContaining(['Chlorine chemistry package', 'Point-of-use scrubber', 'Corrosive gas cabinet']),
        );
        // A fluorine set needs neither: a scrubber alone is a choice, not a requirement.
        expect(checkEstimate({ product, waferSizeMm: 150, options: [] }).ok).toBe(true);
      }
    });

    test('a system whose standard gases need a scrubber has it in every configuration', () => {
      for (const product of ['pecvd', 'hdp-cvd']) {
        expect(productDefinition(product as 'pecvd').purchasing.facilities.scrubber.verdict).toBe('Required');
        expect(refused({ product, waferSizeMm: 150, options: [] })).toMatch(
          /^The (PECVD|HDP-CVD) System’s standard gases need the point-of-use scrubber: add it to the configuration\.$/,
        );
        expect(ok({ product, waferSizeMm: 150, options: ['point-of-use-scrubber'] }).total.low).toBe(
          systemPriceRanges[product as 'pecvd'].low + optionPriceRanges['point-of-use-scrubber']!.low,
        );
      }
    });

    test('a silane cabinet needs the scrubber', () => {
      const { purchasing } = productDefinition('pecvd');
      const check = checkConfiguration(
        { name: 'PECVD System' },
        { ...purchasing, facilities: { ...purchasing.facilities, scrubber: { verdict: 'Not required', detail: '' } } },
        ['silane-gas-cabinet'],
      );
      expect(check).toEqual({
        ok: false,
        message: 'The silane gas cabinet needs the point-of-use scrubber: add it to the configuration.',
        missing: [expect.objectContaining({ id: 'point-of-use-scrubber' })],
      });
    });

    test('the DRIE configuration excludes the top-rated generators it already has', () => {
      expect(refused({ product: 'icp-etcher', waferSizeMm: 150, options: ['drie-bosch', 'top-rated-icp-generators'] })).toBe(
        'The DRIE (Bosch) configuration already includes or replaces the 3 kW source and 1 kW bias generators: remove one of them from the configuration.',
      );
      expect(ok({ product: 'icp-etcher', waferSizeMm: 150, options: ['top-rated-icp-generators'] }).priceRange).toBe(
        formatPriceRange({
          low: systemPriceRanges.icp.low + optionPriceRanges['top-rated-icp-generators']!.low,
          high: systemPriceRanges.icp.high + optionPriceRanges['top-rated-icp-generators']!.high,
        }),
      );
    });

    test('an incomplete configuration is never priced, even when asked directly', () => {
      const { purchasing } = productDefinition('pecvd');
      const pecvd = products.find((product) => product.slug === 'pecvd')!;
      expect(() => priceEstimate(pecvd, purchasing, 150, [])).toThrow('standard gases need the point-of-use scrubber');
    });

    test('the startup kit is complete: its total includes the scrubbers, the chlorine package and the gas cabinets', () => {
      const [icp, pecvd, coater] = kitEstimates(startupPackage.budgetKit.systems);
      expect(icp!.options.map((option) => option.id)).toEqual(
        expect.arrayContaining(['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet']),
      );
      expect(pecvd!.options.map((option) => option.id)).toEqual(expect.arrayContaining(['point-of-use-scrubber', 'silane-gas-cabinet']));
      const sum = (key: 'low' | 'high') =>
        systemPriceRanges.icp[key] +
        (['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet', 'oes-endpoint'] as const).reduce(
          (total, id) => total + optionPriceRanges[id]![key],
          0,
        ) +
        systemPriceRanges.pecvd[key] +
        optionPriceRanges['point-of-use-scrubber']![key] +
        optionPriceRanges['silane-gas-cabinet']![key] +
        systemPriceRanges['coater-developer'][key] +
        optionPriceRanges['hmds-vapour-prime']![key];
      expect(icp!.total.low + pecvd!.total.low + coater!.total.low).toBe(sum('low'));
      expect(icp!.total.high + pecvd!.total.high + coater!.total.high).toBe(sum('high'));
      // $200k-400k + chlorine 25-50 + scrubber 30-60 + cabinet 35-60 + OES 25-45; PECVD 150-300 + scrubber 30-60 + silane 25-45; coater 70-150 + HMDS 20-40.
      expect(formatPriceRange({ low: sum('low'), high: sum('high') })).toBe('$610k-1,210k');
    });
  });
});
