import type { Page } from '@playwright/test';
import { products } from '../app/content/products';
import { expect, test, withConsentChosen } from './fixtures';
import { expectBrandedSheets } from './support/printed-sheets';

/**
 * Printing a product page or an article gives a document: no site header, navigation, buttons or cookie
 * banner; the title dark on white (browsers print without background graphics by default, so white text
 * on the dark hero would all but vanish); and no more pages than the content needs. Every sheet, on US
 * Letter and on A4, carries the company, its web address and sales contact, the page's address and the
 * day it was printed, and neither the first nor the last sheet is mostly blank paper.
 */

const documents = [
  // The process table prints each measured result with its method (32 processes): 14 A4 pages with it set at 8.5-9 pt.
  { path: '/products/icp-etcher', title: 'ICP-RIE Etching System', hidden: ['Request Information', 'Related'], maxPages: 14 },
  {
    path: '/insights/deep-reactive-ion-etching-bosch-process',
    title: 'Deep Reactive Ion Etching and the Bosch Process',
    hidden: ['Share this article', 'Related Products'],
    maxPages: 9,
  },
];

/** Printed from the hydrated page, which knows the day it is printed. */
const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

/** The relative luminance contrast of an element's text against white paper. */
function contrastOnWhite(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const [r, g, b] = getComputedStyle(element)
        .color.match(/[\d.]+/g)!
        .map(Number)
        .map((channel) => channel / 255);
      const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      const luminance = 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
      return 1.05 / (luminance + 0.05);
    });
}

for (const { path, title, hidden, maxPages } of documents) {
  test(`${path} prints as a document`, async ({ page }) => {
    await page.goto(path);
    // On screen first, so the checks below see each go rather than find nothing.
    const site = [page.getByRole('banner'), page.getByRole('region', { name: 'Cookies on this site' }), page.getByRole('contentinfo')];
    const sections = hidden.map((name) => page.getByRole('heading', { name, exact: true }));
    for (const part of [...site, ...sections]) await expect(part).toBeVisible();
    await page.emulateMedia({ media: 'print' });

    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
    expect(await contrastOnWhite(page, 'h1'), 'the title on white paper').toBeGreaterThan(7);
    for (const part of [...site, ...sections]) await expect(part).toBeHidden();
    const visibleButtons = await page
      .getByRole('button')
      .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).map((button) => button.textContent?.trim()));
    expect(visibleButtons, 'buttons printed').toEqual([]);

    await hydrated(page);
    expect(await expectBrandedSheets(page, { address: path, format: 'A4' })).toBeLessThanOrEqual(maxPages);
    await expectBrandedSheets(page, { address: path, format: 'Letter' });
  });
}

test('every product page prints branded, its first and last sheets well filled', async ({ page }) => {
  await withConsentChosen(page);
  for (const { slug } of products) {
    await page.goto(`/products/${slug}`);
    await hydrated(page);
    await page.emulateMedia({ media: 'print' });
    await expectBrandedSheets(page, { address: `/products/${slug}`, format: 'Letter' });
  }
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the prerendered product page prints every mark but the date', async ({ page }) => {
    await page.goto('/products/icp-etcher');
    await page.emulateMedia({ media: 'print' });
    await expectBrandedSheets(page, { address: '/products/icp-etcher', format: 'Letter', dated: false });
  });
});
