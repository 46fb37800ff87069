import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The file that carries a page's loader data, which the page's script loads with its modules. */
const PAGE_DATA = /\/assets\/page-data-[\w-]+\.js$/;

const gzipped = (clientDir: string, url: string) => gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;

/**
 * The JavaScript a prerendered page loads before it is interactive: its module preloads, and the
 * modules the router's inline script imports (with those it preloads once the page has painted).
 * `bytes` is their gzip size at level 9, as a CDN would send them. The page's loader data travels in a
 * script file too; it is the page's content rather than code, and is counted apart, in `dataBytes`.
 */
export function pageJavaScript(clientDir: string, htmlFile: string): { files: string[]; bytes: number; dataBytes: number } {
  const html = readFileSync(path.join(clientDir, htmlFile), 'utf8');
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const [, script = ''] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script.matchAll(/["'](\/[^"']+\.js)["']/g)) urls.add(match[1]!);
  }
  const data = [...urls].filter((url) => PAGE_DATA.test(url));
  const files = [...urls].filter((url) => !PAGE_DATA.test(url)).sort();
  const sum = (list: string[]) => list.reduce((total, url) => total + gzipped(clientDir, url), 0);
  return { files, bytes: sum(files), dataBytes: sum(data) };
}
