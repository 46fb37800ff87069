import { testimonials } from '../app/content/testimonials';
import { trustFigures } from '../app/content/trust';
import { expect, phone, test } from './fixtures';

/**
 * The home page and the catalogue show the track record at a glance (from the one module that states
 * it), and the home page lets customers speak, each named by role and kind of institution.
 */

for (const path of ['/', '/products']) {
  test(`${path} shows the track record, each figure above its label`, async ({ page }) => {
    await page.goto(path);
    const strip = page.getByRole('region', { name: 'Track record' });
    for (const { value, label } of trustFigures) {
      const term = strip.getByRole('term').filter({ hasText: label });
      const figure = strip.getByRole('definition').filter({ hasText: value });
      await expect(term).toBeVisible();
      await expect(figure).toBeVisible();
      expect((await figure.boundingBox())!.y).toBeLessThan((await term.boundingBox())!.y);
    }
  });
}

test('on a phone, no track-record label runs past two lines', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/');
  const lines = await page
    .getByRole('region', { name: 'Track record' })
    .getByRole('term')
    .evaluateAll((terms) => terms.map((term) => Math.round(term.getBoundingClientRect().height / parseFloat(getComputedStyle(term).lineHeight))));
  expect(lines.length, 'track-record labels').toBeGreaterThan(0);
  expect(
    lines.every((count) => count <= 2),
    `lines per label: ${lines.join(', ')}`,
  ).toBe(true);
});

test('the home page quotes three customers, each by role and kind of institution', async ({ page }) => {
  await page.goto('/');
  const quotes = page.getByRole('list', { name: 'What customers say' }).getByRole('listitem');
  await expect(quotes).toHaveCount(testimonials.length);
  expect(testimonials.length).toBeGreaterThanOrEqual(3);
  for (const [index, testimonial] of testimonials.entries()) {
    await expect(quotes.nth(index).locator('figcaption')).toHaveText(testimonial.attribution);
  }
});

test('the catalogue hero offers one primary and one secondary action', async ({ page }) => {
  await page.goto('/products');
  const hero = page.getByRole('main').locator('section').first();
  await expect(hero.getByRole('button')).toHaveText(['Request a Quote', 'Download Brochure']);
  // Besides them, only a quiet text link, for a visitor who does not know which system to ask about.
  await expect(hero.getByRole('link').filter({ hasNotText: /Home|Products/ })).toHaveText(['Find Your System']);
});
