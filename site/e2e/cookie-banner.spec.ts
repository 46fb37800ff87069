import type { Page } from '@playwright/test';
import { expect, layoutShift, phone, test } from './fixtures';

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

for (const [button, stored] of [
  ['Accept All', 'accepted'],
  ['Reject All', 'rejected'],
] as const) {
  test(`${button} hides the banner and the choice survives a reload`, async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole('button', { name: button }).click();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(stored);
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    await page.goto('/about');
    await expect(banner(page)).toBeHidden();
  });
}

test('the banner is the first stop for the keyboard after the skip link', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('link', { name: 'privacy policy' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
  await page.keyboard.press('Tab');
  // Pressed before the page has hydrated, the choice is held and made once it has.
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected');
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the banner covers none of the hero actions and shifts nothing', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    const bannerBox = (await banner(page).boundingBox())!;
    for (const name of ['Explore Products', 'About Us']) {
      const action = page.getByRole('main').locator('section').first().getByRole('link', { name });
      const box = (await action.boundingBox())!;
      expect(box.y >= bannerBox.y + bannerBox.height || box.y + box.height <= bannerBox.y, name).toBe(true);
      await action.click({ trial: true });
    }
    const shift = await layoutShift(page, 500);
    expect(shift.total, shift.moved.join('\n')).toBe(0);
  });
});

test('Cookie settings in the footer reopens the choice, and a new choice replaces the old one', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect(banner(page)).toBeHidden();
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Accept All' })).toBeFocused();
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected');
});

test.describe('with Global Privacy Control', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  });

  test('the signal counts as a rejection: no banner, until the visitor accepts in Cookie settings', async ({ page }) => {
    await page.goto('/');
    await expect(banner(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted');
    await page.reload();
    await expect(banner(page)).toBeHidden();
  });
});
