import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, expectNoAxeViolations, phone, test, withConsentChosen } from './fixtures';

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
  // Differences are marked with a word, not only a tint; equal rows are not.
  await expect(page.getByRole('rowheader', { name: /^Substrate temperature range/ })).toContainText('Differs');
  await expect(page.getByRole('rowheader', { name: /^Warranty/ })).toHaveCount(1);
  await expect(page.getByRole('rowheader', { name: /^Warranty/ })).not.toContainText('Differs');
  await expect(page.getByRole('rowheader', { name: /^Wafer sizes/ })).toContainText('Differs');

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

test('three systems print on one or two Letter pages, without the site around them or buttons', async ({ page }) => {
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
  const pdf = await PDFDocument.load(await page.pdf({ format: 'Letter' }));
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
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

test.describe('on a phone', () => {
  test.use({ viewport: phone });

  test('the table scrolls sideways in its own region with the row labels pinned; the page never does', async ({ page }) => {
    await page.goto('/products/compare?systems=icp-etcher,rie-etcher,pecvd');
    await hydrated(page);
    const region = page.getByRole('region', { name: /^Comparison table: / });
    await expect(region).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    // Keyboard: the region takes focus and scrolls with the arrow keys.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const header = page.getByRole('rowheader', { name: /^Base pressure/ });
    const before = await header.boundingBox();
    await region.evaluate((element) => element.scrollTo({ left: 300 }));
    await expect.poll(async () => (await header.boundingBox())!.x).toBe(before!.x);
    await expectNoAxeViolations(page);

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
