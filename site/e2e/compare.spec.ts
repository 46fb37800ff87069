import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, phone, test, withConsentChosen } from './fixtures';
import { expectBrandedSheets } from './support/printed-sheets';

/**
 * The product comparison: two or three systems side by side, chosen on the catalogue's cards, from a
 * product page or from the finder's results; the choice lives in the address, rows are aligned by what
 * they measure, differences are marked, and the table downloads as CSV and prints on one or two pages.
 */

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
const table = (page: Page) => page.getByRole('table');
const columnHeaders = (page: Page) => table(page).locator('thead th[scope=col]');
/** The system names heading the columns (each header also links to the system's estimate). */
const systemLinks = (page: Page) => columnHeaders(page).locator('a:not([href$="#estimate"])');
const rowCells = (page: Page, label: string | RegExp) =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label }) })
    .getByRole('cell');

/** RFC 4180 records: fields split on commas outside quotes, doubled quotes undone. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      field += '"';
      index++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && char === ',') {
      record.push(field);
      field = '';
    } else if (!quoted && char === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index++;
    } else {
      field += char;
    }
  }
  return records;
}

const three = ['ICP-RIE Etching System', 'RIE Etching System', 'PECVD System'];
const threeSlugs = ['icp-etcher', 'rie-etcher', 'pecvd'];

test('three systems ticked on the catalogue open side by side; the address holds them and a reload shows the same', async ({ page }) => {
  await page.goto('/products');
  await hydrated(page);
  for (const name of three) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
  const bar = page.getByRole('region', { name: 'Systems to compare' });
  await expect(bar).toContainText('3 of 3 chosen');
  // The fourth cannot be ticked.
  await expect(page.getByRole('checkbox', { name: 'Compare ALD System' })).toBeDisabled();
  await bar.getByRole('link', { name: 'Compare selected (3)' }).click();
  await expect(page).toHaveURL('/products/compare?systems=icp-etcher,rie-etcher,pecvd');
  await expect(columnHeaders(page)).toHaveText(['Row', ...three.map((name) => new RegExp(name))]);
  for (const [index, name] of three.entries()) {
    await expect(columnHeaders(page).getByRole('link', { name, exact: true })).toHaveAttribute('href', `/products/${threeSlugs[index]}`);
  }

  await page.reload();
  await expect(systemLinks(page)).toHaveText(three);

  // Rows are aligned by meaning: each system's wafer sizes, and its own temperature label, in one row.
  await expect(rowCells(page, /^Wafer sizes/)).toHaveText([
    '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer',
    '4, 6 and 8 inch; 12 inch on request; pieces on a carrier wafer',
    '4, 6 and 8 inch; 12 inch on request; pieces',
  ]);
  await expect(rowCells(page, /^Substrate temperature range/)).toHaveText([
    'Substrate stage temperature-70 to 200 °C',
    'Electrode temperature20-80 °C',
    'Substrate temperature20-400 °C',
  ]);
  // A system that states nothing for a row says so to a screen reader.
  await expect(rowCells(page, /^RF substrate bias/).nth(1)).toHaveText('—Not stated');
  // Differences in the figures a buyer weighs are marked with a word, not only a tint; equal rows are not.
  await expect(page.getByRole('rowheader', { name: /^Substrate temperature range/ })).toContainText('Differs');
  await expect(page.getByRole('rowheader', { name: /^Indicative price/ })).toContainText('Differs');
  await expect(page.getByRole('rowheader', { name: /^Warranty/ })).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: /^Warranty/ })).not.toContainText('Differs');
  // The same wafer sizes in other words ('pieces on a carrier wafer', 'pieces') are not a difference.
  await expect(page.getByRole('rowheader', { name: /^Wafer sizes/ })).not.toContainText('Differs');
  // Nor is a row that describes each system in its own words.
  await expect(rowCells(page, /^Control/).first()).not.toHaveText(
    await rowCells(page, /^Control/)
      .nth(1)
      .innerText(),
  );
  await expect(page.getByRole('rowheader', { name: /^Control/ })).not.toContainText('Differs');

  // Only the differences: the equal rows go.
  await page.getByRole('checkbox', { name: 'Show only differences' }).check();
  await expect(page.getByRole('rowheader', { name: /^Warranty/ })).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: /^Substrate temperature range/ })).toHaveCount(1);
  await page.getByRole('checkbox', { name: 'Show only differences' }).uncheck();

  // Process highlights lead to the process library.
  await expect(rowCells(page, 'Strongest results in the process library').first().getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/processes#process-/,
  );
  await expectNoAxeViolations(page);
});

test('removing and adding a system changes the address; an address with fewer than two systems shows the chooser', async ({ page }) => {
  await page.goto('/products/compare?systems=ald,sputter');
  await hydrated(page);
  await expect(systemLinks(page)).toHaveText(['ALD System', 'Sputter Deposition System']);
  await expect(table(page)).toBeVisible();
  await page.getByRole('combobox', { name: 'Add a system' }).selectOption({ label: 'HDP-CVD System' });
  await expect(page).toHaveURL('/products/compare?systems=ald,sputter,hdp-cvd');
  await expect(systemLinks(page)).toHaveText(['ALD System', 'Sputter Deposition System', 'HDP-CVD System']);
  await expect(page.getByRole('combobox', { name: 'Add a system' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove Sputter Deposition System from the comparison' }).click();
  await expect(page).toHaveURL('/products/compare?systems=ald,hdp-cvd');
  // The keyboard stays on the page: at the heading of the comparison, then of the chooser.
  await expect(page.getByRole('heading', { level: 2, name: /side by side/ })).toBeFocused();
  await page.getByRole('button', { name: 'Remove ALD System from the comparison' }).click();
  await expect(page).toHaveURL('/products/compare?systems=hdp-cvd');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose the systems to compare' })).toBeFocused();
  await expect(table(page)).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /HDP-CVD System/ })).toBeChecked();
  // The second tick shows the comparison in place of the chooser.
  await page.getByRole('checkbox', { name: /Plasma Stripping System/ }).click();
  await expect(page).toHaveURL('/products/compare?systems=hdp-cvd,striper');
  await expect(systemLinks(page)).toHaveText(['HDP-CVD System', 'Plasma Stripping System']);

  await page.goto('/products/compare?systems=nothing,icp-etcher');
  await expect(page.getByRole('status')).toContainText('1 of 3 chosen');
  await expect(page.getByRole('status')).toContainText('left out');
  await expectNoAxeViolations(page);
});

test('Download CSV gives the table shown, named after the systems', async ({ page }) => {
  await page.goto('/products/compare?systems=icp-etcher,rie-etcher,pecvd');
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('ionvale-compare-icp-etcher-rie-etcher-pecvd.csv');
  const records = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(records[0]).toEqual(['', ...three]);
  // One record per row of the table (group titles included), in the same order, with the same labels.
  const labels = await table(page)
    .locator('tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent?.trim()));
  expect(records.slice(1).map((record) => record[0])).toEqual(labels);
  expect(records).toContainEqual([
    'Base pressure',
    '≤ 1×10⁻⁶ Torr',
    '≤ 5×10⁻⁶ Torr',
    '< 1×10⁻² Torr with the dry pump; ≤ 5×10⁻⁶ Torr with the optional turbomolecular pump',
  ]);
  expect(records.find((record) => record[0] === 'RF substrate bias (rating)')!.slice(1)).toEqual([expect.stringContaining('300-1000 W'), '—', '—']);
  // The cells read as the table's: each system's own label before its value where it differs from the row's.
  const temperatures = await rowCells(page, /^Substrate temperature range/).allInnerTexts();
  expect(records.find((record) => record[0] === 'Substrate temperature range')!.slice(1)).toEqual(
    temperatures.map((text) => text.replace('\n', ': ')),
  );

  // With only the differences shown, the download has only them.
  await page.getByRole('checkbox', { name: 'Show only differences' }).check();
  const [filtered] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const filteredLabels = parseCsv(await readFile((await filtered.path())!, 'utf8')).map((record) => record[0]);
  expect(filteredLabels).not.toContain('Warranty');
  expect(filteredLabels).toContain('Base pressure');
});

test('three systems print on one or two Letter pages, branded, without the site around them or buttons', async ({ page }) => {
  await page.goto('/products/compare?systems=icp-etcher,rie-etcher,pecvd');
  await hydrated(page);
  await expect(table(page)).toBeVisible();
  // On screen first, so the checks below see them go rather than find nothing.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  const visibleButtons = await page
    .getByRole('button')
    .evaluateAll((buttons) => buttons.filter((button) => button.checkVisibility()).map((button) => button.textContent?.trim()));
  expect(visibleButtons, 'buttons printed').toEqual([]);
  await expect(page.getByRole('heading', { name: /ICP-RIE Etching System, RIE Etching System, PECVD System/ })).toBeVisible();
  // Each sheet says whose comparison it is and where to find it again, the systems in the address included.
  const { pathname, search } = new URL(page.url());
  const sheets = await expectBrandedSheets(page, { address: `${pathname}${search}`, format: 'Letter' });
  expect(sheets).toBeGreaterThanOrEqual(1);
  expect(sheets).toBeLessThanOrEqual(2);
});

test('a product page and the finder’s results lead to the right comparison', async ({ page }) => {
  await page.goto('/products/ald');
  await page.getByRole('link', { name: 'Compare with other systems' }).click();
  await expect(page).toHaveURL('/products/compare?systems=ald');
  await expect(page.getByRole('checkbox', { name: /ALD System/ })).toBeChecked();

  // PECVD nitrides run at up to 350 °C on the wafer, so a 350 °C limit admits them.
  await page.goto('/products/finder?need=deposit&material=silicon+nitride&maxTemp=350');
  await page.getByRole('link', { name: 'Compare these systems' }).click();
  await expect(page).toHaveURL('/products/compare?systems=pecvd,hdp-cvd');
  await expect(systemLinks(page)).toHaveText(['PECVD System', 'HDP-CVD System']);
});

/** Whether every system's price is on screen, under the system's name drawn beside it or in the pinned header. */
async function pricesInView(page: Page, names: string[]) {
  const prices = rowCells(page, /^Indicative price/);
  await prices.last().scrollIntoViewIfNeeded();
  for (const index of names.keys()) await expect(prices.nth(index)).toBeInViewport();
  return prices;
}

