import { untypeset } from '../app/content/typeset';
import { expect, test, withConsentChosen } from './fixtures';
import { articles } from './support/articles';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const SLUGS = ['icp-etcher', 'rie-etcher', 'pecvd', 'ald', 'hdp-cvd', 'coater-developer', 'striper', 'sputter', 'ibe-ribe'];
const PATHS = ['/', '/about', '/products', '/processes', '/startup-package', '/service-support', '/insights', ...SLUGS.map((slug) => `/products/${slug}`), ...articles.map((a) => `/insights/${a.slug}`)];

test('every page prints formulas with subscripts and powers with superscripts, never Al2O3 or 10^-6', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of PATHS) {
    await page.goto(path);
    const text = await page.locator('main').innerText();
    expect(untypeset(text), path).toEqual([]);
    expect(text, path).not.toContain('^');
  }
});
