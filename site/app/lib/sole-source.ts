/**
 * The processes a sole-source draft names: the buyer picks them from the system's process library, the
 * picker and the server check the choice with the same function, and the draft states only those.
 * Pure functions over data, so the product page's picker loads them without the catalogue.
 */
import type { ProcessEntry } from '../content/processes/types';
import type { ProductOption } from '../content/purchasing/types';
import { codeDigits, type Estimate } from './estimate';

/** What the picker shows of a process and what its check needs: small enough to send with the page. */
export type ProcessChoice = Pick<ProcessEntry, 'id' | 'material' | 'process' | 'technique' | 'basis' | 'needsOptions'>;

export function processChoice({ id, material, process, technique, basis, needsOptions }: ProcessEntry): ProcessChoice {
  return { id, material, process, technique, basis, ...(needsOptions ? { needsOptions } : {}) };
}

type ProcessCheck = { ok: true } | { ok: false; message: string; missing: ProductOption[] };

/**
 * Whether the chosen processes can run on the chosen options: a process that needs an option (a gas package,
 * a cryogenic stage, the DRIE configuration) names it, so a draft never states a requirement its configuration
 * cannot meet. `missing` lists the options to add, in the catalogue's order.
 */
export function checkProcessChoice(
  offered: readonly ProductOption[],
  chosenOptions: readonly string[],
  processes: readonly ProcessChoice[],
): ProcessCheck {
  for (const process of processes) {
    const missing = offered.filter((option) => process.needsOptions?.includes(option.id) && !chosenOptions.includes(option.id));
    if (missing.length > 0) {
      const names = missing.map((option) => `the ${lowerFirst(option.name)}`).join(' and ');
      return {
        ok: false,
        message: `“${process.material}: ${process.process}” needs ${names}: add ${missing.length === 1 ? 'it' : 'them'} to the configuration.`,
        missing,
      };
    }
  }
  return { ok: true };
}

/** The chosen ids in the library's order, each once: the order of the draft's requirements. */
export function orderedProcesses<T extends Pick<ProcessEntry, 'id'>>(library: readonly T[], chosenIds: readonly string[]): T[] {
  return library.filter((entry) => chosenIds.includes(entry.id));
}

/** Names a draft: its estimate's code and the processes, e.g. 'BE-4821-7306-P0193-5521'. */
export function soleSourceCode(estimate: Pick<Estimate, 'code'>, processIds: readonly string[]): string {
  const digits = codeDigits([...processIds].sort().join(','));
  return `${estimate.code}-P${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/** What the draft is saved as, without its extension: the same name in the download form, the lead and the file. */
export function soleSourceBaseName(product: { slug: string }): string {
  return `${product.slug}-sole-source-justification`;
}

/** 'Chlorine chemistry package' → 'chlorine chemistry package'; an acronym ('DRIE (Bosch) configuration') keeps its capitals. */
function lowerFirst(name: string): string {
  return /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
}
