import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { within } from '@testing-library/dom';
import { Window } from 'happy-dom';

/** The prerendered site, as `npm run build` writes it and the server sends it. */
const client = fileURLToPath(new URL('../../build/client/', import.meta.url));

/**
 * A prerendered page as a browser without JavaScript receives it: its document, and Testing Library's
 * queries over its body (by role and name, as a visitor finds things). Reads the built file, so these
 * checks cost milliseconds instead of a browser's page load.
 */
export function prerendered(path: string) {
  const file = join(client, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first`);
  const window = new Window({
    url: `https://ionvale.example${path}`,
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      navigator: { userAgent: 'test' },
    },
  });
  // Typed as the DOM's own document: Happy DOM implements it, and the checks read like a browser's.
  const document = window.document as unknown as Document;
  document.write(readFileSync(file, 'utf8'));
  // Happy DOM gives <wbr> no display, so an accessible name would break at each one; browsers keep it inline.
  document.head.insertAdjacentHTML('beforeend', '<style>wbr { display: inline }</style>');
  return { document, screen: within(document.body), close: () => window.happyDOM.close() };
}

const INLINE = new Set([
  'A',
  'ABBR',
  'B',
  'CITE',
  'CODE',
  'DATA',
  'EM',
  'I',
  'KBD',
  'MARK',
  'Q',
  'S',
  'SMALL',
  'SPAN',
  'STRONG',
  'SUB',
  'SUP',
  'TIME',
  'U',
  'VAR',
  'WBR',
]);

/**
 * An element's text as a reader meets it: a break between blocks and table cells (as a browser's
 * innerText has, and Happy DOM's lacks), none inside a line, so "Al2O3" in one line shows as such.
 */
export function readableText(element: Element): string {
  let text = '';
  for (const node of element.childNodes) {
    if (node.nodeType === node.TEXT_NODE) text += node.textContent;
    else if (node.nodeType === node.ELEMENT_NODE && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes((node as Element).tagName)) {
      const inner = readableText(node as Element);
      text += INLINE.has((node as Element).tagName) ? inner : `\n${inner}\n`;
    }
  }
  return text;
}
