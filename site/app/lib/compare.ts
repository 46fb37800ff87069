/**
 * The product comparison: two or three systems side by side, row by row. Each product states its figures
 * under its own words ('Electrode temperature', 'Platen temperature', 'Substrate heating'), so the rows are
 * aligned by what they measure, through the mapping below, not by label. Pure functions over the content
 * data; the page, its CSV download and the tests all read the same rows.
 */
import { company } from '../config/company';
import { priceNote, systemPrices, warranty } from '../content/commercial';
import { formatQuantity } from './process-format';
import type { ProcessEntry } from '../content/processes';
import { processAnchor } from '../content/processes/rows';
import type { Product, SpecRow } from '../content/products';
import type { ProductOption, ProductPurchasing } from '../content/purchasing';
import { processHighlights } from './process-highlights';

export { compareHref, MAX_COMPARED, MIN_COMPARED, systemsFromParam } from './compare-address';

/** How many process-library entries each system shows as its highlights. */
const PROCESS_HIGHLIGHTS = 3;

/**
 * Specification rows that state the same quantity under different labels, in the order the comparison
 * prints them. `labels` are the products' own parameter labels, as the product modules write them.
 * A label found in no entry becomes a row of its own, under its own label, after these.
 * `figures` marks the rows a buyer weighs by their figures (see `differsByFigures`); the others describe
 * how each system is built, in words that differ from system to system by nature, and are never marked.
 */
export const SPEC_ROWS: { key: string; label: string; labels: string[]; figures?: true }[] = [
  { key: 'wafer-sizes', label: 'Wafer sizes', labels: ['Wafer sizes'], figures: true },
  { key: 'base-pressure', label: 'Base pressure', labels: ['Base pressure'], figures: true },
  { key: 'process-pressure', label: 'Process pressure', labels: ['Process pressure'], figures: true },
  {
    key: 'rf-power',
    label: 'RF power (generator rating)',
    labels: ['ICP source generator (rating)', 'RF generator (rating)', 'RF generators (rating)'],
    figures: true,
  },
  { key: 'rf-bias', label: 'RF substrate bias (rating)', labels: ['RF bias generator (rating)'], figures: true },
  { key: 'rf-frequency', label: 'RF frequency', labels: ['RF frequency'] },
  { key: 'ion-source', label: 'Ion source', labels: ['Ion source'] },
  { key: 'sputter-sources', label: 'Sputter sources', labels: ['Sputter sources'] },
  {
    key: 'temperature',
    label: 'Substrate temperature range',
    labels: [
      'Substrate stage temperature',
      'Electrode temperature',
      'Substrate temperature',
      'Substrate (wafer) temperature',
      'Substrate heating',
      'Stage cooling',
      'Platen temperature',
      'Hotplate temperature',
    ],
    figures: true,
  },
  {
    key: 'uniformity-specified',
    label: 'Non-uniformity, system specification',
    labels: [
      'Etch non-uniformity (system specification)',
      'Film thickness non-uniformity (system specification)',
      'Thickness non-uniformity',
      'Coating thickness non-uniformity',
    ],
    figures: true,
  },
  {
    key: 'uniformity-typical',
    label: 'Uniformity, typical of qualified processes',
    labels: ['Typical uniformity, qualified processes', 'Typical uniformity, qualified SiO2 and SiNx processes', 'Typical uniformity'],
    figures: true,
  },
  { key: 'gas-lines', label: 'Gases and precursors (lines)', labels: ['Gas lines (standard / maximum)', 'Precursor lines'], figures: true },
  { key: 'co-reactants', label: 'Co-reactants', labels: ['Co-reactants'] },
  { key: 'wafer-cooling', label: 'Wafer cooling', labels: ['Wafer cooling'] },
  { key: 'wafer-transfer', label: 'Wafer loading', labels: ['Wafer transfer', 'Wafer loading', 'Wafer handling'] },
  { key: 'pumping', label: 'Pumping', labels: ['Pumping'] },
  { key: 'endpoint', label: 'Endpoint detection', labels: ['Endpoint detection'] },
  { key: 'chamber-cleaning', label: 'Chamber cleaning', labels: ['Chamber cleaning'] },
  { key: 'control', label: 'Control', labels: ['Control'] },
];

