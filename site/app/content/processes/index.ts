/**
 * The process data of all nine systems. Product pages list a system's entries, the datasheets print
 * them, and articles cite them by id with the `:process[...]` and `::process-table[...]` directives.
 */
import type { ProductSlug } from '../products/types';
import { typesetDeep } from '../typeset';
import { aldProcesses } from './systems/ald';
import { coaterDeveloperProcesses } from './systems/coater-developer';
import { hdpCvdProcesses } from './systems/hdp-cvd';
import { ibeRibeProcesses } from './systems/ibe-ribe';
import { icpEtcherProcesses } from './systems/icp-etcher';
import { pecvdProcesses } from './systems/pecvd';
import { rieEtcherProcesses } from './systems/rie-etcher';
import { sputterProcesses } from './systems/sputter';
import { striperProcesses } from './systems/striper';
import type { ProcessEntry } from './types';

export type { ProcessEntry, ProcessKind, Quantity, UniformityFigure } from './types';

/** Every entry, grouped by system in catalogue order; formulas typeset. */
export const processes: ProcessEntry[] = typesetDeep([
  ...icpEtcherProcesses,
  ...rieEtcherProcesses,
  ...hdpCvdProcesses,
  ...pecvdProcesses,
  ...aldProcesses,
  ...sputterProcesses,
  ...ibeRibeProcesses,
  ...striperProcesses,
  ...coaterDeveloperProcesses,
]);

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

/** The anchor of an entry's row on its system's page. */
export const processAnchor = (entry: Pick<ProcessEntry, 'id'>) => `process-${entry.id}`;

/** Where an entry is shown: its row on the system's product page. */
export const processHref = (entry: Pick<ProcessEntry, 'id' | 'system'>) => `/products/${entry.system}#${processAnchor(entry)}`;
