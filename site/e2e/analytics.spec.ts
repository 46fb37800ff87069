import type { Page } from '@playwright/test';
import { productSlugs } from '../app/content/products/registry';
import { expect, test } from './fixtures';
import { fillDownloadGate } from './support/leads';
import { ANALYTICS_PORT, VendorStandIns } from './support/vendor-stand-ins';

// One set of stand-ins on a fixed port, as the build was configured: the tests run in order.
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://127.0.0.1:${ANALYTICS_PORT}` });

let vendors: VendorStandIns;
test.beforeAll(async () => {
  vendors = new VendorStandIns();
  await vendors.start();
});
test.afterAll(async () => {
  await vendors.stop();
});
test.beforeEach(() => {
  vendors.clear();
  vendors.ipServicesFail = false;
});

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies on this site' });

/**
 * Until the page has hydrated (its scripts, analytics among them, have run) and the network has been
 * quiet for half a second: whatever the page would request on its own has been requested by then.
 */
async function settle(page: Page) {
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.waitForLoadState('networkidle');
}

async function browse(page: Page) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' }).click();
  await page.waitForURL('/insights');
  await page.goto('/products/ald');
  await settle(page);
  await page.goto('/insights/plasma-etching');
  await settle(page);
}

test('before any choice nothing is requested from any vendor or IP service', async ({ page }) => {
  await browse(page);
  await expect(banner(page)).toBeVisible();
  expect(vendors.requests).toEqual([]);
});

test('after Reject All nothing is requested either', async ({ page }) => {
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await browse(page);
  expect(vendors.requests).toEqual([]);
});

test('with Global Privacy Control nothing is requested', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await browse(page);
  expect(vendors.requests).toEqual([]);
});

test('after Accept All the events arrive with their payloads, enriched with the IP analysis', async ({ page }) => {
  await page.goto('/about');
  expect(vendors.requests).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();

  // The page in view is counted once consent is given.
  await expect.poll(() => vendors.segment('p').map((call) => (call.properties as { path?: string }).path)).toContain('/about');
  const about = vendors.segment('p').find((call) => (call.properties as { path?: string }).path === '/about')!;
  expect(about.properties).toMatchObject({ country: 'United States', city: 'San Diego', isTargetCustomer: true, organizationType: 'university' });
  await expect.poll(() => vendors.ga4().map((hit) => hit.en)).toContain('page_view');
  expect(vendors.ga4()[0]).toMatchObject({ tid: 'G-E2ETEST' });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).hover();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ALD' }).click();
  await page.waitForURL('/products/ald');
  await expect.poll(() => vendors.segment('t').map((call) => call.event)).toContain('Product Viewed');
  const viewed = vendors.segment('t').find((call) => call.event === 'Product Viewed')!;
  expect(viewed.properties).toMatchObject({ productId: 'ald', productName: 'ALD System', category: 'Deposition', country: 'United States' });
  const nav = vendors.segment('t').find((call) => call.event === 'Navigation Clicked')!;
  expect(nav.properties).toMatchObject({ label: 'ALD', href: '/products/ald' });
  await expect.poll(() => vendors.ga4().map((hit) => hit.en)).toContain('product_viewed');
  // Within a page load the IP analysis runs once and is reused by every event.
  expect(vendors.requests.filter((request) => request.path === '/ip/geolocation')).toHaveLength(1);

  await page.goto('/insights?category=Energy');
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Insights Page Viewed')
        .map((call) => call.properties),
    )
    .toContainEqual(expect.objectContaining({ page: '/insights', category: 'Energy', searchTerm: '' }));
  await page.getByRole('searchbox', { name: 'Search articles' }).fill('solar');
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Products Searched')
        .map((call) => call.properties),
    )
    .toContainEqual(expect.objectContaining({ searchTerm: 'solar' }));
  await page
    .getByRole('link', { name: /Solar Cells/ })
    .first()
    .click();
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Insights Post Viewed')
        .map((call) => call.properties),
    )
    .toContainEqual(expect.objectContaining({ slug: 'plasma-processes-for-solar-cells', category: 'Energy' }));

  await page.goto('/products/finder?need=etch&material=gold');
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'System Finder Used')
        .map((call) => call.properties),
    )
    .toContainEqual(expect.objectContaining({ need: 'etch', material: 'gold', matches: 1, systems: 'ibe-ribe' }));

  await page.goto('/products/ald');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  const picker = page.getByRole('form', { name: 'Configure the ALD' });
  await picker.getByRole('checkbox', { name: /^Ozone oxidant/ }).check();
  await picker.getByRole('button', { name: 'Get Budgetary Estimate (PDF)' }).click();
  const gate = page.getByRole('dialog');
  await fillDownloadGate(gate, 'ada@lab.example');
  const downloading = page.waitForEvent('download');
  await gate.getByRole('button', { name: 'Download Now' }).click();
  await downloading;
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Budgetary Estimate Downloaded')
        .map((call) => call.properties),
    )
    .toContainEqual(
      expect.objectContaining({ productId: 'ald', options: 'ozone', waferSizeMm: 200, currency: 'USD', estimate: expect.stringMatching(/^BE-/) }),
    );
  await page.goto('/products/compare?systems=icp-etcher,rie-etcher');
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Systems Compared')
        .map((call) => call.properties),
    )
    .toContainEqual(expect.objectContaining({ systems: 'icp-etcher,rie-etcher', count: 2 }));
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Comparison Downloaded')
        .map((call) => call.properties),
    )
    .toContainEqual(expect.objectContaining({ systems: 'icp-etcher,rie-etcher', format: 'csv' }));

  await page.goto('/no-such-page');
  await expect
    .poll(() => vendors.segment('p').map((call) => call.properties))
    .toContainEqual(expect.objectContaining({ title: '404 - Page Not Found', errorType: '404_not_found' }));

  // The chat widget loads after consent, with the visitor named 'Visitor' and the widget above the page (z-index 1000).
  const chat = vendors.requests.find((request) => request.path === '/chat/loaded')!;
  expect(chat.json).toMatchObject({ visitor: { name: 'Visitor' }, customStyle: { zIndex: 1000 } });
  expect(vendors.requests.some((request) => request.path === '/chat/event' && request.json?.name === 'visit')).toBe(true);
});

