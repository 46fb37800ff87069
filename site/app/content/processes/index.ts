/**
 * The process data of every registered system, each from its product folder's processes.ts. Product pages
 * list a system's entries, the datasheets print them, and articles cite them by id with the `:process[...]`
 * and `::process-table[...]` directives.
 */
import { registry, type ProductSlug } from '../products/registry';
import { typesetDeep } from '../../lib/typeset';
import type { ProcessEntry } from './types';

export type { ProcessEntry, ProcessKind } from './types';

/** Every entry, grouped by system in catalogue order, each naming its system; formulas typeset. */
export const processes: ProcessEntry[] = typesetDeep(
  registry.flatMap(({ slug, processes: entries }) => entries.map((entry) => ({ system: slug, ...entry }))),
);

const byId = new Map<string, ProcessEntry>();
for (const entry of processes) {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.id)) throw new Error(`Process id "${entry.id}" is not lowercase words joined by hyphens`);
  if (byId.has(entry.id)) throw new Error(`Two process entries share the id "${entry.id}"`);
  byId.set(entry.id, entry);
}

/** The entry with this id; an unknown id is an error, so a citation of a missing entry fails the build. */
export function processById(id: string): ProcessEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Unknown process id "${id}"`);
  return entry;
}

/** A system's entries, optionally only those of one configuration (or only those without one). */
export function processesFor(system: ProductSlug, configuration?: ProcessEntry['configuration'] | null): ProcessEntry[] {
  return processes.filter(
    (entry) =>
      entry.system === system &&
      (configuration === undefined || (configuration === null ? !entry.configuration : entry.configuration === configuration)),
  );
}
