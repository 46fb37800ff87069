import { describe, expect, it } from 'vitest';
import { systemPrices } from '~/content/commercial';
import { productBySlug, products, type ProductSlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet, optionsFor } from '~/content/purchasing';
import {
  comparisonCsv,
  compareHref,
  compareSystems,
  csvField,
  csvFileName,
  onlyDifferences,
  specRowKey,
  SPEC_ROWS,
  statedFigures,
  systemsFromParam,
  type CompareGroup,
} from './compare';
import { comparedSystem } from './compare-page-data';

const compare = (...slugs: ProductSlug[]) => compareSystems(slugs.map(comparedSystem));
const find = (groups: CompareGroup[], key: string) => groups.flatMap((group) => group.rows).find((row) => row.key === key);
const slugs = products.map((product) => product.slug);

describe('the comparison aligns rows by what they measure', () => {
  it('puts each system’s stage, electrode or platen temperature in one row, naming its own label', () => {
    const temperature = find(compare('icp-etcher', 'rie-etcher', 'striper'), 'temperature')!;
    expect(temperature.label).toBe('Substrate temperature range');
    expect(temperature.cells.map((cell) => cell?.text)).toEqual(['-70 to 200 °C', '20-80 °C', '5-200 °C']);
    expect(temperature.cells.map((cell) => cell?.source)).toEqual(['Substrate stage temperature', 'Electrode temperature', 'Platen temperature']);
    expect(temperature.differs).toBe(true);
  });

  it('shows the same wafer sizes as not differing, and the RF ratings of an ICP source and a parallel-plate RIE in one row', () => {
    const groups = compare('icp-etcher', 'rie-etcher');
    const wafers = find(groups, 'wafer-sizes')!;
    expect(wafers.cells.map((cell) => cell?.text)).toEqual([
      '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer',
      '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer',
    ]);
    expect(wafers.differs).toBe(false);
    const power = find(groups, 'rf-power')!;
    expect(power.cells.map((cell) => cell?.source)).toEqual(['ICP source generator (rating)', 'RF generator (rating)']);
    expect(power.cells[1]!.text).toContain('up to 600 W');
  });

  it('leaves a system that states nothing for a row empty, and marks the row as differing', () => {
    const bias = find(compare('icp-etcher', 'rie-etcher'), 'rf-bias')!;
    expect(bias.cells[0]!.text).toContain('300-1000 W');
    expect(bias.cells[1]).toBeNull();
    expect(bias.differs).toBe(true);
  });

  it('aligns typeset labels with the mapping (SiO₂ in the product, SiO2 in the mapping)', () => {
    expect(specRowKey('Typical uniformity, qualified SiO₂ and SiNx processes')).toBe('uniformity-typical');
    const typical = find(compare('pecvd', 'sputter'), 'uniformity-typical')!;
    expect(typical.cells.every(Boolean)).toBe(true);
  });

  it('places every specification row of every system somewhere, except the footprint the facility rows state', () => {
    for (const slug of slugs) {
      const groups = compare(slug, slug === 'ald' ? 'sputter' : 'ald');
      const texts = groups.find((group) => group.key === 'specifications')!.rows.map((row) => row.cells[0]?.text);
      for (const { parameter, value } of productBySlug(slug)!.specifications) {
        if (parameter === 'Footprint') continue;
        expect(texts, `${slug}: ${parameter}`).toContain(value);
      }
    }
  });

  it('uses every mapped label on some product, so a renamed parameter cannot silently fall out of its row', () => {
    const parameters = new Set(products.flatMap((product) => product.specifications.map((row) => specRowKey(row.parameter) && row.parameter)));
    for (const { labels } of SPEC_ROWS)
      for (const label of labels)
        expect(
          [...parameters].some((parameter) => parameter && specRowKey(parameter) === specRowKey(label)),
          label,
        ).toBe(true);
    expect(SPEC_ROWS.map((row) => row.key).filter((key) => [...parameters].some((parameter) => parameter && specRowKey(parameter) === key))).toEqual(
      SPEC_ROWS.map((row) => row.key),
    );
  });

  it('aligns a cooling water that is not required with the others’ cooling water flow', () => {
    const slugWithout = slugs.find((slug) => facilitySheet(slug).rows.some((row) => row.parameter === 'Cooling water'));
    expect(slugWithout).toBeDefined();
    const flow = find(compare('icp-etcher', slugWithout!), 'cooling water flow')!;
    expect(flow.cells[0]!.text).toContain('L/min');
    expect(flow.cells[1]!.text).toMatch(/^Not required/);
  });
});