test('on a wide screen the row of system names stays in view, below the site header, while the rows scroll past', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/products/compare?systems=icp-etcher,rie-etcher,pecvd');
  await hydrated(page);
  await pricesInView(page, three);
  const siteHeader = (await page.locator('[data-slot=site-header]').boundingBox())!;
  for (const name of three) {
    const link = columnHeaders(page).getByRole('link', { name, exact: true });
    await expect(link).toBeInViewport();
    expect((await link.boundingBox())!.y).toBeGreaterThanOrEqual(siteHeader.y + siteHeader.height - 1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(1024);
});

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('each row stacks, every value under its system’s name, at 390 and 320 px; nothing scrolls sideways', async ({ page }) => {
    await page.goto('/products/compare?systems=icp-etcher,rie-etcher,pecvd');
    await hydrated(page);
    await expect(table(page)).toBeVisible();
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: phone.height });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      const prices = await pricesInView(page, three);
      for (const [index, name] of three.entries()) {
        const price = prices.nth(index);
        expect(await price.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe(`"${name}"`);
        const box = (await price.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      // The values of a row one under the other, below its label.
      const label = (await page.getByRole('rowheader', { name: /^Indicative price/ }).boundingBox())!;
      const first = (await prices.nth(0).boundingBox())!;
      const second = (await prices.nth(1).boundingBox())!;
      expect(first.y).toBeGreaterThanOrEqual(label.y + label.height - 1);
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    }
    // The text of a cell is its value alone: the name is drawn beside it, as in the CSV.
    await expect(rowCells(page, /^RF substrate bias/).nth(1)).toHaveText('—Not stated');
    await expectNoAxeViolations(page);

    await page.setViewportSize(phone);
    await page.goto('/products');
    await hydrated(page);
    await page.getByRole('checkbox', { name: 'Compare ALD System' }).check();
    await page.getByRole('checkbox', { name: 'Compare Sputter Deposition System' }).check();
    await expect(page.getByRole('link', { name: 'Compare selected (2)' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});

test('each compared system leads to its budgetary estimate', async ({ page }) => {
  await page.goto('/products/compare?systems=icp-etcher,pecvd');
  await hydrated(page);
  await page.getByRole('link', { name: 'Budgetary estimate for the PECVD System' }).click();
  await expect(page).toHaveURL('/products/pecvd#estimate');
  await expect(page.getByRole('form', { name: 'Configure the PECVD' })).toBeInViewport({ ratio: 0.1 });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a shared comparison arrives side by side, prices with their systems', async ({ page }) => {
    await page.goto('/products/compare?systems=icp-etcher,rie-etcher');
    await expect(systemLinks(page)).toHaveText(['ICP-RIE Etching System', 'RIE Etching System']);
    const price = table(page).locator('tr', { hasText: 'Indicative price' });
    await expect(price).toContainText('$200k-400k');
    await expect(price).toContainText('$80k-150k');
  });
});
