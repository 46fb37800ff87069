import type { Page } from '@playwright/test';
import { expect, phone, test } from './fixtures';

/**
 * Pages paint from their HTML before their scripts run, so a visitor can press a button before the page
 * has hydrated. Such a press is kept and acted on once the page is ready, never lost. The scripts are
 * held back here so that the press surely comes first.
 */

async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

test('Reject All pressed before the page has hydrated is stored once it has', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const banner = page.getByRole('region', { name: 'Cookies on this site' });
  await banner.getByRole('button', { name: 'Reject All' }).click();
  expect(await page.evaluate(() => performance.getEntriesByName('hydrated').length), 'pressed before hydration').toBe(0);

  release();
  await hydrated(page);
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected');
});

test('a catalogue tab chosen before the page has hydrated is the one shown once it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
  const release = await holdScripts(page);
  await page.goto('/products', { waitUntil: 'domcontentloaded' });
  // Tabs select on the press itself (mouse down), not on the click that follows it.
  await page.getByRole('tab', { name: 'Etching', exact: true }).click();
  expect(await page.evaluate(() => performance.getEntriesByName('hydrated').length), 'pressed before hydration').toBe(0);

  release();
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Etching', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/products?category=etching');
});

test('the phone menu opened before the page has hydrated is open once it has, and works after', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
  const release = await holdScripts(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();

  release();
  await hydrated(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Held once, pressed once: after hydration a press acts directly, and only once.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('what is typed into the contact form before the page has hydrated is kept, and its submit counts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
  const release = await holdScripts(page);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await form.getByRole('textbox', { name: 'Organization' }).fill('Kept Lab');
  await form.getByRole('button', { name: 'Send Message' }).click();

  release();
  await hydrated(page);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(/Please enter a valid email\./);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-address');
  await expect(form.getByRole('textbox', { name: 'Organization' })).toHaveValue('Kept Lab');
});

test('words typed into a search box before the page has hydrated are searched for once it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
  for (const { path, box, expected } of [
    { path: '/insights', box: 'Search articles', expected: /\/insights\?q=Bosch$/ },
    { path: '/processes?system=icp-etcher', box: 'Material', expected: /\/processes\?system=icp-etcher&material=Bosch$/ },
  ]) {
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await page.getByRole('searchbox', { name: box }).fill('Bosch');

    release();
    await hydrated(page);
    await expect(page).toHaveURL(expected);
    await expect(page.getByRole('searchbox', { name: box })).toHaveValue('Bosch');
    await page.unrouteAll();
  }
});

test('a choice made in a list, a radio group or a check box before the page has hydrated is kept once it has', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
  let release = await holdScripts(page);
  await page.goto('/processes?material=sio2', { waitUntil: 'domcontentloaded' });
  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'PECVD' });
  release();
  await hydrated(page);
  // The address it was opened at keeps its material; the list keeps the choice.
  await expect(page).toHaveURL('/processes?system=pecvd&material=sio2');
  await expect(page.getByRole('combobox', { name: 'System' })).toHaveValue('pecvd');
  await page.unrouteAll();

  release = await holdScripts(page);
  await page.goto('/products/finder', { waitUntil: 'domcontentloaded' });
  await page.getByRole('radio', { name: 'Deposit a film' }).check();
  await page.getByRole('combobox', { name: 'Wafer size' }).selectOption('200');
  release();
  await hydrated(page);
  await expect(page).toHaveURL(/\/products\/finder\?(?=.*need=deposit)(?=.*wafer=200)/);
  await expect(page.getByRole('radio', { name: 'Deposit a film' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Wafer size' })).toHaveValue('200');
  await page.unrouteAll();
});
