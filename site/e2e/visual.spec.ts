import type { Page } from '@playwright/test';
import { expect, gotoInTypeface, phone, test } from './fixtures';

/**
 * Visual regression: the main templates, whole pages, at a phone's and a desktop's width, compared with
 * the reference screenshots in `__screenshots__/visual.spec.ts/`. A change that moves or repaints a page
 * fails here with a diff image in `test-results/`; when the change is meant, `npm run update-screenshots`
 * takes new references (and the library's story references) to commit with it.
 */

const templates = [
  { name: 'home', path: '/' },
  { name: 'catalogue', path: '/products' },
  { name: 'product', path: '/products/icp-etcher' },
  { name: 'insights', path: '/insights' },
  { name: 'article', path: '/insights/deep-reactive-ion-etching-bosch-process' },
  { name: 'contact', path: '/contact' },
  { name: 'not-found', path: '/no-such-page' },
];

const viewports = { phone, desktop: { width: 1440, height: 900 } };

/**
 * Anti-aliasing of text and of the illustrations' gradients varies by a few pixels between runs of the
 * same build; anything a visitor would notice (a moved block, a changed colour, a wrapped line) changes
 * far more than this share of the page.
 */
const tolerance = { maxDiffPixelRatio: 0.002, threshold: 0.15 };

/**
 * Photographs and drawings are painted over with one flat colour: they are built assets with their own
 * checks, and left in they would make each reference a few megabytes. Their boxes still count: an image
 * that moves or changes size shows as a moved block.
 */
const masked = (page: Page) => ({ mask: [page.locator('img')], maskColor: '#c7d2fe' });

/** The page in the site's typeface, settled. */
async function open(page: Page, path: string) {
  await gotoInTypeface(page, path);
  await settle(page);
}

/** The page as a visitor sees it once everything has arrived: hydrated, fonts and every lazy image loaded. */
async function settle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.evaluate(async () => {
    // Lazy images load as they near the viewport: scroll them all in, then wait for each.
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
}

for (const [width, viewport] of Object.entries(viewports)) {
  test.describe(`at ${width} width`, () => {
    test.use({ viewport });

    for (const { name, path } of templates) {
      test(`${name} (${path}) looks as it did`, async ({ page }) => {
        // The cookie choice made, so the banner (captured on its own below) does not cover the page.
        await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
        await open(page, path);
        await expect(page).toHaveScreenshot(`${name}-${width}.png`, { fullPage: true, ...masked(page), ...tolerance });
      });
    }

    test('the first screen with the cookie banner looks as it did', async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('region', { name: /cookies/i })).toBeVisible();
      await expect(page).toHaveScreenshot(`cookie-banner-${width}.png`, { ...masked(page), ...tolerance });
    });
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: phone });

  test('the open menu looks as it did', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
    await open(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page).toHaveScreenshot('menu-open-phone.png', { ...masked(page), ...tolerance });
  });
});
