/**
 * The products, in catalogue order: one line per product folder. The routes, the navigation, the sitemap,
 * the documents, the process data and the tests list products from here, so a product is added by adding
 * its folder and its line (see ../README.md).
 */
import { ald } from './ald';
import { coaterDeveloper } from './coater-developer';
import { hdpCvd } from './hdp-cvd';
import { ibeRibe } from './ibe-ribe';
import { icpEtcher } from './icp-etcher';
import { pecvd } from './pecvd';
import { rieEtcher } from './rie-etcher';
import { sputter } from './sputter';
import { striper } from './striper';
import type { ProductDefinition } from './types';

export const registry = [
  icpEtcher,
  rieEtcher,
  hdpCvd,
  pecvd,
  ald,
  sputter,
  ibeRibe,
  striper,
  coaterDeveloper,
] as const satisfies readonly ProductDefinition[];

export type RegisteredProduct = (typeof registry)[number];

export type ProductSlug = RegisteredProduct['slug'];

/** The slugs of a list of products, in its order. */
export const slugsOf = <Slug extends string>(products: readonly { slug: Slug }[]): Slug[] => products.map((product) => product.slug);

export const productSlugs = slugsOf(registry);

/** The registered product with this slug. */
export function productDefinition(slug: ProductSlug): RegisteredProduct {
  const found = registry.find((product) => product.slug === slug);
  // A slug typed as ProductSlug can still arrive unchecked, from an address or a stored lead.
  if (!found) throw new Error(`No product is registered as "${slug}"`);
  return found;
}
