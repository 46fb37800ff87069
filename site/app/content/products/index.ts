import { ald } from './ald';
import { coaterDeveloper } from './coater-developer';
import { hdpCvd } from './hdp-cvd';
import { ibeRibe } from './ibe-ribe';
import { icpEtcher } from './icp-etcher';
import { pecvd } from './pecvd';
import { rieEtcher } from './rie-etcher';
import { sputter } from './sputter';
import { striper } from './striper';
import { formatConditions, formatOutcome, formatRate, formatSelectivity, formatUniformity } from '../processes/format';
import { processesFor } from '../processes';
import { typesetDeep } from '../typeset';
import type { Product, ProductSource } from './types';

export type { Product, ProductCategory, ProductSection, ProductSlug, SpecRow } from './types';

/**
 * A product as pages and PDFs print it: its text typeset, and its process rows built from the
 * process data (chemistry with conditions; rate, selectivity, uniformity with its definition, profile).
 */
function assemble(source: ProductSource): Product {
  const processCapabilities = processesFor(source.slug).map((entry) => ({
    id: entry.id,
    material: entry.configuration ? `${entry.material} (${entry.configuration} configuration)` : entry.material,
    chemistry: [entry.process, formatConditions(entry)].join('; '),
    result: [
      formatRate(entry) && `${entry.results.rate!.kind[0]!.toUpperCase()}${entry.results.rate!.kind.slice(1)} ${formatRate(entry)}.`,
      formatSelectivity(entry) && `Selectivity ${formatSelectivity(entry)}.`,
      entry.results.uniformity && `Uniformity ${formatUniformity(entry.results.uniformity)}.`,
      formatOutcome(entry),
    ]
      .filter(Boolean)
      .join(' '),
  }));
  return typesetDeep({ ...source, processCapabilities });
}

/** All products in catalogue order. */
export const products: Product[] = [
  icpEtcher,
  rieEtcher,
  hdpCvd,
  pecvd,
  ald,
  sputter,
  ibeRibe,
  striper,
  coaterDeveloper,
].map(assemble);

/** The product with this slug, or undefined for an unknown slug (a route param is any string). */
export function productBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

/** The catalogue's category tabs, in order; 'All' shows every product. */
export const productCategories = ['All', 'Etching', 'Deposition', 'Coating/Developing', 'Cleaning/Stripping'] as const;

export type ProductCategoryTab = (typeof productCategories)[number];
