import { expect, test } from 'vitest';
import { untypeset } from '../../app/lib/typeset';
import { pages } from '../../e2e/fixtures';
import { articles } from '../../e2e/support/articles';
import { prerendered, readableText } from './page';

const paths = [...pages.map((page) => page.path), ...articles.map((article) => `/insights/${article.slug}`)];

test.each(paths)('%s prints formulas with subscripts and powers with superscripts, never Al2O3 or 10^-6', (path) => {
  const text = readableText(prerendered(path).document.querySelector('main')!);
  expect(text.length).toBeGreaterThan(200);
  expect(untypeset(text)).toEqual([]);
  expect(text).not.toContain('^');
});
