/**
 * Rasterises the article covers (vector art in app/content/insights/covers) into the responsive
 * webp files the pages reference: <slug>.webp (1280 px) and <slug>-<width>.webp for each width.
 */
import { mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

export const COVER_WIDTHS = [640, 768, 1024, 1280] as const;
export const COVER_SIZE = { width: 1280, height: 720 };

const site = fileURLToPath(new URL('../..', import.meta.url));
const sourceDir = path.join(site, 'app/content/insights/covers');
const outDir = path.join(site, 'public/assets/images/insights');

export async function buildCovers(from = sourceDir, to = outDir) {
  mkdirSync(to, { recursive: true });
  const covers = readdirSync(from).filter((file) => file.endsWith('.svg'));
  await Promise.all(
    covers.map(async (file) => {
      const slug = path.basename(file, '.svg');
      const svg = sharp(path.join(from, file), { density: 144 });
      await Promise.all([
        ...COVER_WIDTHS.map((width) =>
          svg
            .clone()
            .resize({ width })
            .webp({ quality: 82 })
            .toFile(path.join(to, `${slug}-${width}.webp`)),
        ),
        svg
          .clone()
          .resize({ width: COVER_SIZE.width })
          .webp({ quality: 82 })
          .toFile(path.join(to, `${slug}.webp`)),
      ]);
    }),
  );
  return covers.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = await buildCovers();
  console.log(`Article covers: ${count} x ${COVER_WIDTHS.length + 1} webp files in ${path.relative(process.cwd(), outDir)}`);
}
