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
  return { html: settleEmptyBoundaries(html.replace(DATA_SCRIPT, '')), data: { src: `/assets/page-data-${hash}.js`, script } };
}

/** A Suspense boundary React streamed as pending, and the hidden segment that was to fill it. */
const PENDING_BOUNDARY = /<!--\$\?--><template id="B:(\d+)"><\/template><!--\/\$-->/g;
const SEGMENT = /<div hidden id="S:(\d+)">([\s\S]*?)<\/div>/g;
/** React's inline runtime that moves each segment into its boundary once the page has drawn. */
const REVEAL_SCRIPT =
  /<script(?: id="_R_")?>(?:requestAnimationFrame\(function\(\)\{\$RT=performance\.now\(\)\}\);|\$RB=\[\];[\s\S]*?|\$RC\("B:\d+","S:\d+"\))<\/script>/g;

/**
 * The loader data travelled in Suspense boundaries that React streamed as pending, each followed by a
 * hidden segment and a script that reveals it. With the data gone they are empty, yet each still cost
 * an inline script (over 1 kB with React's runtime) that had to run before the page settled. They are
 * written as React writes boundaries that were ready at once: `<!--$-->…<!--/$-->`, the same DOM the
 * scripts would have left. A page whose segments hold anything else keeps them as React wrote them.
 */
function settleEmptyBoundaries(html: string): string {
  const segments = new Map([...html.matchAll(SEGMENT)].map((match) => [match[1]!, match[2]!]));
  if (segments.size === 0 || [...segments.values()].some((content) => content.replace(PENDING_BOUNDARY, '') !== '')) return html;
  const settle = (content: string): string =>
    content.replace(PENDING_BOUNDARY, (_boundary, id: string) => {
      const segment = segments.get(id);
      if (segment === undefined) throw new Error(`Suspense boundary B:${id} has no segment S:${id}`);
      return `<!--$-->${settle(segment)}<!--/$-->`;
    });
  const settled = settle(html.replace(SEGMENT, '').replace(REVEAL_SCRIPT, ''));
  if (/\$R[A-Z]\b|<template id="B:/.test(settled)) throw new Error('React streamed a boundary this build step does not know');
  return settled;
}
