import type { Page } from '@playwright/test';
import { expect, phone, test, withConsentChosen } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const cards = (page: Page) =>
  page
    .getByRole('list', { name: 'Processes' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('article') });

test('the process library lists every process, and its filters keep to the address', async ({ page }) => {
  await page.goto('/processes');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Etch and deposition processes');
  const total = await cards(page).count();
  expect(total).toBeGreaterThanOrEqual(40);
  await expect(page.getByRole('status')).toHaveText(`${total} processes`);

  await page.getByRole('combobox', { name: 'System' }).selectOption({ label: 'ICP-RIE' });
  await expect(page).toHaveURL('/processes?system=icp-etcher');
  await page.getByRole('combobox', { name: 'Technique' }).selectOption('Bosch DRIE');
  await expect(page).toHaveURL('/processes?system=icp-etcher&technique=Bosch+DRIE');
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByRole('status')).toHaveText(`2 of ${total} processes`);
  for (const text of await cards(page).allTextContents()) expect(text).toMatch(/Bosch DRIE · ICP-RIE, DRIE configuration/);

  // A shared link restores the view; a material typed with plain digits finds the typeset formula.
  await page.goto('/processes?material=sio2&system=pecvd');
  await expect(page.getByRole('combobox', { name: 'System' })).toHaveValue('pecvd');
  await expect(page.getByRole('searchbox', { name: 'Material or chemistry' })).toHaveValue('sio2');
  const shown = await cards(page).allTextContents();
  expect(shown.length).toBeGreaterThan(0);
  for (const text of shown) expect(text).toContain('SiO₂');

  await page.getByRole('button', { name: 'Show all processes' }).click();
  await expect(page).toHaveURL('/processes');
  await expect(cards(page)).toHaveCount(total);
});

test('an entry has its own anchor, links to its row on the system page and to the articles that cite it', async ({ page }) => {
  await page.goto('/processes#process-icp-gaas-cl2');
  const card = page.locator('#process-icp-gaas-cl2');
  await expect(card).toBeInViewport();
  await expect(card).toContainText('Etch rate: 300-1000 nm/min');
  await expect(card.getByRole('link', { name: 'ICP-RIE (GaAs, AlGaAs)' })).toHaveAttribute(
    'href',
    '/products/icp-etcher/processes#process-icp-gaas-cl2',
  );
  const article = card.getByRole('link', { name: /^ICP-RIE Technology/ });
  await expect(article).toHaveAttribute('href', '/insights/icp-rie-technology-advanced-etching');
  await article.click();
  // The article lists the process data it cites, and leads back to the library.
  const cited = page.getByRole('region', { name: 'Process data in this article' });
  await expect(cited.getByRole('link', { name: 'GaAs, AlGaAs: Cl₂/BCl₃/Ar' })).toHaveAttribute('href', '/processes#process-icp-gaas-cl2');
  await expect(cited.getByRole('link', { name: 'Browse the process library' })).toHaveAttribute('href', '/processes');
});

test('every product page links to its processes in the library; the library is in the sitemap', async ({ page, request }) => {
  await page.goto('/products/ald');
  await page.getByRole('link', { name: 'All processes in the process library' }).click();
  await expect(page).toHaveURL('/processes?system=ald');
  await expect(page.getByRole('combobox', { name: 'System' })).toHaveValue('ald');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>https://ionvale.example/processes</loc>');
});

test('the catalogue downloads as CSV and JSON, each entry naming its system by its product slug', async ({ page, request }) => {
  await page.goto('/processes');
  const csvLink = page.getByRole('link', { name: 'Process catalogue (CSV)' });
  const jsonLink = page.getByRole('link', { name: 'Process catalogue (JSON)' });
  const csv = await request.get((await csvLink.getAttribute('href'))!);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toMatch(/^id,system,configuration,kind,technique,material,process/);
  expect(lines.find((line) => line.startsWith('drie-si-bosch,icp-etcher,DRIE,'))).toBeDefined();

  const json = await request.get((await jsonLink.getAttribute('href'))!);
  expect(json.headers()['content-type']).toMatch(/^application\/json/);
  const body = (await json.json()) as { entries: { id: string; system: string; url: string }[] };
  expect(body.entries.length).toBe(lines.length - 1);
  expect(body.entries.find((entry) => entry.id === 'ald-pt')).toMatchObject({
    system: 'ald',
    url: 'https://ionvale.example/products/ald/processes#process-ald-pt',
  });
});

test('filtered, the library fits a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/processes?system=icp-etcher');
  await expect(page.getByRole('status')).toHaveText(/^\d+ of \d+ processes$/);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('printed, the library drops its filters and keeps every entry', async ({ page }) => {
  await page.goto('/processes');
  const filters = page.getByRole('search', { name: 'Filter the processes' });
  await expect(filters).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(filters).toBeHidden();
  await expect(page.locator('#process-ald-pt')).toBeVisible();
});

test('the library is one click from the footer of every page and from the catalogue', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Process Library' }).click();
  await expect(page).toHaveURL('/processes');
  await page.goto('/products');
  await page.getByRole('link', { name: /the process library$/ }).click();
  await expect(page).toHaveURL('/processes');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Etch and deposition processes');
});
