import { createHash } from 'node:crypto';

/**
 * The CSP hash sources ('sha256-…') of a page's inline scripts: the router's hydration data and
 * module loader, React's streaming helpers and the consent boot script. A browser hashes the exact
 * text between the tags, so the prerendered file is hashed as it is served, never re-serialised.
 * Scripts with a `src` load under the policy's hosts instead, and data blocks (JSON-LD) never run,
 * so neither needs a hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`) || !runs(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Classic scripts (no type, or a JavaScript MIME type) and modules run; import maps and speculation
 * rules are checked against script-src as well. Any other type is inert data.
 */
function runs(attributes: string): boolean {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attributes}`);
  if (!type) return true;
  const value = (type[1] ?? type[2] ?? type[3] ?? '').trim().toLowerCase();
  return ['', 'module', 'importmap', 'speculationrules'].includes(value) || /^(text|application)\/(x-)?(java|ecma)script$/.test(value);
}
