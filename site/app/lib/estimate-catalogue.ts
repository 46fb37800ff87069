/**
 * A budgetary estimate's request checked against the whole catalogue: the server, the lead API and pages
 * that estimate several systems use it at build time; a product page prices its own system with `priceEstimate`.
 */
import { startupPackage } from '../content/pages/startup-package';
import { products, type ProductSlug } from '../content/products';
import { productDefinition } from '../content/products/registry';
import { checkConfiguration, estimateWaferSizes, priceEstimate, type Estimate, type EstimateRequest } from './estimate';

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
