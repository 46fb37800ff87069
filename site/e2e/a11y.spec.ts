import { expect, expectNoAxeViolations, phone, test } from './fixtures';

/**
 * axe on each template as a browser renders it, the cookie banner shown: contrast and links told apart
 * from text need the rendered page. Every page's HTML gets axe's other rules in the prerendered-HTML
 * tests; pages of one template differ in data only, so one of each is rendered here.
 */
const templates = [
  '/',
  '/about',
  '/products',
  '/products/finder',
  '/products/compare',
  '/products/icp-etcher',
  '/processes',
  '/startup-package',
  '/service-support',
  '/insights',
  '/insights/deep-reactive-ion-etching-bosch-process',
  '/contact',
  '/privacy',
  '/no-such-page',
];

for (const path of templates) {
  test(`axe finds no violations on ${path}, banner shown`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations with the dropdown open on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  // A hover is not held back for the scripts as a click is: the menu opens on hover once they run.
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).hover();
  await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violations with the menu and dropdown open on a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).click();
  await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
  await expectNoAxeViolations(page);
});