/** Specification rows the comparison leaves out, and why: every system states them elsewhere in it. */
const SPEC_ROWS_OMITTED: Record<string, string> = {
  Footprint: 'the facility requirements state every system’s footprint, measured the same way',
};

/** One item of a cell that lists several things (key figures, processes, options), optionally a link. */
type CellItem = { text: string; href?: string };

/**
 * What one system states for a row. `source` is the product's own label when it differs from the
 * row's, so a reader sees what exactly was aligned.
 */
export type Cell = { text: string; source?: string; items?: CellItem[] };

type CompareRow = {
  key: string;
  label: string;
  /** One per compared system, in their order; null where the system states nothing for the row. */
  cells: (Cell | null)[];
  /** Whether the row is marked as a difference that bears on the choice (see `differsByFigures`). */
  differs: boolean;
};

export type CompareGroup = { key: string; title: string; rows: CompareRow[]; note?: string };

/** What the comparison reads about a system: the product and the data stated beside it. */
export type ComparedSystem = {
  product: Pick<Product, 'slug' | 'name' | 'shortName' | 'category' | 'specifications' | 'keyFigures'>;
  facilityRows: SpecRow[];
  options: ProductOption[];
  processes: ProcessSummary;
  pricing: Pick<ProductPurchasing, 'priceKey' | 'leadTimeWeeks'>;
};

/**
 * What the comparison says of a system's process-library entries: its strongest results and how many
 * there are. The page sends this, not the entries themselves (a hundred kilobytes it would never show).
 */
export type ProcessSummary = { highlights: CellItem[]; entries: number; qualified: number };

export function processSummary(entries: ProcessEntry[]): ProcessSummary {
  return {
    highlights: processHighlights(entries, PROCESS_HIGHLIGHTS).map((entry) => ({
      text: highlightText(entry),
      href: `/processes#${processAnchor(entry)}`,
    })),
    entries: entries.length,
    qualified: entries.filter((entry) => entry.basis === 'qualified').length,
  };
}

/** Labels compared without typesetting: 'SiO₂' in a typeset product is 'SiO2' in the mapping. */
const fold = (label: string) =>
  label
    .normalize('NFKC')
    .replace(/[₀-₉]/g, (digit) => String(digit.charCodeAt(0) - 0x2080))
    .toLowerCase()
    .trim();

const SPEC_KEY_BY_LABEL = new Map(SPEC_ROWS.flatMap((row) => row.labels.map((label) => [fold(label), row.key] as const)));
const OMITTED = new Set(Object.keys(SPEC_ROWS_OMITTED).map(fold));

/** The shared row key of a product's specification row, or undefined when the comparison leaves it out. */
export function specRowKey(parameter: string): string | undefined {
  const folded = fold(parameter);
  if (OMITTED.has(folded)) return undefined;
  return SPEC_KEY_BY_LABEL.get(folded) ?? `spec:${folded}`;
}

/**
 * The figures a value states, in order, as a buyer reads them: '≤ 1×10⁻⁶ Torr' → '1 10 -6', '$200k-400k' →
 * '200 400', '-70 to 200 °C' → '-70 200'. Parentheses are left out: they hold unit conversions ('(3.2 gpm)')
 * and measurement conditions, not a second figure. A hyphen between figures is a range, not a sign.
 */
