/**
 * Rasterises the product illustrations (the art.svg of each product folder, 4:3 vector art) into the
 * responsive webp files that productArt() points at: <slug>-<width>.webp for each width.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PRODUCT_ART_WIDTHS } from '../../app/content/product-art';
import { productSlugs } from '../../app/content/products/registry';

const site = fileURLToPath(new URL('../..', import.meta.url));
export const productArtOutDir = path.join(site, 'public/assets/images/products');

/** The drawing of a registered product, in its folder. */
export const productArtSource = (slug: string) => path.join(site, 'app/content/products', slug, 'art.svg');

/** Writes every width of the drawing of each product in `slugs` into `to`; returns the slugs drawn. */
export async function buildProductArt(slugs: readonly string[] = productSlugs, to = productArtOutDir) {
  mkdirSync(to, { recursive: true });
  await Promise.all(
    slugs.map(async (slug) => {
      // 144 dpi renders the 1200-unit drawing at 2400 px, so every width is a downscale.
      const svg = sharp(productArtSource(slug), { density: 144 });
      await Promise.all(
        PRODUCT_ART_WIDTHS.map((width) =>
          svg
            .clone()
            .resize({ width })
            .webp({ quality: 82 })
            .toFile(path.join(to, `${slug}-${width}.webp`)),
        ),
      );
    }),
  );
  return slugs;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const slugs = await buildProductArt();
  console.log(
    `Product illustrations: ${slugs.length} x ${PRODUCT_ART_WIDTHS.length} webp files in ${path.relative(process.cwd(), productArtOutDir)}`,
  );
}