test('with every IP service failing, events still arrive, without IP data', async ({ page }) => {
  vendors.ipServicesFail = true;
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => vendors.segment('p').length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(vendors.segment('p')[0]!.properties).not.toHaveProperty('country');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products' }).hover();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PECVD' }).click();
  await expect.poll(() => vendors.segment('t').map((call) => call.event), { timeout: 15_000 }).toContain('Product Viewed');
  const viewed = vendors.segment('t').find((call) => call.event === 'Product Viewed')!;
  expect(viewed.properties).toMatchObject({ productId: 'pecvd', productName: 'PECVD System' });
  expect(viewed.properties).not.toHaveProperty('country');
  expect(viewed.properties).not.toHaveProperty('isTargetCustomer');
  expect(vendors.requests.some((request) => request.path.startsWith('/ip/'))).toBe(true);
});

test('withdrawing consent in Cookie settings stops tracking at once', async ({ page }) => {
  await page.goto('/about');
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => vendors.segment('p').length).toBeGreaterThan(0);

  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await banner(page).getByRole('button', { name: 'Reject All' }).click();
  await expect(banner(page)).toBeHidden();
  vendors.clear();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact Us' }).click();
  await page.waitForURL('/contact');
  await page.goto('/products/ald');
  await settle(page);
  expect(vendors.requests.filter((request) => request.path.startsWith('/v1/') || request.path.startsWith('/g/'))).toEqual([]);
});