export function statedFigures(text: string): string {
  const plain = fold(text).replace(/\([^()]*\)/g, ' ');
  const figures = plain.match(/(?:(?<=^|[\s(])-|−)?\d{1,3}(?:,\d{3})+(?:\.\d+)?|(?:(?<=^|[\s(])-|−)?\d+(?:\.\d+)?/g) ?? [];
  return figures.map((figure) => figure.replace(/,/g, '').replace('−', '-')).join(' ');
}

/**
 * When a row is marked as a difference. Only rows of figures a buyer weighs are ever marked: sizes,
 * pressures, RF ratings, temperatures, uniformity, gas lines, price, lead time, warranty and the facility
 * needs that decide whether a lab can take the system (power, cooling water, footprint, weight). Such a
 * row differs when the systems state different figures, or one states a figure where another states none
 * (it lacks what the row measures, or does not commit to it). Wording around equal figures ('pieces' and
 * 'pieces on a carrier wafer') is not a difference. Rows that describe a system in its own words (its
 * category, key figures, pumping, control, options, process highlights, most facility details) differ by
 * nature and are never marked: a mark on every row would mean nothing.
 */
function differsByFigures(cells: (Cell | null)[]): boolean {
  const figures = cells.map((cell) => (cell ? statedFigures(cell.text) : null));
  return figures.some((value) => value !== figures[0]);
}

/** A row of the comparison; `figures` says whether it is weighed by its figures and so may be marked. */
function row(key: string, label: string, cells: (Cell | null)[], figures = false): CompareRow {
  return { key, label, cells, differs: figures && differsByFigures(cells) };
}

const listCell = (items: CellItem[]): Cell | null => (items.length ? { text: items.map((item) => item.text).join('; '), items } : null);

/**
 * Rows keyed by meaning from each system's labelled rows: a row per key, in the order of `order` and then
 * of first appearance; only keys some compared system states.
 */
function alignedRows(
  systems: SpecRow[][],
  keyOf: (parameter: string) => string | undefined,
  labelOf: (key: string, parameter: string) => string,
  isFigures: (key: string) => boolean,
  order: string[] = [],
): CompareRow[] {
  const keys: string[] = [];
  const labels = new Map<string, string>();
  const byKey = systems.map((rows) => {
    const cells = new Map<string, Cell>();
    for (const { parameter, value } of rows) {
      const key = keyOf(parameter);
      if (!key || cells.has(key)) continue;
      const label = labelOf(key, parameter);
      if (!labels.has(key)) labels.set(key, label);
      if (!keys.includes(key)) keys.push(key);
      cells.set(key, fold(parameter) === fold(label) ? { text: value } : { text: value, source: parameter });
    }
    return cells;
  });
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length + keys.indexOf(key));
  return [...keys]
    .sort((a, b) => rank(a) - rank(b))
    .map((key) =>
      row(
        key,
        labels.get(key)!,
        byKey.map((cells) => cells.get(key) ?? null),
        isFigures(key),
      ),
    );
}

/** The facility rows of one system, with a 'not required' cooling water aligned with the others' flow. */
const facilityKey = (parameter: string) => (fold(parameter) === 'cooling water' ? 'cooling water flow' : fold(parameter));

/** The facility rows that decide whether a lab can take a system, keyed as `facilityKey` keys them. */
const FACILITY_FIGURES = new Set(['electrical supply', 'electrical load', 'cooling water flow', 'footprint (w × d × h)', 'weight']);

const SPEC_FIGURES = new Set(SPEC_ROWS.filter((spec) => spec.figures).map((spec) => spec.key));

/** 'Si: Bosch DRIE, etch rate 2-10 µm/min': what an entry is and its headline figure; its chemistry is a click away. */
function highlightText(entry: ProcessEntry): string {
  const technique = entry.configuration ? `${entry.technique} (${entry.configuration} configuration)` : entry.technique;
  const rate = entry.results.rate ? `, ${entry.results.rate.kind} ${formatQuantity(entry.results.rate)}` : '';
  return `${entry.material}: ${technique}${rate}`;
}

/** The comparison of the systems, in the order given: groups of aligned rows. */
export function compareSystems(systems: ComparedSystem[]): CompareGroup[] {
  const each = <T>(pick: (system: ComparedSystem) => T) => systems.map(pick);
  const glance: CompareRow[] = [
    row(
      'category',
      'Category',
      each(({ product }) => ({ text: product.category })),
    ),
    row(
      'key-figures',
      'Key figures',
      each(({ product }) => listCell(product.keyFigures.map((figure) => ({ text: `${figure.value} ${figure.label}` })))),
    ),
  ];
  const specifications = alignedRows(
    each(({ product }) => product.specifications),
    specRowKey,
    (key, parameter) => SPEC_ROWS.find((spec) => spec.key === key)?.label ?? parameter,
    (key) => SPEC_FIGURES.has(key),
    SPEC_ROWS.map((spec) => spec.key),
  );
  const processes: CompareRow[] = [
    row(
      'process-highlights',
      'Strongest results in the process library',
      each(({ processes }) => listCell(processes.highlights)),
    ),
    row(
      'process-count',
      'Entries in the process library',
      each(({ processes }) => (processes.entries ? { text: `${processes.entries} (${processes.qualified} qualified)` } : null)),
    ),
  ];
  const facility = alignedRows(
    each(({ facilityRows }) => facilityRows),
    facilityKey,
    (key, parameter) => (key === 'cooling water flow' ? 'Cooling water flow' : parameter),
    (key) => FACILITY_FIGURES.has(key),
  );
  const commercial: CompareRow[] = [
    row(
      'price',
      'Indicative price, base configuration',
      each(({ pricing }) => ({ text: systemPrices[pricing.priceKey] })),
      true,
    ),
    row(
      'lead-time',
      'Lead time after order',
      each(({ pricing }) => {
        const [from, to] = pricing.leadTimeWeeks;
        return { text: `${from}-${to} weeks` };
      }),
      true,
    ),
    row(
      'warranty',
      'Warranty',
      each(() => ({ text: warranty.standardShort })),
      true,
    ),
  ];
  const options = [
    row(
      'options',
      'Available options',
      each(({ options: list }) => listCell(list.map((option) => ({ text: option.name })))),
    ),
  ];
  return [
    { key: 'glance', title: 'At a glance', rows: glance },
    { key: 'specifications', title: 'Specifications', rows: specifications },
    { key: 'processes', title: 'Process highlights', rows: processes },
    { key: 'commercial', title: 'Price and delivery', rows: commercial, note: priceNote },
    { key: 'options', title: 'Options', rows: options },
    { key: 'facility', title: 'Facility requirements', rows: facility },
  ];
}

/** Only the rows marked as differing; a group left with none is left out. */
export function onlyDifferences(groups: CompareGroup[]): CompareGroup[] {
  return groups.map((group) => ({ ...group, rows: group.rows.filter((candidate) => candidate.differs) })).filter((group) => group.rows.length);
}

/** What a spreadsheet must not run: a cell starting with = + - @ (or a tab or return) that is not a number or range. */
function defuse(text: string): string {
  if (!/^[=+\-@\t\r]/.test(text)) return text;
  // '-70 to 200 °C', '+5%', '-1.5' are figures, not formulas.
  return /^[+-]?\d[\d.,]*(\s|%|$|-|–)/.test(text) ? text : `'${text}`;
}

/** A CSV field (RFC 4180), made safe to open in a spreadsheet. */
export function csvField(value: string): string {
  const text = defuse(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** What a missing value says in the table's text and in the CSV. */
const NOT_STATED = '—';

/** The table as shown, as CSV: a header row naming the systems, each group's title, then its rows. */
export function comparisonCsv(names: string[], groups: CompareGroup[]): string {
  const lines = [['', ...names]];
  for (const group of groups) {
    lines.push([group.title, ...names.map(() => '')]);
    for (const { label, cells } of group.rows) lines.push([label, ...cells.map((cell) => (cell ? cellText(cell) : NOT_STATED))]);
  }
  return lines.map((line) => line.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** A cell's text as one line: the product's own label first where it differs from the row's. */
const cellText = (cell: Cell) => (cell.source ? `${cell.source}: ${cell.text}` : cell.text);

/** 'ionvale-compare-icp-etcher-rie-etcher.csv'. */
export const csvFileName = (slugs: readonly string[]) => `${company.name.split(' ')[0]!.toLowerCase()}-compare-${slugs.join('-')}.csv`;
