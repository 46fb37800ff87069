import { ald } from './ald';
import { coaterDeveloper } from './coater-developer';
import { hdpCvd } from './hdp-cvd';
import { ibeRibe } from './ibe-ribe';
import { icpEtcher } from './icp-etcher';
import { pecvd } from './pecvd';
import { rieEtcher } from './rie-etcher';
import { sputter } from './sputter';
import { striper } from './striper';
import type { Product, ProductSlug } from './types';

export type { Product, ProductCategory, ProductSlug, SpecRow } from './types';

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
];

/** The product with this slug, or undefined for an unknown slug (a route param is any string). */
export function productBySlug(slug: string): Product | undefined {
  return products.find((product) => product.slug === slug);
}

/** Whether a string is one of the nine product slugs. */
export function isProductSlug(slug: string): slug is ProductSlug {
  return products.some((product) => product.slug === slug);
}

/** The catalogue's category tabs, in order; 'All' shows every product. */
export const productCategories = ['All', 'Etching', 'Deposition', 'Coating/Developing', 'Cleaning/Stripping'] as const;

export type ProductCategoryTab = (typeof productCategories)[number];
