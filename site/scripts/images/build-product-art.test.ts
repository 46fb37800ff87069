/**
 * Every product has a drawing, the drawings stay small, text-free 4:3 vector art, and the build writes
 * every width of every drawing (into a temporary directory).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_ART_BASE, PRODUCT_ART_DEFAULT_WIDTH, PRODUCT_ART_WIDTHS, productArt, productArtHeight } from '../../app/content/product-art';
import { productDefinition, productSlugs } from '../../app/content/products/registry';
import { buildProductArt, productArtSource } from './build-product-art';

describe('product illustrations', () => {
  it.each(productSlugs)('%s/art.svg is small, 4:3 and has no text, links or raster images', (slug) => {
    const svg = readFileSync(productArtSource(slug), 'utf8');
    expect(svg.length).toBeLessThan(12 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 1200 900"/);
    expect(svg).not.toMatch(/<(text|image|a|script|foreignObject)\b/);
    expect(svg).not.toMatch(/(href|url)\s*[=(]\s*["']?(https?:|data:)/);
  });

  it.each(productSlugs)('productArt(%s) points at every width, with the size of its src', (slug) => {
    const art = productArt(productDefinition(slug));
    expect(art.src).toBe(`${PRODUCT_ART_BASE}/${slug}-${PRODUCT_ART_DEFAULT_WIDTH}.webp`);
    expect(art.srcSet.split(', ')).toEqual(PRODUCT_ART_WIDTHS.map((width) => `${PRODUCT_ART_BASE}/${slug}-${width}.webp ${width}w`));
    expect([art.width, art.height]).toEqual([PRODUCT_ART_DEFAULT_WIDTH, productArtHeight(PRODUCT_ART_DEFAULT_WIDTH)]);
    expect(art.height / art.width).toBe(0.75);
    expect(art.alt.length).toBeGreaterThan(40);
  });
});

describe('buildProductArt', () => {
  let outDir: string;
  let built: readonly string[];

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'product-art-'));
    built = await buildProductArt(productSlugs, outDir);
  }, 120_000);

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('draws every product', () => {
    expect(built).toEqual(productSlugs);
  });

  it('writes each width of each drawing as a 4:3 webp, and nothing else', async () => {
    const expected = productSlugs.flatMap((slug) => PRODUCT_ART_WIDTHS.map((width) => `${slug}-${width}.webp`)).sort();
    expect(readdirSync(outDir).sort()).toEqual(expected);
    for (const slug of productSlugs) {
      for (const width of PRODUCT_ART_WIDTHS) {
        const meta = await sharp(path.join(outDir, `${slug}-${width}.webp`)).metadata();
        expect({ file: `${slug}-${width}`, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          file: `${slug}-${width}`,
          format: 'webp',
          width,
          height: productArtHeight(width),
        });
      }
    }
  });
});
