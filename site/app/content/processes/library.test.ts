import { describe, expect, it } from 'vitest';
import { productSlugs } from '~/content/products/registry';
import { posts } from '../insights.server';
import { processes } from './index';
import { catalogueCsv, catalogueRecords, citationsFrom, filterEntries, filterFromParams, filterToParams, libraryEntries } from './library';

/** A small RFC 4180 reader, written out here rather than taken from the code under test. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
}

describe('the process library', () => {
  const entries = libraryEntries(citationsFrom(posts));

  it('lists every entry once, each linked to its row on its system page', () => {
    expect(entries.map((entry) => entry.id)).toEqual(processes.map((entry) => entry.id));
    for (const entry of entries) expect(entry.systemHref).toBe(`/products/${entry.system}/processes#process-${entry.id}`);
  });

  it('knows which articles cite an entry', () => {
    const gaas = entries.find((entry) => entry.id === 'icp-gaas-cl2')!;
    expect(gaas.citedIn.map((article) => article.href)).toContain('/insights/icp-rie-technology-advanced-etching');
    const cited = new Set(posts.flatMap((post) => [...post.html.matchAll(/data-process="([^"]+)"/g)].map(([, id]) => id)));
    expect(
      entries
        .filter((entry) => entry.citedIn.length > 0)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual([...cited].sort());
  });

  it('filters by system, technique and material (typed with plain digits), and keeps the filter in the address', () => {
    const filter = filterFromParams(new URLSearchParams('system=icp-etcher&technique=ICP-RIE&material=sio2'));
    const shown = filterEntries(entries, filter);
    expect(shown.length).toBeGreaterThan(0);
    for (const entry of shown) {
      expect(entry.system).toBe('icp-etcher');
      expect(entry.technique).toBe('ICP-RIE');
      expect(`${entry.material} ${entry.process}`).toMatch(/SiO₂/);
    }
    expect(filterToParams(filter).toString()).toBe('system=icp-etcher&technique=ICP-RIE&material=sio2');
    expect(filterEntries(entries, filterFromParams(new URLSearchParams()))).toHaveLength(entries.length);
    expect(filterEntries(entries, { system: 'ald', technique: 'Bosch DRIE', material: '' })).toEqual([]);
  });

  it('serves the catalogue as JSON records naming each system by its product slug', () => {
    const records = catalogueRecords();
    expect(records).toHaveLength(processes.length);
    for (const record of records) {
      expect(productSlugs).toContain(record.system);
      expect(record.url).toBe(`/products/${record.system}/processes#process-${record.id}`);
    }
    expect(records.find((record) => record.id === 'drie-si-bosch')).toMatchObject({
      system: 'icp-etcher',
      configuration: 'DRIE',
      rate: { min: 2, max: 10, unit: 'µm/min', text: '2-10 µm/min' },
    });
  });

  it('serves the same catalogue as CSV, one row per entry, quoted where a cell needs it', () => {
    const [header, ...rows] = parseCsv(catalogueCsv());
    expect(header).toEqual(expect.arrayContaining(['id', 'system', 'material', 'conditions', 'rate_min', 'rate_max', 'rate_unit', 'uniformity']));
    expect(rows).toHaveLength(processes.length);
    for (const row of rows) expect(row).toHaveLength(header!.length);
    const gaas = rows.find((row) => row[0] === 'icp-gaas-cl2')!;
    const cell = (name: string) => gaas[header!.indexOf(name)];
    expect(cell('system')).toBe('icp-etcher');
    expect(cell('material')).toBe('GaAs, AlGaAs');
    expect([cell('rate_min'), cell('rate_max'), cell('rate_unit')]).toEqual(['300', '1000', 'nm/min']);
  });

  it('carries the measured results with their methods, in the JSON as data and in the CSV as printed', () => {
    const ito = catalogueRecords().find((record) => record.id === 'sputter-ito')!;
    expect(ito.filmProperties.map((film) => film.property)).toEqual(['Resistivity', 'Transmittance']);
    for (const film of ito.filmProperties) expect(film.method.length).toBeGreaterThan(10);
    const bosch = catalogueRecords().find((record) => record.id === 'drie-si-bosch')!;
    expect(bosch.loading?.openAreaPercent).toEqual([10, 20]);
    expect(bosch.sidewallRoughness).toMatchObject({ property: 'Scallop depth', value: '50-300 nm' });
    const [header, ...rows] = parseCsv(catalogueCsv());
    const row = rows.find((candidate) => candidate[0] === 'drie-si-bosch')!;
    const printed = libraryEntries(new Map()).find((entry) => entry.id === 'drie-si-bosch')!.measured!;
    expect(row[header!.indexOf('measured_results')]).toBe(printed.map((result) => `${result.label}: ${result.value} (${result.method})`).join('; '));
  });
});
