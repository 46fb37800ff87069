import type { Page } from '@playwright/test';
import { productSlugs } from '../app/content/products/registry';
import { facilitySheet } from '../app/content/purchasing';
import { expect, phone, test, withConsentChosen } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

/** The facility table as the visitor reads it: [requirement, value] per body row. */
const facilityTable = (page: Page) =>
  page
    .locator('#facility-requirements')
    .getByRole('table', { name: /facility requirements$/ })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']));

for (const slug of productSlugs) {
  test(`/products/${slug} shows its facility requirements from the purchasing data`, async ({ page }) => {
    await page.goto(`/products/${slug}#facility-requirements`);
    const heading = page.getByRole('heading', { level: 2, name: 'Facility requirements' });
    await expect(heading).toBeInViewport();
    const { rows, note } = facilitySheet(slug);
    expect(await facilityTable(page)).toEqual(rows.map((row) => [row.parameter, row.value]));
    await expect(page.locator('#facility-requirements')).toContainText(note);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the facility section fits 390 px without widening the page', async ({ page }) => {
    for (const slug of ['icp-etcher', 'coater-developer'] as const) {
      await page.goto(`/products/${slug}#facility-requirements`);
      const table = page.locator('#facility-requirements').getByRole('table');
      await expect(table).toBeVisible();
      const box = (await table.boundingBox())!;
      expect(box.x, slug).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, slug).toBeLessThanOrEqual(phone.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(phone.width);
    }
  });
});
