import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import { expect, test } from 'vitest';
import { pages } from '../../e2e/fixtures';
import { articles } from '../../e2e/support/articles';
import { prerendered } from './page';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe's WCAG 2.2 A and AA rules on every prerendered page, as sent. Rules that need a rendered page
 * (contrast, links told apart from text) come back incomplete here; the browser tests run axe on each
 * template, rendered, for those.
 */
async function axe(path: string): Promise<AxeCore.AxeResults> {
  const { document } = prerendered(path);
  const window = document.defaultView as unknown as { eval: (source: string) => void; axe: typeof AxeCore };
  window.eval(axeSource);
  return window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
}

const paths = [...pages.map((page) => page.path), '/404', ...articles.map((article) => `/insights/${article.slug}`)];

test.each(paths)('axe finds no violations in the HTML of %s', async (path) => {
  const results = await axe(path);
  expect(results.passes.length, 'rules that ran and passed').toBeGreaterThan(15);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
