import { describe, expect, it } from 'vitest';
import { configurationPrices, formatPriceRange, optionPriceRanges, systemPriceRanges, systemPrices } from './commercial';
import { registry } from './products/registry';

describe('prices', () => {
  it('prints the ranges the articles have always quoted', () => {
    expect(systemPrices.rie).toBe('$80k-150k');
    expect(systemPrices.icp).toBe('$200k-400k');
    expect(systemPrices.drie).toBe('$400k-700k+');
  });

  it('prints thousands with separators', () => {
    expect(formatPriceRange({ low: 950_000, high: 1_200_000 })).toBe('$950k-1,200k');
  });

  it('prices every system, with a lead time, and every range runs upward', () => {
    for (const { slug, purchasing } of registry) {
      const range = systemPriceRanges[purchasing.priceKey];
      expect(range.low, slug).toBeLessThan(range.high);
      const [from, to] = purchasing.leadTimeWeeks;
      expect(from, slug).toBeLessThan(to);
    }
  });

  it('places the other systems consistently with the quoted three', () => {
    const { rie, icp, drie } = systemPriceRanges;
    // A downstream stripper or a coater has no high vacuum: no dearer than an RIE.
    for (const key of ['striper', 'coater-developer'] as const) expect(systemPriceRanges[key].high).toBeLessThanOrEqual(rie.high);
    // Every vacuum deposition or ion-beam system sits between an RIE and a DRIE.
    for (const key of ['pecvd', 'ald', 'sputter', 'hdp-cvd', 'ibe-ribe'] as const) {
      expect(systemPriceRanges[key].low).toBeGreaterThan(rie.low);
      expect(systemPriceRanges[key].high).toBeLessThan(drie.high);
    }
    // HDP-CVD is an ICP source with a bias generator and deposition hardware: above ICP-RIE.
    expect(systemPriceRanges['hdp-cvd'].low).toBeGreaterThan(icp.low);
  });

  it('prices every option a product offers, and no option that none offers', () => {
    const offered = new Set(registry.flatMap(({ purchasing }) => purchasing.options.map((option) => option.id)));
    for (const id of offered) expect(id in optionPriceRanges || id in configurationPrices, id).toBe(true);
    for (const id of [...Object.keys(optionPriceRanges), ...Object.keys(configurationPrices)]) expect(offered.has(id), id).toBe(true);
    for (const [id, range] of Object.entries(optionPriceRanges)) expect(range.low, id).toBeLessThan(range.high);
  });
});