test('the purchasing documents of a product page are tracked as what they are, besides Document Downloaded', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  await page.goto('/products/striper?processes=strip-resist-bulk');
  // The page view says the vendors are loaded: from here on every event is sent.
  await expect
    .poll(() => vendors.segment('p').some((call) => (call.properties as { path?: string }).path === '/products/striper'), { timeout: 15_000 })
    .toBe(true);
  const downloads = page.getByRole('region', { name: 'Downloads' });
  for (const button of ['Download Site-Readiness Sheet', 'Download Draft (Word)', 'Download Draft (Text)']) {
    await downloads.getByRole('button', { name: button }).click();
    const dialog = page.getByRole('dialog');
    await fillDownloadGate(dialog, 'kbb@thin-films.example');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download Now' }).click();
    await downloading;
    await expect(dialog).toBeHidden();
  }
  const product = { productId: 'striper', productName: 'Plasma Stripping System' };
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => /^(Site Readiness|Sole Source Draft) Downloaded$/.test(String(call.event)))
        .map((call) => [call.event, call.properties]),
    )
    .toEqual([
      ['Site Readiness Downloaded', expect.objectContaining(product)],
      ['Sole Source Draft Downloaded', expect.objectContaining({ ...product, format: 'docx' })],
      ['Sole Source Draft Downloaded', expect.objectContaining({ ...product, format: 'txt' })],
    ]);
  // Each download sends two events; the second of the last one may still be on its way.
  await expect
    .poll(() =>
      vendors
        .segment('t')
        .filter((call) => call.event === 'Document Downloaded')
        .map((call) => call.properties),
    )
    .toEqual([
      expect.objectContaining({ fileName: 'striper-site-readiness.pdf', fileType: 'pdf' }),
      expect.objectContaining({ fileName: 'striper-sole-source-justification.docx', fileType: 'docx' }),
      expect.objectContaining({ fileName: 'striper-sole-source-justification.txt', fileType: 'txt' }),
    ]);
  // Neither is counted as a datasheet or an anonymous product download.
  expect(vendors.segment('t').map((call) => call.event)).not.toEqual(expect.arrayContaining(['Datasheet Downloaded']));
  expect(vendors.segment('t').map((call) => call.event)).not.toEqual(expect.arrayContaining(['Product Downloaded']));
});

test('with consent accepted and every vendor on, each page of the sitemap and its dialogs run under the Content Security Policy', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(([, path]) => path || '/');
  expect(paths.length).toBeGreaterThan(20);

  // Every page's triggers, and each kind of dialog opened once: a dialog runs the same code on every page
  // that offers it, so opening it again on the next product page checks nothing new.
  const offered: string[] = [];
  const opened: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    // The page view proves the vendors loaded and reported under the policy; the fixture fails on any refusal.
    await expect.poll(() => vendors.segment('p').some((call) => (call.properties as { path?: string }).path === path), { message: path }).toBe(true);
    const triggers = page.getByRole('main').getByRole('button', { name: /^(Contact Sales Team|Request .*Quote|Download .*)$/ });
    for (const name of new Set(await triggers.allTextContents())) {
      offered.push(`${path}: ${name}`);
      if (opened.some((done) => done.endsWith(`: ${name}`))) continue;
      await page.getByRole('main').getByRole('button', { name, exact: true }).first().click();
      const dialog = page.getByRole('dialog');
      await expect(dialog, `${path}: ${name}`).toBeVisible();
      // An empty submission runs the form's validation.
      await dialog.locator('button[type=submit]').click();
      await expect(dialog.getByRole('alert').first(), `${path}: ${name}`).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      opened.push(`${path}: ${name}`);
    }
  }
  const products = paths.filter((path) => /^\/products\/[^/]+$/.test(path) && !['/products/finder', '/products/compare'].includes(path));
  expect(products).toHaveLength(productSlugs.length);
  expect(offered).toEqual(
    expect.arrayContaining([
      ...products.flatMap((path) => [`${path}: Contact Sales Team`, `${path}: Download Product Datasheet`]),
      '/startup-package: Request Your Startup Package Quote',
      '/startup-package: Download Equipment Guide (PDF)',
    ]),
  );
  expect(opened.map((entry) => entry.replace(/^[^:]*: /, ''))).toEqual(
    expect.arrayContaining([
      'Contact Sales Team',
      'Download Product Datasheet',
      'Request Your Startup Package Quote',
      'Download Equipment Guide (PDF)',
    ]),
  );
  expect(vendors.requests.some((request) => request.path.startsWith('/gtag/js'))).toBe(true);
  expect(vendors.requests.some((request) => request.path === '/chat/loaded')).toBe(true);
  expect(vendors.ga4().length).toBeGreaterThan(0);

  await page.goto('/contact');
  await page.getByRole('form', { name: 'Contact us' }).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
});
