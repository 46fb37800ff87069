import { describe, expect, it } from 'vitest';
import { products } from '../products';
import { productDefinition, productSlugs, type ProductSlug } from '../products/registry';
import { breakerAmps, facilitySheet, fullLoadAmps, optionsFor, revisionLabel } from '.';

const purchasingOf = (slug: ProductSlug) => productDefinition(slug).purchasing;

describe('purchasing data', () => {
  it.each(productSlugs)('%s: every requirement a facilities team plans for has a row', (slug) => {
    const parameters = facilitySheet(slug).rows.map((row) => row.parameter);
    for (const parameter of [
      'Electrical supply',
      'Electrical load',
      'Heat released to the room',
      'Compressed air',
      'Nitrogen',
      'Exhaust, enclosures',
      'Exhaust, process',
      'Scrubber on the process exhaust',
      'Process gas purity',
      'Gas connections',
      'Footprint (W × D × H)',
      'Service clearances',
      'Weight',
      'Floor load',
    ]) {
      expect(parameters, parameter).toContain(parameter);
    }
    // Cooling water: flow, temperature and pressure, or a row saying why none is needed.
    const water = parameters.filter((p) => p.startsWith('Cooling water'));
    expect(
      water.length === 3 ||
        facilitySheet(slug)
          .rows.find((r) => r.parameter === 'Cooling water')
          ?.value.startsWith('Not required'),
    ).toBe(true);
    expect(new Set(parameters).size).toBe(parameters.length);
    for (const row of facilitySheet(slug).rows) expect(row.value.trim(), row.parameter).not.toBe('');
  });

  it.each(productSlugs)('%s: the electrical figures agree with each other', (slug) => {
    const { electrical } = purchasingOf(slug).facilities;
    const amps = fullLoadAmps(electrical);
    // A continuous load may use 80% of its breaker; the breaker is the next standard size up.
    expect(breakerAmps(electrical)).toBeGreaterThanOrEqual(amps * 1.25);
    expect(breakerAmps(electrical)).toBeLessThan(amps * 1.25 + 15);
    const row = facilitySheet(slug).rows.find((r) => r.parameter === 'Electrical load')!;
    expect(row.value).toContain(`${Math.round(amps)} A`);
    expect(row.value).toContain(`${breakerAmps(electrical)} A`);
  });

  it('prints the figures the product pages state elsewhere: a footprint in the specifications is the facility footprint', () => {
    for (const product of products) {
      const stated = product.specifications.find((row) => /footprint/i.test(row.parameter))?.value;
      const outline = stated?.match(/(\d+(?:\.\d+)?) m × (\d+(?:\.\d+)?) m/);
      if (!outline) continue;
      const { widthM, depthM } = purchasingOf(product.slug).facilities.mainUnit;
      expect([widthM, depthM], product.name).toEqual([Number(outline[1]), Number(outline[2])]);
    }
  });

  it('keeps every main unit within an ordinary lab floor rating of 125 lb/ft² (610 kg/m²)', () => {
    for (const slug of productSlugs) {
      const { mainUnit, weight } = purchasingOf(slug).facilities;
      expect(weight.mainUnitKg / (mainUnit.widthM * mainUnit.depthM), slug).toBeLessThan(610);
    }
  });

  it('converts units in one place: the rows for the ICP-RIE read as a facilities engineer expects', () => {
    const rows = Object.fromEntries(facilitySheet('icp-etcher').rows.map((row) => [row.parameter, row.value]));
    expect(rows['Electrical supply']).toBe('208 V AC ±10%, 3-phase, 60 Hz; 5-wire (L1, L2, L3, N, PE)');
    expect(rows['Electrical load']).toBe('20 kVA at full load, 56 A per phase; fed from a 70 A 3-pole breaker');
    expect(rows['Cooling water flow']).toBe('12 L/min (3.2 gpm)');
    expect(rows['Cooling water pressure']).toContain('4-6 bar (58-87 psi)');
    expect(rows['Exhaust, enclosures']).toBe('Gas box: 85 m³/h (50 CFM) at 125 Pa (0.5 in. w.c.)');
    expect(rows['Footprint (W × D × H)']).toBe('1.0 × 1.5 × 1.9 m (39 × 59 × 75 in.), main unit');
    expect(rows.Weight).toContain('750 kg (1,650 lb), main unit');
    expect(rows['Floor load']).toBe('About 500 kg/m² (102 lb/ft²) under the main unit');
  });

  it.each(productSlugs)('%s: options have stable, unique ids, a name and a one-line description', (slug) => {
    const options = optionsFor(slug);
    expect(options.length).toBeGreaterThanOrEqual(3);
    expect(new Set(options.map((o) => o.id)).size).toBe(options.length);
    expect(new Set(options.map((o) => o.name)).size).toBe(options.length);
    for (const option of options) {
      expect(option.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(option.name.length).toBeGreaterThan(3);
      expect(option.description).toMatch(/^[A-Z].*\.$/);
      expect(option.description).not.toContain('\n');
      expect(option.description.length).toBeLessThanOrEqual(140);
      expect(option.description).not.toMatch(/\$|USD|price/i);
    }
  });

  it('dates each datasheet revision', () => {
    for (const slug of productSlugs) {
      const revision = purchasingOf(slug).datasheetRevision;
      expect(revision.revision).toMatch(/^[A-Z]$/);
      expect(revision.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(revision.date))).toBe(false);
    }
    expect(revisionLabel({ revision: 'C', date: '2026-03-05' })).toBe('Rev. C, March 5, 2026');
  });
});
