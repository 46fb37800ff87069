/**
 * How a datasheet's revision is printed on every page of the PDF. Each product's purchasing.ts states its
 * current revision.
 */
import type { DatasheetRevision } from './types';

/** "November 23, 2026": the issue date as a US reader writes it. */
function revisionDate(revision: DatasheetRevision): string {
  const [year, month, day] = revision.date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
}

/** "Rev. A, November 23, 2026". */
export function revisionLabel(revision: DatasheetRevision): string {
  return `Rev. ${revision.revision}, ${revisionDate(revision)}`;
}
