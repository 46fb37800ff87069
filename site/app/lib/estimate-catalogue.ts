/**
 * A budgetary estimate's request checked against the whole catalogue: the server, the lead API and pages
 * that estimate several systems use it at build time; a product page prices its own system with `priceEstimate`.
 */
import { startupPackage } from '../content/pages/startup-package';
import { processesFor, type ProcessEntry } from '../content/processes';
import type { Product } from '../content/products/types';
import { products, type ProductSlug } from '../content/products';
import { productDefinition } from '../content/products/registry';
import { checkConfiguration, estimateWaferSizes, priceEstimate, type Estimate, type EstimateRequest } from './estimate';
import { checkProcessChoice, orderedProcesses } from './sole-source';

export type EstimateCheck = { ok: true; estimate: Estimate } | { ok: false; message: string };

/**
 * Checks a request against the catalogue and prices it. Messages never repeat what was sent: an unknown
 * product or option is described, not quoted.
 */
export function checkEstimate(request: EstimateRequest): EstimateCheck {
  const product = products.find((candidate) => candidate.slug === request.product);
  if (!product) return { ok: false, message: 'Please choose one of our systems.' };
  const sizes = estimateWaferSizes(product);
  if (!sizes.includes(request.waferSizeMm)) {
    return { ok: false, message: `Please choose a wafer size the ${product.name} takes as standard: ${sizes.join(', ')} mm.` };
  }
  const { purchasing } = productDefinition(product.slug);
  const offered = purchasing.options;
  if (request.options.some((id) => !offered.some((option) => option.id === id))) {
    return { ok: false, message: `Please choose options the ${product.name} offers.` };
  }
  const complete = checkConfiguration(product, purchasing, request.options);
  if (!complete.ok) return { ok: false, message: complete.message };
  const options = offered.filter((option) => request.options.includes(option.id));
  return { ok: true, estimate: priceEstimate(product, purchasing, request.waferSizeMm, options) };
}

/** A sole-source draft's request: a configuration and the ids of the processes the buyer's project needs. */
type SoleSourceRequest = EstimateRequest & { processes: string[] };

type SoleSourceCheck = { ok: true; product: Product; estimate: Estimate; processes: ProcessEntry[] } | { ok: false; message: string };

/**
 * Checks a sole-source draft's request: the configuration as an estimate's, then the processes, which must be
 * at least one, each from the system's own process library and each runnable on the chosen options. Messages
 * never repeat what was sent.
 */
export function checkSoleSource(request: SoleSourceRequest): SoleSourceCheck {
  const checked = checkEstimate(request);
  if (!checked.ok) return checked;
  const product = products.find((candidate) => candidate.slug === request.product)!;
  const library = processesFor(product.slug);
  if (request.processes.length === 0) {
    return { ok: false, message: `Please choose the processes your project needs from the ${product.name}’s process library.` };
  }
  if (request.processes.some((id) => !library.some((entry) => entry.id === id))) {
    return { ok: false, message: `Please choose processes from the ${product.name}’s process library.` };
  }
  const processes = orderedProcesses(library, request.processes);
  const runnable = checkProcessChoice(productDefinition(product.slug).purchasing.options, request.options, processes);
  if (!runnable.ok) return { ok: false, message: runnable.message };
  return { ok: true, product, estimate: checked.estimate, processes };
}

/** Whether a system is one the Startup Package offers (its estimate then carries the package's note). */
export function startupPackageApplies(slug: ProductSlug): boolean {
  return startupPackage.products.items.some((item) => item.href === `/products/${slug}`);
}

/** The estimates of a tool set, checked once: a kit names only configurations the catalogue has. */
export function kitEstimates(systems: EstimateRequest[]): Estimate[] {
  return systems.map((request) => {
    const checked = checkEstimate(request);
    if (!checked.ok) throw new Error(`The budget kit names a configuration the catalogue refuses: ${checked.message}`);
    return checked.estimate;
  });
}
