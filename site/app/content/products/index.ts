import { formatConditions, formatOutcome, formatRate, formatSelectivity, formatUniformity, measuredResults } from '../../lib/process-format';
import { processesFor } from '../processes';
import { typesetDeep } from '../../lib/typeset';
import { registry, type RegisteredProduct } from './registry';
import type { Product } from './types';

export type { ProductSlug } from './registry';
export type { Product, SpecRow } from './types';

/**
 * A product as pages and PDFs print it: its text typeset, and its process rows built from the
 * process data (chemistry with conditions; rate, selectivity, uniformity with its definition, the measured
 * results, profile). A measured result names its method by number, '[2]', in the product's list of
 * process methods: a datasheet prints each method once under its process table instead of in every row.
 */
function assemble({ slug, product }: RegisteredProduct): Product {
  const processMethods: string[] = [];
  const methodNumber = (method: string) => {
    if (!processMethods.includes(method)) processMethods.push(method);
    return processMethods.indexOf(method) + 1;
  };
  const processCapabilities = processesFor(slug).map((entry) => ({
    id: entry.id,
    material: entry.configuration ? `${entry.material} (${entry.configuration} configuration)` : entry.material,
    chemistry: [entry.process, formatConditions(entry)].join('; '),
    result: [
      formatRate(entry) && `${entry.results.rate!.kind[0]!.toUpperCase()}${entry.results.rate!.kind.slice(1)} ${formatRate(entry)}.`,
      formatSelectivity(entry) && `Selectivity ${formatSelectivity(entry)}.`,
      entry.results.uniformity && `Uniformity ${formatUniformity(entry.results.uniformity)}.`,
      ...measuredResults(entry).map((result) => `${result.label}: ${result.value} [${methodNumber(result.method)}].`),
      formatOutcome(entry),
    ]
      .filter(Boolean)
      .join(' '),
  }));
  return typesetDeep({ slug, ...product, processCapabilities, processMethods });
}

/** All products in catalogue order. */
export const products: Product[] = registry.map(assemble);

/** The product with this slug, or undefined for an unknown slug (a route param is any string). */
export function productBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}
