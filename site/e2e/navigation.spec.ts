import type { Page } from '@playwright/test';
import { expect, phone, test, withConsentChosen } from './fixtures';

const main = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const links = [
    { name: 'Home', path: '/' },
    { name: 'About Us', path: '/about' },
    { name: 'Startup Package', path: '/startup-package' },
    { name: 'Service & Support', path: '/service-support' },
    { name: 'Insights', path: '/insights' },
    { name: 'Contact Us', path: '/contact' },
  ];

  for (const link of links) {
    test(`${link.name} leads to ${link.path} and is marked as the current page`, async ({ page }) => {
      await page.goto(link.path === '/' ? '/about' : '/');
      await main(page).getByRole('link', { name: link.name, exact: true }).click();
      await expect(page).toHaveURL(link.path);
      await expect(main(page).getByRole('link', { name: link.name, exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(main(page).locator('[aria-current="page"]')).toHaveCount(1);
    });
  }

  test('Products is marked current on product paths, Startup Package on /solutions/startup-labs', async ({ page }) => {
    await page.goto('/products/ald');
    await expect(main(page).getByRole('button', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/solutions/startup-labs');
    await expect(main(page).getByRole('link', { name: 'Startup Package' })).toHaveAttribute('aria-current', 'page');
  });

  test('the Products dropdown opens on hover and closes 220 ms after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    // A hover is not held back for the scripts as a click is: the menu opens on hover once they run.
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    const trigger = main(page).getByRole('button', { name: 'Products' });
    await trigger.hover();
    const etching = page.getByRole('list', { name: 'Etching' });
    await expect(etching).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'ICP-RIE',
      'RIE',
      'DRIE (Bosch)',
      'PECVD',
      'ALD',
      'HDP-CVD',
      'Sputter',
      'IBE/RIBE',
      'Coater / Developer',
      'Stripping System',
      'All Products',
      'Request a Quote',
    ]) {
      await expect(main(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: 'DRIE (Bosch)' })).toHaveAttribute('href', '/products/icp-etcher#drie');
    await expect(main(page).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact?topic=quote');

    // Timed inside the page, so the runner's own latency does not blur the 220 ms: when the pointer last
    // left the menu, and when the panel first went. Moving from the trigger into the panel must not start
    // the close; if it did, the panel would go 220 ms after that move, before or right after the last leave.
    await page.evaluate(() => {
      const menu = document.querySelector('[data-slot="mega-menu"]')!;
      const times = window as unknown as { leftAt?: number; closedAt?: number };
      menu.addEventListener('pointerleave', () => (times.leftAt = performance.now()));
      const observer = new MutationObserver(() => {
        if (document.querySelector('[data-slot="mega-menu-panel"]')) return;
        observer.disconnect();
        times.closedAt = performance.now();
      });
      observer.observe(menu, { childList: true, subtree: true });
    });
    await main(page).getByRole('link', { name: 'PECVD' }).hover();
    await page.mouse.move(5, 700);
    await page.waitForFunction(() => (window as unknown as { closedAt?: number }).closedAt);
    const elapsed = await page.evaluate(() => {
      const times = window as unknown as { leftAt?: number; closedAt: number };
      return times.leftAt === undefined ? -1 : times.closedAt - times.leftAt;
    });
    expect(elapsed).toBeGreaterThanOrEqual(219);
    expect(elapsed).toBeLessThan(1000);
    await expect(etching).toBeHidden();
  });

  test('the dropdown opens from the keyboard and Escape returns focus to Products', async ({ page }) => {
    await page.goto('/');
    const trigger = main(page).getByRole('button', { name: 'Products' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Deposition' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Deposition' })).toBeHidden();
    await expect(main(page).getByRole('button', { name: 'Products' })).toBeFocused();
  });

  test('a click outside closes the dropdown', async ({ page }) => {
    // Tall enough that the page shows below the open panel.
    await page.setViewportSize({ width: 1280, height: 1200 });
    await page.goto('/about');
    await main(page).getByRole('button', { name: 'Products' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
    const panel = (await page.locator('[data-slot="mega-menu-panel"]').boundingBox())!;
    await page.mouse.click(5, panel.y + panel.height + 40);
    await expect(page.getByRole('list', { name: 'Etching' })).toBeHidden();
  });

  test('every navigation scrolls to the top', async ({ page }) => {
    await page.goto('/');
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('phone navigation', () => {
  test.use({ viewport: phone });

  test('the hamburger toggles the menu; Products is a toggle button; Escape closes the dropdown', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(main(page)).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page)).toBeVisible();

    // Held like a finger or a mouse button, long enough for the menu's code to load mid-press.
    await main(page).getByRole('button', { name: 'Products' }).click({ delay: 300 });
    await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('list', { name: 'Etching' })).toBeHidden();

    await main(page).getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('list', { name: 'Etching' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('list', { name: 'Etching' })).toBeHidden();
    await expect(main(page)).toBeVisible();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(main(page)).toBeHidden();
  });

  test('the menu is a full-height sheet with the quote link; the page behind is locked; a tap on the scrim closes it', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(main(page)).toBeVisible();
    const sheet = (await main(page).boundingBox())!;
    expect(Math.round(sheet.y + sheet.height)).toBe(phone.height);
    await expect(main(page).getByRole('link', { name: 'Request a Quote' })).toHaveAttribute('href', '/contact?topic=quote');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    // The strip of scrim left of the sheet, over the page.
    await page.mouse.click(12, 500);
    await expect(main(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible');
  });

  test('a route change closes the menu and the dropdown', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Menu' }).click();
    await main(page).getByRole('button', { name: 'Products' }).click();
    await main(page).getByRole('link', { name: 'All Products' }).click();
    await expect(page).toHaveURL('/products');
    await expect(main(page)).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('list', { name: 'Etching' })).toBeHidden();
    await main(page).getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL('/about');
    await expect(main(page)).toBeHidden();
  });
});
