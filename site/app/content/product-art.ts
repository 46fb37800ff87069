/**
 * The product illustrations: one cut-away drawing of each system, drawn as vector art in its product
 * folder's `art.svg` (4:3, 1200 × 900) and rasterised at build time by
 * `scripts/images/build-product-art.ts` into `/assets/images/products/<slug>-<width>.webp`.
 * The drawings carry no text; the page supplies the caption.
 */
import type { ProductDefinition } from './products/types';

/** The widths, in pixels, written for every illustration. */
export const PRODUCT_ART_WIDTHS = [320, 480, 640, 960, 1280] as const;

export type ProductArtWidth = (typeof PRODUCT_ART_WIDTHS)[number];

/** The width used for `src` (the hero size); browsers that read `srcSet` pick their own. */
export const PRODUCT_ART_DEFAULT_WIDTH: ProductArtWidth = 640;

/** Public folder of the webp files. */
export const PRODUCT_ART_BASE = '/assets/images/products';

/** Height of a rendition of the given width: every drawing is 4:3. */
export const productArtHeight = (width: number) => Math.round((width * 3) / 4);

export type ProductArt = {
  /** The default rendition (PRODUCT_ART_DEFAULT_WIDTH wide). */
  src: string;
  /** Every rendition, as an `<img srcset>` with `w` descriptors. */
  srcSet: string;
  /** Intrinsic size of `src`, for `width`/`height` attributes so the layout does not shift. */
  width: number;
  height: number;
  /** What the drawing shows. */
  alt: string;
};

/** The webp file of one rendition. */
export const productArtUrl = (slug: string, width: ProductArtWidth) => `${PRODUCT_ART_BASE}/${slug}-${width}.webp`;

/** The drawing's files and size without its description: what a page needs where the picture is decorative. */
export function productPicture(slug: string): Omit<ProductArt, 'alt'> {
  return {
    src: productArtUrl(slug, PRODUCT_ART_DEFAULT_WIDTH),
    srcSet: PRODUCT_ART_WIDTHS.map((width) => `${productArtUrl(slug, width)} ${width}w`).join(', '),
    width: PRODUCT_ART_DEFAULT_WIDTH,
    height: productArtHeight(PRODUCT_ART_DEFAULT_WIDTH),
  };
}

/** The illustration of a product, ready for an `<img>` (add `sizes` for the layout it sits in). */
export function productArt({ slug, art }: Pick<ProductDefinition, 'slug' | 'art'>): ProductArt {
  return { ...productPicture(slug), alt: art.description };
}
