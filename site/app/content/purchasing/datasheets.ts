/**
 * The current revision of each product's datasheet, printed on every page of the PDF. Raise the letter and
 * set the date whenever the product's data, facility requirements or options change what the datasheet says.
 */
import type { DatasheetRevision, ProductSlug } from './types';

const first: DatasheetRevision = { revision: 'A', date: '2026-11-23' };

export const datasheetRevisions: Record<ProductSlug, DatasheetRevision> = {
  'icp-etcher': first,
  'rie-etcher': first,
  'hdp-cvd': first,
  pecvd: first,
  ald: first,
  sputter: first,
  'ibe-ribe': first,
  striper: first,
  'coater-developer': first,
};

/** "November 23, 2026": the issue date as a US reader writes it. */
export function revisionDate(revision: DatasheetRevision): string {
  const [year, month, day] = revision.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Rev. A, November 23, 2026". */
export function revisionLabel(revision: DatasheetRevision): string {
  return `Rev. ${revision.revision}, ${revisionDate(revision)}`;
}
