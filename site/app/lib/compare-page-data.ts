import { comparePage } from '~/content/pages/compare';
import { processesFor } from '~/content/processes';
import { productBySlug, products, type ProductSlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet, optionsFor } from '~/content/purchasing';
import { processSummary, type ComparedSystem } from './compare';

/** A system as the comparison reads it: only what its rows show. */
export function comparedSystem(slug: ProductSlug): ComparedSystem {
  const { name, shortName, category, specifications, keyFigures } = productBySlug(slug)!;
  const { priceKey, leadTimeWeeks } = productDefinition(slug).purchasing;
  return {
    product: { slug, name, shortName, category, specifications, keyFigures },
    facilityRows: facilitySheet(slug).rows,
    options: optionsFor(slug),
    processes: processSummary(processesFor(slug)),
    pricing: { priceKey, leadTimeWeeks },
  };
}

/** What the comparison's page reads: its copy, and every system as the comparison reads it. */
export function comparePageData() {
  return { page: comparePage, systems: products.map(({ slug }) => comparedSystem(slug)) };
}

export type ComparePageData = ReturnType<typeof comparePageData>;
