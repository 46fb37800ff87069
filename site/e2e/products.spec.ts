import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { systemPrices } from '../app/content/commercial';
import { processesFor } from '../app/content/processes';
import { products } from '../app/content/products';
import { productCategories } from '../app/content/products/categories';
import { productDefinition } from '../app/content/products/registry';
import { expect, expectNoAxeViolations, phone, test, withConsentChosen } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const CATEGORIES: Record<string, string[]> = Object.fromEntries(
  productCategories.map((tab) => [tab, products.filter((product) => tab === 'All' || product.category === tab).map((product) => product.name)]),
);

const cardNames = async (page: Page) =>
  (await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents()).map((name) => name.replace(/ – View details$/, '')).sort();

test('every category tab shows exactly its products, keeps the choice in the address, and works by keyboard', async ({ page }) => {
  await page.goto('/products');
  for (const [tab, names] of Object.entries(CATEGORIES)) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => cardNames(page)).toEqual([...names].sort());
  }
  await expect(page).toHaveURL('/products?category=cleaning-stripping');

  await page.goto('/products?category=deposition');
  await expect(page.getByRole('tab', { name: 'Deposition' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => cardNames(page)).toEqual([...CATEGORIES.Deposition!].sort());

  await page.getByRole('tab', { name: 'Deposition' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Coating/Developing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL('/products?category=coating-developing');
});

test('a product card leads to its page; the FAQ opens and closes', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('link', { name: /^ALD System/ }).click();
  await expect(page).toHaveURL('/products/ald');
  await expect(page.getByRole('heading', { level: 1, name: 'ALD System' })).toBeVisible();

  await page.goto('/products');
  const question = page.getByRole('button', { name: 'What does the warranty cover?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'What does the warranty cover?' })).toContainText('2');
  await question.press('Enter');
  await expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('/products/rie-etcher#drie lands on a section that says DRIE is a configuration of the ICP-RIE, and links there', async ({ page }) => {
  await page.goto('/products/rie-etcher#drie');
  const heading = page.getByRole('heading', { name: 'DRIE (Bosch process)' });
  await expect(heading).toBeInViewport();
  const section = page.locator('section#drie');
  await expect(section).toContainText('not a configuration of this RIE');
  await expect(section).toContainText('$400k-700k+');
  await section.getByRole('link', { name: /DRIE configuration of the ICP-RIE/ }).click();
  await expect(page).toHaveURL('/products/icp-etcher#drie');
  await expect(page.getByRole('heading', { level: 2, name: 'DRIE configuration (Bosch process)' })).toBeInViewport();
});

test('the ICP-RIE page describes its DRIE configuration with its price band and its own processes', async ({ page }) => {
  await page.goto('/products/icp-etcher#drie');
  const section = page.locator('section#drie');
  await expect(section.getByRole('heading', { level: 2, name: 'DRIE configuration (Bosch process)' })).toBeInViewport();
  await expect(section.getByRole('table', { name: /specifications$/ })).toContainText('$400k-700k+');
  const processes = section.getByRole('table', { name: /typical processes$/ });
  await expect(processes.getByRole('rowheader', { name: /deep trenches, through-wafer/ })).toBeVisible();
  await expect(processes).toContainText('2-10 µm/min');
  // The platform's own process table does not repeat the DRIE rows.
  const platform = page.locator('section#processes');
  await expect(platform.getByRole('rowheader').first()).toBeVisible();
  await expect(platform.getByText('2-10 µm/min')).toHaveCount(0);
});

test("a process row can be linked to on the system's processes page, and shows its conditions, rate, methods and the definition of its uniformity", async ({
  page,
}) => {
  await page.goto('/products/icp-etcher/processes#process-icp-gaas-cl2');
  await expect(page.getByRole('heading', { level: 1, name: 'ICP-RIE Etching System: every process' })).toBeVisible();
  const row = page.locator('tr#process-icp-gaas-cl2');
  await expect(row).toBeInViewport();
  await expect(row.getByRole('rowheader')).toContainText('GaAs, AlGaAs');
  await expect(row).toContainText('Cl₂ 5-15, BCl₃ 10-30, Ar 5-10 sccm');
  await expect(row).toContainText('Etch rate: 300-1000 nm/min');
  // GaAs wafers stop at 150 mm, so its uniformity is stated for the sizes it comes in.
  await expect(row).toContainText('±3% (etch depth, (max − min) / (2 × mean), 49-point map, 5 mm edge exclusion, 100-150 mm wafers)');
  await expect(row).toContainText('Sidewall roughness: 2-5 nm RMS (AFM scan');
  // Every process of the system is here, those of its DRIE configuration under their own heading.
  const all = processesFor('icp-etcher');
  await expect(page.locator('tbody tr')).toHaveCount(all.length);
  await expect(page.getByRole('heading', { level: 2, name: 'DRIE configuration (Bosch process)' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the ICP-RIE' }).click();
  await expect(page).toHaveURL('/products/icp-etcher');
});

test('a product page shows its six strongest process results, each linked to its full row, and all of them one click away', async ({ page }) => {
  await page.goto('/products/ald');
  const section = page.locator('section#processes');
  const own = processesFor('ald', null);
  await expect(section.getByRole('rowheader')).toHaveCount(6);
  await expect(section).toContainText(`The 6 strongest of the ALD’s ${processesFor('ald').length} processes.`);
  // The summary leaves the methods to the full rows.
  expect(own.length).toBeGreaterThan(6);
  await expect(section.getByText(/\(.*(ellipsometry|XRR|AFM).*\)$/)).toHaveCount(0);
  const first = section.getByRole('rowheader').first().getByRole('link');
  const target = await first.getAttribute('href');
  expect(target).toMatch(/^\/products\/ald\/processes#process-/);
  await first.click();
  await expect(page).toHaveURL(target!);
  await expect(page.locator(`tr#${target!.split('#')[1]}`)).toBeInViewport();

  await page.goBack();
  await section.getByRole('link', { name: `All ${processesFor('ald').length} ALD processes, with conditions and measurement methods` }).click();
  await expect(page).toHaveURL('/products/ald/processes');
  await expect(page.locator('tbody tr')).toHaveCount(processesFor('ald').length);
});

test('specifications label generator ratings and define uniformity', async ({ page }) => {
  await page.goto('/products/icp-etcher');
  const table = page.getByRole('table', { name: 'ICP-RIE Etching System specifications' });
  await expect(table.getByRole('rowheader', { name: 'RF bias generator (rating)' })).toBeVisible();
  await expect(table).toContainText('stable from 5 W, so low-damage recipes run at 5-60 W');
  await expect(table).toContainText('±5% (etch depth, (max − min) / (2 × mean), 49-point map, 5 mm edge exclusion, 200 mm wafer)');
  await expect(table.getByRole('rowheader', { name: 'Base pressure' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Gas lines (standard / maximum)' })).toBeVisible();
});

test('a product page leads with its key figures, price and one action, keeps its sections one click away and its quote beside the text', async ({
  page,
}) => {
  await page.goto('/products/icp-etcher');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  // The first screen: the drawing, the key figures, the budgetary price and lead time, and the way to the estimate.
  const hero = page.locator('main > section').first();
  await expect(hero.getByRole('img')).toBeInViewport();
  await expect(hero.getByRole('definition').filter({ hasText: systemPrices.icp })).toBeInViewport();
  const configure = hero.getByRole('link', { name: 'Configure and estimate' });
  await expect(configure).toBeInViewport();
  await configure.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Budgetary estimate' })).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 0));
  const figures = page.locator('dl[aria-label="ICP-RIE key specifications"]');
  await expect(figures.locator('dd')).toHaveText(['1000-3000 W', '300-1000 W', '-70 to 200 °C', '±5%']);
  const specifications = page.getByRole('table', { name: 'ICP-RIE Etching System specifications' });
  for (const value of await figures.locator('dd').allTextContents()) await expect(specifications).toContainText(value);

  const sections = page.getByRole('navigation', { name: 'On this page' });
  await expect(sections.getByRole('link')).toHaveText(['Overview', 'Processes', 'Estimate', 'Specifications', 'DRIE', 'Facility', 'Downloads']);
  await sections.getByRole('link', { name: 'Downloads' }).click();
  const downloads = page.getByRole('region', { name: 'Downloads' });
  await expect(downloads.getByRole('heading', { level: 2 })).toBeInViewport();
  // The section's heading shows below the navigation, which stays on screen under the header.
  await expect(sections).toBeInViewport();
  const navBottom = (await sections.boundingBox())!.y + (await sections.boundingBox())!.height;
  expect((await downloads.getByRole('heading', { level: 2 }).boundingBox())!.y).toBeGreaterThanOrEqual(navBottom);

  const card = page.getByRole('complementary', { name: 'ICP-RIE Etching System' });
  await expect(card).toBeInViewport();
  await expect(card).toContainText(systemPrices.icp);
  await expect(card).toContainText(`${productDefinition('icp-etcher').purchasing.leadTimeWeeks.join('-')} weeks`);
  await card.getByRole('button', { name: 'Contact Sales Team' }).click();
  await expect(page.getByRole('dialog', { name: 'Request a Quote: ICP-RIE Etching System' })).toBeVisible();
  await page.keyboard.press('Escape');

  await downloads.getByRole('button', { name: 'Download Equipment Guide' }).click();
  await expect(page.getByRole('dialog')).toContainText('Ionvale Equipment Guide');
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('a product page keeps its section navigation scrollable within the screen, with the quote at its end', async ({ page }) => {
    await page.goto('/products/icp-etcher');
    const sections = page.getByRole('navigation', { name: 'On this page' });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(sections).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await sections.getByRole('link', { name: 'Downloads' }).click();
    await expect(page.getByRole('region', { name: 'Downloads' }).getByRole('heading', { level: 2 })).toBeInViewport();
    const card = page.getByRole('complementary', { name: 'ICP-RIE Etching System', includeHidden: true });
    await expect(card).toBeAttached();
    await expect(card).toBeHidden();
  });

  test('past 500 px the quote joins the sticky bar, never floating over the text, and opens the quote dialog with page scrolling locked', async ({
    page,
  }) => {
    await page.goto('/products/icp-etcher');
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    const bar = page.getByRole('navigation', { name: 'On this page' }).locator('..');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(bar.getByRole('button', { name: 'Contact Sales Team' })).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 700));
    const action = bar.getByRole('button', { name: 'Contact Sales Team' });
    await expect(action).toBeInViewport();
    // Nothing fixed floats over the page: the only buttons on screen sit in the bar or the header.
    const floating = await page.evaluate(() =>
      [...document.querySelectorAll('button, a')]
        .filter((element) => getComputedStyle(element).position === 'fixed' && element.getBoundingClientRect().height > 0)
        .map((element) => element.textContent),
    );
    expect(floating).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 4000));
    await expect(action).toBeInViewport();
    await action.click();
    const dialog = page.getByRole('dialog', { name: 'Request a Quote: ICP-RIE Etching System' });
    await expect(dialog).toBeVisible();

    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('End');
    // Two frames: a scroll the wheel or End started has moved the page by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });
});

test('on a short screen, as a page zoomed to 400%, the header and the section bar scroll away instead of covering the text', async ({ page }) => {
  // A 1280 × 1024 screen at 400%: 320 × 256 CSS pixels.
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto('/products/icp-etcher');
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(page.getByRole('banner')).not.toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'On this page' })).not.toBeInViewport();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect(page.getByRole('banner')).toBeInViewport();
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeInViewport();
});

test('on a wide screen the floating button appears after 500 px beside the text and opens the quote dialog', async ({ page }) => {
  await page.goto('/products/icp-etcher');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  const buttons = page.getByRole('button', { name: 'Contact Sales Team' });
  await page.evaluate(() => window.scrollTo(0, 400));
  const before = await buttons.count();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(buttons).toHaveCount(before + 1);
  const floating = buttons.last();
  // It floats in the margin beside the reading column, clear of the text.
  const column = (await page.locator('section#overview').boundingBox())!;
  expect((await floating.boundingBox())!.x).toBeGreaterThan(column.x + column.width);
  await floating.click();
  await expect(page.getByRole('dialog', { name: 'Request a Quote: ICP-RIE Etching System' })).toBeVisible();
});

test('the datasheet behind the gate is a PDF naming the product', async ({ page }) => {
  await page.goto('/products/pecvd');
  await page.getByRole('button', { name: 'Download Product Datasheet' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill('Rosalind Franklin');
  await dialog.getByRole('textbox', { name: 'Work Email' }).fill('rosalind@kings-lab.example');
  await dialog.getByRole('textbox', { name: 'Organization' }).fill("King's College Lab");
  await dialog.getByRole('textbox', { name: 'Research Areas' }).fill('Thin-film dielectrics');
  await dialog.getByRole('combobox', { name: 'What brings you here?' }).selectOption('Actively looking to buy');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pecvd-system-datasheet.pdf');
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toMatch(/PECVD System/);
  await expect(dialog).toBeHidden();
});

const pagesWithDialogs = ['/products', '/products/ald', '/startup-package', '/service-support'];
for (const path of pagesWithDialogs) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations with the catalogue dialogs open', async ({ page }) => {
  await page.goto('/products');
  await page.getByRole('button', { name: 'Request a Quote' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Download Equipment Guide' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the service page shows the plans, the cost donut as text and the process guide', async ({ page, request }) => {
  await page.goto('/service-support');
  for (const text of ['$12,000', '$25,000', 'Custom AMC']) await expect(page.getByText(text).first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: /equipment purchase 40%.*maintenance and service 25%.*operating costs 25%.*downtime impact 10%/i }),
  ).toBeVisible();
  for (const step of ['Initial Assessment', 'Service Planning', 'Implementation', 'Ongoing Support']) {
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  for (const topic of ['compare', 'tco', 'expert', 'amc', 'service']) {
    await expect(page.locator(`a[href="/contact?topic=${topic}"]`).first()).toBeVisible();
  }
  const guide = page.getByRole('link', { name: /Service Process Guide/ });
  const pdf = await request.get((await guide.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
});

test('the startup package states who it is for and opens both dialogs', async ({ page }) => {
  await page.goto('/startup-package');
  await expect(page.getByText(/first 2 years/).first()).toBeVisible();
  await expect(page.getByText(/300/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Request Your Startup Package Quote' }).first().click();
  await expect(page.getByRole('dialog', { name: /Startup Package/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Download Equipment Guide (PDF)' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the reading part of a product page stays as prerendered, its links move within the site, and it renders again after a visit', async ({
  page,
}) => {
  // Counts the documents the tab has loaded: a router visit loads none.
  const documentLoads = () => page.evaluate(() => Number(sessionStorage.getItem('loads')));
  await page.addInitScript(() => sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') ?? 0) + 1)));
  await page.goto('/products/rie-etcher');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  const processRows = page.getByRole('region', { name: 'Process capabilities' }).getByRole('row');
  await expect.poll(() => processRows.count()).toBeGreaterThan(5);
  const rowsAtLoad = await processRows.count();
  const loadsBefore = await documentLoads();

  // A link in the prerendered part is followed by the router: no new document.
  await page
    .getByRole('region', { name: 'Related' })
    .getByRole('link', { name: /ICP-RIE Etching System/ })
    .click();
  await expect(page).toHaveURL('/products/icp-etcher');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ICP-RIE');
  // The same route with another system: the reading part is that system's, not the first one's.
  await expect(page.getByRole('region', { name: 'Process capabilities' }).getByRole('table')).toHaveAccessibleName('Typical ICP-RIE processes');
  expect(await documentLoads()).toBe(loadsBefore);

  // Back to the first system: rendered by the router this time, with the same rows.
  await page.goBack();
  await expect(page).toHaveURL('/products/rie-etcher');
  await expect(page.getByRole('region', { name: 'Process capabilities' }).getByRole('table')).toHaveAccessibleName('Typical RIE processes');
  await expect.poll(() => processRows.count()).toBe(rowsAtLoad);
  expect(await documentLoads()).toBe(loadsBefore);
});
