import { expect, phone, test, withConsentChosen } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test("a product page's facility requirements can be linked to", async ({ page }) => {
  await page.goto('/products/icp-etcher#facility-requirements');
  await expect(page.getByRole('heading', { level: 2, name: 'Facility requirements' })).toBeInViewport();
});

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
