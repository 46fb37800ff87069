import type { ProcessEntry } from '../content/processes';
import { byStrength } from './finder';

/** The material an entry is on, folded so 'Si (bulk)' and 'Si, SOI' count as one: 'si'. */
const materialOf = (entry: ProcessEntry) => entry.material.split(/[ ,(]/)[0]!.normalize('NFKC').toLowerCase();

/**
 * A system's strongest process-library entries, best first: the strongest on each material, so a few
 * rows show the range of what it does, then, where it runs fewer materials than `count`, the next strongest.
 */
export function processHighlights(entries: ProcessEntry[], count: number): ProcessEntry[] {
  const ranked = [...entries].sort(byStrength);
  const bestOnEach = new Map<string, ProcessEntry>();
  for (const entry of ranked) if (!bestOnEach.has(materialOf(entry))) bestOnEach.set(materialOf(entry), entry);
  const first = [...bestOnEach.values()];
  return [...first, ...ranked.filter((entry) => !first.includes(entry))].slice(0, count);
}
