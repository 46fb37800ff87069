/**
 * The process library: every entry of the process data as a page shows it (with its system and the
 * articles that cite it), the filter behind /processes, and the machine-readable catalogue served
 * as /processes.json and /processes.csv, where each entry names its system by the product's slug.
 */
import { productBySlug } from '../products';
import type { ProductSlug } from '../products/registry';
import {
  formatConditions,
  formatMeasuredResult,
  formatOutcome,
  formatRate,
  formatSelectivity,
  formatUniformity,
  measuredResults,
  uniformityDefinition,
} from '../../lib/process-format';
import { processes } from './index';
import { processHref, processRow, type ProcessRow } from './rows';
import type { ProcessEntry } from './types';

export type LibraryEntry = ProcessRow & {
  system: ProductSlug;
  systemName: string;
  configuration?: string;
  kind: ProcessEntry['kind'];
  /** The entry's row on its system's page. */
  systemHref: string;
  /** Articles that print a figure of this entry. */
  citedIn: { title: string; href: string }[];
};

/** Which articles cite which entries: article slugs and titles by process id, read from the rendered HTML. */
export function citationsFrom(posts: { slug: string; title: string; html: string }[]): Map<string, { title: string; href: string }[]> {
  const cited = new Map<string, { title: string; href: string }[]>();
  for (const post of posts) {
    const ids = new Set([...post.html.matchAll(/data-process="([^"]+)"/g)].map(([, id]) => id!));
    for (const id of ids) cited.set(id, [...(cited.get(id) ?? []), { title: post.title, href: `/insights/${post.slug}` }]);
  }
  return cited;
}

export function libraryEntries(citations: Map<string, { title: string; href: string }[]>): LibraryEntry[] {
  return processes.map((entry) => ({
    ...processRow(entry),
    system: entry.system,
    systemName: productBySlug(entry.system)?.shortName ?? entry.system,
    ...(entry.configuration ? { configuration: entry.configuration } : {}),
    kind: entry.kind,
    systemHref: processHref(entry),
    citedIn: citations.get(entry.id) ?? [],
  }));
}

export type LibraryFilter = { system: string; technique: string; material: string };

/** The filter in a page address: ?system=<slug>&technique=<name>&material=<text>. */
export function filterFromParams(params: URLSearchParams): LibraryFilter {
  return { system: params.get('system') ?? '', technique: params.get('technique') ?? '', material: params.get('material') ?? '' };
}

export function filterToParams(filter: LibraryFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.system) params.set('system', filter.system);
  if (filter.technique) params.set('technique', filter.technique);
  if (filter.material.trim()) params.set('material', filter.material.trim());
  return params;
}

/** Folds the text a visitor types and the typeset material names alike: 'sio2' finds 'SiO₂'. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080))
    .toLowerCase();

/** The entries that match every part of the filter that is set. */
export function filterEntries<T extends Pick<LibraryEntry, 'system' | 'technique' | 'material' | 'process'>>(
  entries: T[],
  filter: LibraryFilter,
): T[] {
  const material = fold(filter.material.trim());
  return entries.filter(
    (entry) =>
      (!filter.system || entry.system === filter.system) &&
      (!filter.technique || entry.technique === filter.technique) &&
      (!material || fold(`${entry.material} ${entry.process}`).includes(material)),
  );
}

/** The machine-readable catalogue: one record per entry, figures as printed and as numbers. */
export function catalogueRecords() {
  return processes.map((entry) => {
    const rate = entry.results.rate;
    const uniformity = entry.results.uniformity;
    return {
      id: entry.id,
      system: entry.system,
      configuration: entry.configuration ?? null,
      kind: entry.kind,
      technique: entry.technique,
      material: entry.material,
      process: entry.process,
      mask: entry.mask ?? null,
      conditions: { ...entry.conditions, text: formatConditions(entry) },
      rate: rate ? { kind: rate.kind, min: rate.min ?? null, max: rate.max ?? null, unit: rate.unit, text: formatRate(entry) } : null,
      selectivity: entry.results.selectivity ?? [],
      uniformity: uniformity ? { ...uniformity, definition: uniformityDefinition(uniformity), text: formatUniformity(uniformity) } : null,
      loading: entry.results.loading ?? null,
      sidewallRoughness: entry.results.sidewallRoughness ?? null,
      filmProperties: entry.results.filmProperties ?? [],
      properties: entry.results.properties ?? [],
      profile: entry.profile ?? null,
      notes: entry.notes ?? null,
      basis: entry.basis,
      url: processHref(entry),
    };
  });
}

const CSV_COLUMNS = [
  'id',
  'system',
  'configuration',
  'kind',
  'technique',
  'material',
  'process',
  'mask',
  'conditions',
  'rate_kind',
  'rate_min',
  'rate_max',
  'rate_unit',
  'selectivity',
  'uniformity',
  'measured_results',
  'profile_and_notes',
  'basis',
  'url',
] as const;

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The catalogue as CSV (RFC 4180: comma-separated, quoted where needed, CRLF line ends). */
export function catalogueCsv(): string {
  const rows = processes.map((entry) => {
    const rate = entry.results.rate;
    const record: Record<(typeof CSV_COLUMNS)[number], unknown> = {
      id: entry.id,
      system: entry.system,
      configuration: entry.configuration,
      kind: entry.kind,
      technique: entry.technique,
      material: entry.material,
      process: entry.process,
      mask: entry.mask,
      conditions: formatConditions(entry),
      rate_kind: rate?.kind,
      rate_min: rate?.min,
      rate_max: rate?.max,
      rate_unit: rate?.unit,
      selectivity: formatSelectivity(entry),
      uniformity: entry.results.uniformity ? formatUniformity(entry.results.uniformity) : undefined,
      measured_results: measuredResults(entry).map(formatMeasuredResult).join('; ') || undefined,
      profile_and_notes: formatOutcome(entry),
      basis: entry.basis,
      url: processHref(entry),
    };
    return CSV_COLUMNS.map((column) => csvCell(record[column])).join(',');
  });
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
