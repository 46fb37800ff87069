import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The page has hydrated: its dialog and menu run their own code (not a press held back until then). */
const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

/** Every animation running on the page has finished. */
const settled = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));

/** Records the name of every CSS animation that starts on the page, from now on. */
async function recordAnimations(page: Page) {
  await page.evaluate(() => {
    const names: string[] = [];
    (window as unknown as { animationNames: string[] }).animationNames = names;
    document.addEventListener('animationstart', (event) => names.push(event.animationName));
  });
  return () => page.evaluate(() => (window as unknown as { animationNames: string[] }).animationNames);
}

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ contextOptions: { reducedMotion } });
    const moving = reducedMotion === 'no-preference';

    test(moving ? 'the quote dialog and its overlay fade in and out' : 'the quote dialog opens and closes without motion', async ({ page }) => {
      await page.goto('/products/icp-etcher');
      await hydrated(page);
      const started = await recordAnimations(page);
      await page.getByRole('button', { name: 'Contact Sales Team' }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // A loaded machine may not draw a frame before Escape: an opening animation replaced before its first frame
      // never starts. So the dialog is closed once its own opening animations have run, by the page's clock.
      await settled(page);
      await expect.poll(async () => (await started()).sort()).toEqual(moving ? ['ui-fade-in', 'ui-pop-in'] : []);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect.poll(async () => (await started()).sort()).toEqual(moving ? ['ui-fade-in', 'ui-fade-out', 'ui-pop-in', 'ui-pop-out'] : []);
    });

    test(moving ? 'the Products panel opens with a short lift' : 'the Products panel opens without motion', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      await hydrated(page);
      const started = await recordAnimations(page);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).hover();
      await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
      await expect.poll(started).toEqual(moving ? ['ui-pop-in'] : []);
    });
  });
}
