import type { Page } from '@playwright/test';
import { finderPage } from '../app/content/pages/finder';
import { productDefinition } from '../app/content/products/registry';
import { finderRequests } from '../app/lib/finder-requests';
import { expect, expectNoAxeViolations, phone, test, withConsentChosen } from './fixtures';

/**
 * The system finder: requests labs make, answered with the systems that run them, ranked; the answers
 * live in the address, so a shared link shows the same result.
 */

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
const results = (page: Page) => page.getByRole('region', { name: 'Systems that run it' }).getByRole('heading', { level: 3 });

const requests = [
  { name: 'deep silicon trenches for MEMS', query: 'need=etch&material=silicon&depth=100&aspect=20', systems: ['ICP-RIE Etching System'] },
  { name: 'conformal Al2O3 on high-aspect structures', query: 'need=deposit&material=Al2O3&aspect=20&conformal=yes', systems: ['ALD System'] },
  { name: 'silicon nitride at 350 °C', query: 'need=deposit&material=silicon+nitride&maxTemp=350', systems: ['PECVD System', 'HDP-CVD System'] },
  { name: 'resist stripping', query: 'need=strip&material=resist', systems: ['Plasma Stripping System', 'RIE Etching System'] },
  { name: 'spin coating SU-8', query: 'need=coat&material=SU-8', systems: ['Coater/Developer System'] },
  { name: 'ion milling of gold', query: 'need=etch&material=gold', systems: ['IBE/RIBE Ion Beam Etching System'] },
  { name: 'gap fill between metal lines', query: 'need=deposit&material=SiO2+gap+fill&aspect=3', systems: ['HDP-CVD System', 'ALD System'] },
  { name: 'LiNbO3 waveguides', query: 'need=etch&material=LiNbO3', systems: ['ICP-RIE Etching System', 'IBE/RIBE Ion Beam Etching System'] },
];

// The page server sends a shared address with its answer in the HTML: it is there before any script runs.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const request of requests) {
    test(`a shared finder address for ${request.name} shows its systems`, async ({ page }) => {
      await page.goto(`/products/finder?${request.query}`);
      await expect(results(page)).toHaveText(request.systems);
      // Each system shows the process-library entries that back it, and links to its page.
      const first = page.getByRole('region', { name: 'Systems that run it' }).getByRole('listitem').first();
      await expect(first.getByRole('link', { name: request.systems[0] })).toHaveAttribute('href', /^\/products\/[a-z-]+$/);
      expect(await first.getByRole('link', { name: /:/ }).count()).toBeGreaterThan(0);
    });
  }
});

const systemName = (slug: Parameters<typeof productDefinition>[0]) => productDefinition(slug).product.name;

// Requests worded as buyers write them, from the table the unit test runs in full.
for (const { name, address, expect: expected } of finderRequests.filter((request) => request.endToEnd)) {
  test(`a buyer's request: ${name}`, async ({ page }) => {
    await page.goto(`/products/finder?${address}`);
    await hydrated(page);
    const region = page.getByRole('region', { name: 'Systems that run it' });
    if (expected.systems) await expect(results(page)).toHaveText(expected.systems.map(systemName));
    if (expected.first) await expect(results(page).first()).toHaveText(systemName(expected.first));
    if (expected.firstProcess) {
      await expect(region.getByRole('listitem').first().getByRole('link', { name: /:/ }).first()).toHaveAttribute(
        'href',
        `/processes#process-${expected.firstProcess}`,
      );
    }
    if (expected.systems?.length === 0) await expect(page.getByRole('status')).toContainText('No system runs all of that as stated');
    if (expected.onRequest) {
      await expect(region.getByText(/mm on request from:/)).toHaveText(
        finderPage.results.onRequest
          .replace('{size}', new URLSearchParams(address).get('wafer')!)
          .replace('{systems}', expected.onRequest.map(systemName).join(', ')),
      );
    }
    for (const word of expected.unknown ?? []) await expect(region.getByText(`No data for '${word}'`)).toBeVisible();
    if (expected.ignored) await expect(region.getByText(`Not searched on its own: '${expected.ignored.join("', '")}'`)).toBeVisible();
  });
}

test('the form builds the request, keeps it in the address, and a reload restores the result', async ({ page }) => {
  await page.goto('/products/finder');
  await hydrated(page);
  await expect(page.getByRole('status')).toHaveText('Choose what you need to do, or type a material, to see the systems that run it.');
  // The choice lands in the address, and the page shows what the address holds.
  await page.getByRole('radio', { name: 'Etch' }).click();
  await expect(page.getByRole('radio', { name: 'Etch' })).toBeChecked();
  await page.getByRole('combobox', { name: 'Material or chemistry' }).fill('Si');
  await page.getByRole('spinbutton', { name: 'Etch depth (µm)' }).fill('100');
  await page.getByRole('spinbutton', { name: /Aspect ratio/ }).fill('20');
  await expect(page).toHaveURL('/products/finder?need=etch&material=Si&depth=100&aspect=20');
  await expect(results(page)).toHaveText(['ICP-RIE Etching System']);
  await expect(page.getByRole('status')).toHaveText('1 system runs it');
  await expect(
    page.getByText('Bosch DRIE (DRIE configuration) · Si (deep trenches, through-wafer) · 2-10 µm/min · aspect ratio to 30:1'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(results(page)).toHaveText(['ICP-RIE Etching System']);
  await expect(page.getByRole('spinbutton', { name: 'Etch depth (µm)' })).toHaveValue('100');

  // A request no system meets says so and offers an engineer.
  await page.getByRole('combobox', { name: 'Material or chemistry' }).fill('unobtainium');
  await expect(page.getByRole('status')).toContainText('No system runs all of that as stated');
  await expect(page.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/contact?topic=expert');
});

test('the catalogue, the home page, the Products menu and the footer lead to the finder', async ({ page }) => {
  for (const path of ['/products', '/']) {
    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: 'Find Your System' }).click();
    await expect(page).toHaveURL('/products/finder');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the system for your process');
  }
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Find Your System' })).toHaveAttribute('href', '/products/finder');
  await hydrated(page);
  await page.getByRole('banner').getByRole('button', { name: 'Products' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Find Your System' })).toHaveAttribute('href', '/products/finder');
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the finder fits the screen and answers by touch', async ({ page }) => {
    await page.goto('/products/finder?need=deposit&material=Al2O3&aspect=20&conformal=yes');
    await expect(results(page)).toHaveText(['ALD System']);
    await expect(page.getByRole('checkbox', { name: /conformal/ })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});
