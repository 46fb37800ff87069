/**
 * Rasterises the product illustrations (vector art in app/content/product-art, 4:3) into the
 * responsive webp files that productArt() points at: <slug>-<width>.webp for each width.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { PRODUCT_ART_WIDTHS } from '../../app/content/product-art';

const site = fileURLToPath(new URL('../..', import.meta.url));
export const productArtSourceDir = path.join(site, 'app/content/product-art');
export const productArtOutDir = path.join(site, 'public/assets/images/products');

/** Writes every width of every drawing in `from` into `to`; returns the slugs drawn. */
export async function buildProductArt(from = productArtSourceDir, to = productArtOutDir) {
  mkdirSync(to, { recursive: true });
  const slugs = readdirSync(from)
    .filter((file) => file.endsWith('.svg'))
    .map((file) => path.basename(file, '.svg'))
    .sort();
  await Promise.all(
    slugs.map(async (slug) => {
      // 144 dpi renders the 1200-unit drawing at 2400 px, so every width is a downscale.
      const svg = sharp(path.join(from, `${slug}.svg`), { density: 144 });
      await Promise.all(
        PRODUCT_ART_WIDTHS.map((width) =>
          svg.clone().resize({ width }).webp({ quality: 82 }).toFile(path.join(to, `${slug}-${width}.webp`)),
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
