/**
 * The product illustrations: one cut-away drawing of each system, drawn as vector art in
 * `content/product-art/<slug>.svg` (4:3, 1200 × 900) and rasterised at build time by
 * `scripts/images/build-product-art.ts` into `/assets/images/products/<slug>-<width>.webp`.
 * The drawings carry no text; the page supplies the caption.
 */
import type { ProductSlug } from './products';

/** The widths, in pixels, written for every illustration. */
export const PRODUCT_ART_WIDTHS = [320, 480, 640, 960, 1280] as const;

export type ProductArtWidth = (typeof PRODUCT_ART_WIDTHS)[number];

/** The width used for `src` (the hero size); browsers that read `srcSet` pick their own. */
export const PRODUCT_ART_DEFAULT_WIDTH: ProductArtWidth = 640;

/** Public folder of the webp files. */
export const PRODUCT_ART_BASE = '/assets/images/products';

/** Height of a rendition of the given width: every drawing is 4:3. */
export const productArtHeight = (width: number) => Math.round((width * 3) / 4);

/** What each drawing shows, for `alt` when the image is not purely decorative. */
const descriptions: Record<ProductSlug, string> = {
  'icp-etcher':
    'Cut-away drawing of the ICP-RIE system: a planar induction coil on a dielectric window over the chamber, plasma above a clamped wafer on the RF-biased chuck, a load-lock beside the chamber, the matching network on its tower and the turbomolecular pump in the frame below.',
  'rie-etcher':
    'Cut-away drawing of the RIE system: a parallel-plate chamber with plasma between the showerhead electrode and the powered lower electrode carrying the wafer, a load-lock beside it and the control screen on an arm.',
  pecvd:
    'Drawing of the PECVD system with its chamber in section: plasma between the gas showerhead electrode and a wafer on the heated platen, a gas cabinet, two RF generators in the frame and a load-lock.',
  ald: 'Drawing of the ALD system: a compact reactor cut open to the wafer on its heated chuck, fast pulse valves on a heated line feeding it, and precursor cylinders, two of them in heating jackets, behind the glazed front of the frame.',
  'hdp-cvd':
    'Drawing of the HDP-CVD system: an induction coil wound round a ceramic dome with the plasma glowing inside, the chamber below cut open to the wafer on its biased chuck, gas injectors round the chamber, a load-lock and the turbomolecular pump in the frame.',
  'coater-developer':
    'Drawing of the coater/developer: an enclosed deck with the coater bowl under its resist dispense arm, the developer bowl under a spray nozzle, a hotplate and a chill plate, and the filtered-air unit over the deck.',
  striper:
    'Cut-away drawing of the benchtop downstream plasma stripping system: the plasma glows in the source on the lid, above a grounded baffle, and radicals drift down to a wafer on the temperature-controlled platen; gas lines run through mass-flow controllers and the dry pump sits on the shelf under the bench.',
  sputter:
    'Cut-away drawing of the magnetron sputtering system: three magnetrons through the lid aimed at the wafer on a heated platen, their shutters, a load-lock and a cryopump beside the chamber.',
  'ibe-ribe':
    'Cut-away drawing of the ion beam etching system: a gridded ion source on the end of a horizontal chamber, a neutraliser beside the beam, and the wafer on a tilted stage with its rotation drive.',
};

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
export const productArtUrl = (slug: ProductSlug, width: ProductArtWidth) => `${PRODUCT_ART_BASE}/${slug}-${width}.webp`;

/** The illustration of a product, ready for an `<img>` (add `sizes` for the layout it sits in). */
export function productArt(slug: ProductSlug): ProductArt {
  return {
    src: productArtUrl(slug, PRODUCT_ART_DEFAULT_WIDTH),
    srcSet: PRODUCT_ART_WIDTHS.map((width) => `${productArtUrl(slug, width)} ${width}w`).join(', '),
    width: PRODUCT_ART_DEFAULT_WIDTH,
    height: productArtHeight(PRODUCT_ART_DEFAULT_WIDTH),
    alt: descriptions[slug],
  };
}

/** The drawing's files and size without its description: what a page needs where the picture is decorative. */
export function productPicture(slug: ProductSlug): Pick<ProductArt, 'src' | 'srcSet' | 'width' | 'height'> {
  const { src, srcSet, width, height } = productArt(slug);
  return { src, srcSet, width, height };
}
