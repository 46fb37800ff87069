/**
 * After prerendering, before the security headers are computed (they hash the final inline
 * scripts): every page paints from its HTML alone. Its critical CSS is inlined and its full
 * stylesheets wait, its loader data leaves the HTML for a file of its own, and its scripts, that
 * file included, start once it has painted (see critical-css.ts, page-data.ts and
 * scripts-after-paint.ts). Runs at the end of every `react-router build` (react-router.config.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { criticalCss, DEFERRED_STYLESHEET, FONT_FACE, inlineCriticalCss } from './critical-css';
import { separatePageData, type PageData } from './page-data';
import { scriptsAfterPaint } from './scripts-after-paint';

export async function firstPaintPage(
  html: string,
  readStylesheet: (href: string) => Promise<string>,
  writePageData: (data: PageData) => Promise<void>,
): Promise<string> {
  if (html.includes(DEFERRED_STYLESHEET)) return html;
  const separated = separatePageData(html);
  if (separated) await writePageData(separated.data);
  const page = separated?.html ?? html;
  const css = await criticalCss(page, readStylesheet);
  return scriptsAfterPaint(css ? inlineCriticalCss(page, css) : page, separated?.data.src);
}

export async function writeFirstPaint(buildDirectory: string) {
  const clientDir = path.join(buildDirectory, 'client');
  const sheets = new Map<string, Promise<string>>();
  const readStylesheet = (href: string) => {
    const file = path.join(clientDir, href);
    if (!file.startsWith(clientDir + path.sep)) throw new Error(`Stylesheet outside the build: ${href}`);
    if (!sheets.has(file)) sheets.set(file, readFile(file, 'utf8'));
    return sheets.get(file)!;
  };
  const writePageData = ({ src, script }: PageData) => writeFile(path.join(clientDir, src), script);
  const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = await readFile(file, 'utf8');
    await writeFile(file, await firstPaintPage(html, readStylesheet, writePageData));
  }
  // The typeface's @font-face rules stay in each page's inline CSS only. A second copy in a full
  // sheet would be a second set of faces with a fresh wait: on a page that drew its text in the
  // fallback (the font missed its ~100 ms), turning the sheet on would swap the font in and move
  // the text, which font-display: optional is there to prevent.
  for (const [file, css] of sheets) await writeFile(file, (await css).replace(FONT_FACE, ''));
}
