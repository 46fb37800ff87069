import { createHash } from 'node:crypto';

/**
 * React Router's inline scripts that hand the page's loader data to the client: chunks of the encoded
 * data, then the end of the stream. An inline script cannot hold `</script>`, so its body ends at the first one.
 */
const DATA_SCRIPT = /<script>(window\.__reactRouterContext\.streamController\.[\s\S]*?)<\/script>/g;

/** A page's loader data as a file of its own: where it is served from, and its script. */
export type PageData = { src: string; script: string };

/**
 * Takes the page's loader data out of its HTML, to travel as a script file of its own. Inline, the data
 * came before the end of the document (the catalogue of processes is over 100 kB of it), and a phone on a
 * slow link drew nothing until it had arrived; hydration is the only reader, and it waits for the data
 * however late it comes. The file's name carries a hash of its content, so it is cached like the modules.
 */
export function separatePageData(html: string): { html: string; data: PageData } | undefined {
  const chunks = [...html.matchAll(DATA_SCRIPT)].map((match) => match[1]!);
  if (chunks.length === 0) return undefined;
  const script = `${chunks.join('\n')}\n`;
  const hash = createHash('sha256').update(script).digest('base64url').slice(0, 8);
  return { html: html.replace(DATA_SCRIPT, ''), data: { src: `/assets/page-data-${hash}.js`, script } };
}