describe('the comparison’s other groups come from the content data', () => {
  it('prices, lead times and options per system', () => {
    const groups = compare('ald', 'striper');
    expect(find(groups, 'price')!.cells.map((cell) => cell!.text)).toEqual([systemPrices.ald, systemPrices.striper]);
    const weeks = (slug: ProductSlug) => productDefinition(slug).purchasing.leadTimeWeeks.join('-');
    expect(find(groups, 'lead-time')!.cells.map((cell) => cell!.text)).toEqual([`${weeks('ald')} weeks`, `${weeks('striper')} weeks`]);
    expect(find(groups, 'warranty')!.differs).toBe(false);
    expect(find(groups, 'options')!.cells[0]!.items!.map((item) => item.text)).toEqual(optionsFor('ald').map((option) => option.name));
    expect(find(groups, 'key-figures')!.cells[0]!.items).toHaveLength(productBySlug('ald')!.keyFigures.length);
  });

  it('highlights the strongest process entries, one per material, linked to the process library', () => {
    const row = find(compare('icp-etcher', 'ald'), 'process-highlights')!;
    const highlights = row.cells[0]!.items!;
    expect(highlights).toHaveLength(3);
    expect(new Set(highlights.map((item) => item.text.split(/[ ,(:]/)[0]))).toHaveProperty('size', 3);
    expect(row.cells[0]!.items![0]).toMatchObject({ href: '/processes#process-drie-si-bosch' });
    expect(row.cells[0]!.items![0]!.text).toMatch(/^Si .*Bosch DRIE \(DRIE configuration\).*µm\/min$/);
  });

  it('with only the differences, keeps the differing rows and drops a group left empty', () => {
    const groups = compare('icp-etcher', 'rie-etcher');
    const differing = onlyDifferences(groups);
    expect(differing.flatMap((group) => group.rows).every((row) => row.differs)).toBe(true);
    expect(find(differing, 'warranty')).toBeUndefined();
    expect(find(differing, 'category')).toBeUndefined();
    expect(find(differing, 'wafer-sizes')).toBeUndefined();
    const same = { key: 'same', title: 'Same', rows: [{ key: 'a', label: 'A', cells: [{ text: 'x' }, { text: 'x' }], differs: false }] };
    expect(onlyDifferences([same, ...groups]).map((group) => group.key)).not.toContain('same');
    expect(find(differing, 'temperature')).toBeDefined();
  });
});

describe('a row is marked as differing only where the figures a buyer weighs differ', () => {
  const etchers = () => compare('icp-etcher', 'rie-etcher', 'ibe-ribe');

  it('reads the figures of a value, signs and powers of ten included, conversions in parentheses left out', () => {
    expect(statedFigures('≤ 1×10⁻⁶ Torr')).toBe('1 10 -6');
    expect(statedFigures('≤ 1×10⁻⁶ Torr')).not.toBe(statedFigures('≤ 5×10⁻⁶ Torr'));
    expect(statedFigures('< 1×10⁻² Torr')).not.toBe(statedFigures('< 1×10⁻⁶ Torr'));
    expect(statedFigures('-70 to 200 °C')).toBe('-70 200');
    expect(statedFigures('20-80 °C')).toBe('20 80');
    expect(statedFigures('12 L/min (3.2 gpm)')).toBe('12');
    expect(statedFigures('750 kg (1,650 lb), main unit; dry pump 1,130 kg')).toBe('750 1130');
    expect(statedFigures('$200k-400k')).toBe('200 400');
  });

  it('never marks a row that describes each system in its own words, however different the words', () => {
    const groups = etchers();
    for (const key of ['key-figures', 'control', 'pumping', 'endpoint', 'ion-source', 'process-highlights', 'process-count', 'options']) {
      const described = find(groups, key)!;
      expect(described, key).toBeDefined();
      expect(new Set(described.cells.map((cell) => cell?.text ?? null)).size, `${key} states different values`).toBeGreaterThan(1);
      expect(described.differs, key).toBe(false);
    }
    expect(find(compare('icp-etcher', 'pecvd'), 'category')!.differs).toBe(false);
  });

  it('does not mark equal figures in different words, and marks a figure one system lacks', () => {
    const groups = compare('icp-etcher', 'pecvd');
    // '… pieces on a carrier wafer' and '… pieces': the same wafer sizes.
    expect(find(groups, 'wafer-sizes')!.cells[0]!.text).not.toBe(find(groups, 'wafer-sizes')!.cells[1]!.text);
    expect(find(groups, 'wafer-sizes')!.differs).toBe(false);
    // The ion beam system takes no 12 inch wafers on request.
    expect(find(etchers(), 'wafer-sizes')!.differs).toBe(true);
    expect(find(etchers(), 'process-pressure')!.cells[2]).toBeNull();
    expect(find(etchers(), 'process-pressure')!.differs).toBe(true);
  });

  it('marks prices, lead times and the facility needs that differ, and not an equal warranty or electrical supply', () => {
    const groups = etchers();
    for (const key of ['price', 'lead-time', 'base-pressure', 'cooling water flow', 'weight', 'electrical load'])
      expect(find(groups, key)!.differs, key).toBe(true);
    for (const key of ['warranty', 'electrical supply']) expect(find(groups, key)!.differs, key).toBe(false);
    expect(find(compare('icp-etcher', 'coater-developer'), 'electrical supply')!.differs).toBe(true);
    // ±3% for both etchers, ±5% for ion beam etching.
    expect(find(compare('icp-etcher', 'rie-etcher'), 'uniformity-typical')!.differs).toBe(false);
    expect(find(groups, 'uniformity-typical')!.differs).toBe(true);
  });

  it('leaves most rows unmarked, so a mark singles out what to weigh', () => {
    for (const slugs of [
      ['icp-etcher', 'rie-etcher', 'ibe-ribe'],
      ['icp-etcher', 'rie-etcher', 'pecvd'],
      ['ald', 'sputter', 'hdp-cvd'],
    ] as ProductSlug[][]) {
      const rows = compare(...slugs).flatMap((group) => group.rows);
      const marked = rows.filter((candidate) => candidate.differs);
      expect(marked.length, slugs.join()).toBeGreaterThan(0);
      expect(marked.length / rows.length, slugs.join()).toBeLessThan(0.5);
    }
  });
});

describe('the address of a comparison', () => {
  it('reads known systems once each, at most three, and says when it left something out', () => {
    expect(systemsFromParam('icp-etcher,rie-etcher', slugs)).toEqual({ slugs: ['icp-etcher', 'rie-etcher'], ignored: false });
    expect(systemsFromParam('icp-etcher,nope,icp-etcher', slugs)).toEqual({ slugs: ['icp-etcher'], ignored: true });
    expect(systemsFromParam('ald,pecvd,sputter,striper', slugs)).toEqual({ slugs: ['ald', 'pecvd', 'sputter'], ignored: true });
    expect(systemsFromParam(null, slugs)).toEqual({ slugs: [], ignored: false });
    expect(compareHref(['ald', 'pecvd'])).toBe('/products/compare?systems=ald,pecvd');
  });
});

describe('the comparison as CSV', () => {
  it('names the systems in its header, has a line per group and row, and says — where a system states nothing', () => {
    const groups = compare('icp-etcher', 'rie-etcher');
    const csv = comparisonCsv(['ICP-RIE Etching System', 'RIE Etching System'], groups);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe(',ICP-RIE Etching System,RIE Etching System');
    expect(lines).toHaveLength(1 + groups.length + groups.reduce((sum, group) => sum + group.rows.length, 0));
    expect(lines).toContain('Specifications,,');
    expect(lines.find((line) => line.startsWith('RF substrate bias'))).toMatch(/,—$/);
    expect(lines.find((line) => line.startsWith('Substrate temperature range'))).toBe(
      'Substrate temperature range,Substrate stage temperature: -70 to 200 °C,Electrode temperature: 20-80 °C',
    );
    expect(csvFileName(['icp-etcher', 'rie-etcher'])).toBe('ionvale-compare-icp-etcher-rie-etcher.csv');
  });

  it('quotes what needs quoting and defuses formulas, but not figures that start with a sign', () => {
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "x"')).toBe('"say ""x"""');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+cmd')).toBe("'+cmd");
    expect(csvField('-70 to 200 °C')).toBe('-70 to 200 °C');
    expect(csvField('+5%')).toBe('+5%');
    expect(csvField('-1.5')).toBe('-1.5');
  });
});
