/** A process entry as a page prints it, every figure already formatted and typeset, and where the page shows it. */
import {
  formatConditions,
  formatOutcome,
  formatRate,
  formatSelectivity,
  formatUniformity,
  measuredResults,
  type MeasuredResult,
} from '../../lib/process-format';
import type { ProcessEntry } from './types';

export type ProcessRow = {
  id: string;
  /** The row's element id on its system's page. */
  anchor: string;
  /** Where the row is shown in full, with its measurement methods. */
  href: string;
  material: string;
  process: string;
  technique: string;
  conditions: string;
  /** e.g. 'Etch rate', 'Growth per cycle'. */
  rateLabel?: string;
  rate?: string;
  selectivity?: string;
  uniformity?: string;
  /** Loading condition, sidewall roughness and film properties, each with its measurement method. */
  measured?: MeasuredResult[];
  outcome?: string;
  basis: ProcessEntry['basis'];
};

/** The anchor of an entry's row on its system's page. */
export const processAnchor = (entry: Pick<ProcessEntry, 'id'>) => `process-${entry.id}`;

/** Where an entry is shown in full: its row on the page of its system's processes. */
export const processHref = (entry: Pick<ProcessEntry, 'id' | 'system'>) => `/products/${entry.system}/processes#${processAnchor(entry)}`;

export function processRow(entry: ProcessEntry): ProcessRow {
  const kind = entry.results.rate?.kind;
  return {
    id: entry.id,
    anchor: processAnchor(entry),
    href: processHref(entry),
    material: entry.material,
    process: entry.process,
    technique: entry.technique,
    conditions: formatConditions(entry),
    ...(kind ? { rateLabel: kind[0]!.toUpperCase() + kind.slice(1), rate: formatRate(entry)! } : {}),
    ...(formatSelectivity(entry) ? { selectivity: formatSelectivity(entry)! } : {}),
    ...(entry.results.uniformity ? { uniformity: formatUniformity(entry.results.uniformity) } : {}),
    ...(measuredResults(entry).length ? { measured: measuredResults(entry) } : {}),
    ...(formatOutcome(entry) ? { outcome: formatOutcome(entry)! } : {}),
    basis: entry.basis,
  };
}
