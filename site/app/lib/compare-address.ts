/**
 * The address of a comparison (`/products/compare?systems=icp-etcher,rie-etcher`), apart from the rows so
 * the pages that only link to a comparison (catalogue, product pages, finder) do not load the data behind it.
 */
import type { ProductSlug } from '../content/products';

/** The most systems a comparison shows side by side: more and a phone, or a printed page, cannot hold them. */
export const MAX_COMPARED = 3;
/** The fewest that make a comparison. */
export const MIN_COMPARED = 2;

/**
 * The systems an address names (`?systems=icp-etcher,rie-etcher`): known slugs, each once, at most three,
 * in the address's order. `ignored` says whether anything in it was left out.
 */
export function systemsFromParam(param: string | null, known: readonly string[]): { slugs: ProductSlug[]; ignored: boolean } {
  const named = (param ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const slugs: ProductSlug[] = [];
  for (const slug of named)
    if (known.includes(slug) && !slugs.includes(slug as ProductSlug) && slugs.length < MAX_COMPARED) slugs.push(slug as ProductSlug);
  return { slugs, ignored: slugs.length !== named.length };
}

/** The address of a comparison, commas kept readable: '/products/compare?systems=icp-etcher,rie-etcher'. */
export const compareHref = (slugs: readonly string[]) => (slugs.length ? `/products/compare?systems=${slugs.join(',')}` : '/products/compare');
