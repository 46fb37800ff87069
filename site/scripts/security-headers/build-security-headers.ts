/**
 * Writes `security-headers.json` beside the build's `client/` folder (so it is never served): the
 * site's Content Security Policy for the integrations this build was configured with, and the
 * hashes of each prerendered page's inline scripts. The server reads it at start. Runs at the end
 * of every `react-router build` (react-router.config.ts), the test build's included.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { integrationSources, type BuildEnv } from './integration-sources';
import { inlineScriptHashes } from './inline-scripts';

export const SECURITY_HEADERS_FILE = 'security-headers.json';

export type Policy = Record<string, string[]>;

export type SecurityHeadersManifest = {
  /** The policy of every response; a page's own script hashes are added to its script-src. */
  contentSecurityPolicy: Policy;
  /** Inline script hashes per HTML file, by its path inside client/ ('about/index.html'). */
  inlineScripts: Record<string, string[]>;
};

/**
 * The site's own policy: everything from its origin, no script but its own files and the hashed
 * inline ones, never eval. Inline styles stay allowed: Radix renders CSS variables in `style`
 * attributes (accordion heights, tab indicators) and its dialogs inject a scroll-lock <style>
 * whose content varies with the scrollbar width, so no hash can cover them. Styles cannot run code.
 */
export function sitePolicy(env: BuildEnv): Policy {
  const vendors = integrationSources(env);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(vendors['script-src'] ?? [])],
    'style-src': ["'self'", "'unsafe-inline'", ...(vendors['style-src'] ?? [])],
    'img-src': ["'self'", 'data:', ...(vendors['img-src'] ?? [])],
    'font-src': ["'self'", ...(vendors['font-src'] ?? [])],
    'connect-src': ["'self'", ...(vendors['connect-src'] ?? [])],
    'frame-src': vendors['frame-src'] ?? ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function writeSecurityHeaders(buildDirectory: string, env: BuildEnv) {
  const clientDir = path.join(buildDirectory, 'client');
  const inlineScripts: Record<string, string[]> = {};
  for (const file of await htmlFiles(clientDir)) {
    inlineScripts[path.relative(clientDir, file).split(path.sep).join('/')] = inlineScriptHashes(await readFile(file, 'utf8'));
  }
  const manifest: SecurityHeadersManifest = { contentSecurityPolicy: sitePolicy(env), inlineScripts };
  await writeFile(path.join(buildDirectory, SECURITY_HEADERS_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
