import { comparePage } from '~/content/pages/compare';
import { processesFor } from '~/content/processes';
import { products } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet, optionsFor } from '~/content/purchasing';
import type { ComparedSystem } from './compare';

/** What the comparison's page reads: its copy, and every system as the comparison reads it. */
export function comparePageData() {
  const systems: ComparedSystem[] = products.map(({ slug, name, shortName, category, specifications, keyFigures }) => {
    const { priceKey, leadTimeWeeks } = productDefinition(slug).purchasing;
    return {
      product: { slug, name, shortName, category, specifications, keyFigures },
      facilityRows: facilitySheet(slug).rows,
      options: optionsFor(slug),
      processes: processesFor(slug),
      pricing: { priceKey, leadTimeWeeks },
    };
  });
  return { page: comparePage, systems };
}

export type ComparePageData = ReturnType<typeof comparePageData>;
