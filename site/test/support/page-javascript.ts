import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The JavaScript a prerendered page loads before it is interactive: its module preloads, and the
 * modules the router's inline script imports (with those it preloads once the page has painted).
 * `bytes` is their gzip size at level 9, as a CDN would send them.
 */
export function pageJavaScript(clientDir: string, htmlFile: string): { files: string[]; bytes: number } {
  const html = readFileSync(path.join(clientDir, htmlFile), 'utf8');
  const urls = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) urls.add(match[1]!);
  for (const [, script = ''] of html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of script.matchAll(/["'](\/[^"']+\.js)["']/g)) urls.add(match[1]!);
  }
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(readFileSync(path.join(clientDir, url)), { level: 9 }).length;
  return { files: [...urls].sort(), bytes };
}
