import { expect, phone, test, withConsentChosen } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test("a product page's facility requirements can be linked to", async ({ page }) => {
  await page.goto('/products/icp-etcher#facility-requirements');
  await expect(page.getByRole('heading', { level: 2, name: 'Facility requirements' })).toBeInViewport();
});

test('the floor plan is in view and the full table opens from its summary, and prints open', async ({ page }) => {
  await page.goto('/products/icp-etcher#facility-requirements');
  const section = page.locator('#facility-requirements');
  await expect(section.getByRole('img', { name: /Floor area to reserve: 1\.6 m wide by 3\.3 m deep/ })).toBeVisible();
  const table = section.getByRole('table');
  await expect(table).toBeHidden();
  await section.getByText('All facility requirements').click();
  await expect(table).toBeVisible();
  await section.getByText('All facility requirements').click();
  await expect(table).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(table).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the facility section fits 390 px without widening the page', async ({ page }) => {
    for (const slug of ['icp-etcher', 'coater-developer'] as const) {
      await page.goto(`/products/${slug}#facility-requirements`);
      const section = page.locator('#facility-requirements');
      await section.getByText('All facility requirements').click();
      const plan = section.getByRole('img', { name: /^Floor plan/ });
      const table = section.getByRole('table');
      await expect(table).toBeVisible();
      for (const [name, element] of [
        ['table', table],
        ['plan', plan],
      ] as const) {
        const box = (await element.boundingBox())!;
        expect(box.x, `${slug} ${name}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${slug} ${name}`).toBeLessThanOrEqual(phone.width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBeLessThanOrEqual(phone.width);
    }
  });
});
