import type { Page } from '@playwright/test';
import { getEstimate } from '../app/content/calls-to-action';
import { startupPackage } from '../app/content/pages/startup-package';
import { estimateSummary } from '../app/lib/estimate';
import { checkEstimate } from '../app/lib/estimate-catalogue';
import { readPdf } from '@company/documents/pdf-text';
import { expect, expectNoAxeViolations, phone, test } from './fixtures';
import { fillDownloadGate, outboxOf, storedLeads } from './support/leads';

const hydrated = (page: Page) => page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

test('a configuration picked on a product page downloads as a budgetary estimate and is stored as an estimate lead', async ({ page }) => {
  const email = `estimate.${Date.now()}@kcl.example`;
  const expected = checkEstimate({ product: 'icp-etcher', waferSizeMm: 200, options: ['cryogenic-stage', 'cassette-load-lock'] });
  if (!expected.ok) throw new Error(expected.message);
  const { estimate } = expected;

  await page.goto('/products/icp-etcher');
  await hydrated(page);
  const picker = page.getByRole('form', { name: 'Configure the ICP-RIE' });
  await picker.getByRole('radio', { name: '200 mm (8 inch)' }).check();
  await picker.getByRole('checkbox', { name: /^Cryogenic stage/ }).check();
  await picker.getByRole('checkbox', { name: /^Cassette load-lock/ }).check();
  // Priced as it is picked, from the same pricing module as the PDF.
  await expect(picker.getByText(estimate.priceRange, { exact: true })).toBeVisible();
  await expect(picker.getByText(estimate.code, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await picker.getByRole('button', { name: 'Get Budgetary Estimate (PDF)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Budgetary Estimate: ICP-RIE Etching System' });
  await expect(dialog).toContainText(estimate.priceRange);
  await fillDownloadGate(dialog, email);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`ionvale-budgetary-estimate-icp-etcher-${estimate.code}.pdf`);
  await expect(dialog).toBeHidden();

  // The PDF states the chosen options and the price range, and says what it is.
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const pdf = await readPdf(new Uint8Array(Buffer.concat(chunks)));
  const text = pdf.pages.join(' ').replace(/\s+/g, ' ');
  for (const words of [
    'Budgetary Estimate: ICP-RIE Etching System',
    'NOT AN OFFER',
    'Cryogenic stage',
    'Cassette load-lock',
    estimate.priceRange,
    estimate.code,
  ]) {
    expect(text, words).toContain(words);
  }

  // One lead of its own kind, with the configuration as the estimate states it; sales are notified.
  await expect.poll(() => storedLeads("kind = 'estimate' AND email = ?", email).length).toBe(1);
  const [lead] = storedLeads("kind = 'estimate' AND email = ?", email) as (ReturnType<typeof storedLeads>[number] & { configuration: string })[];
  expect(lead).toMatchObject({ product: 'icp-etcher', product_name: 'ICP-RIE Etching System', page: '/products/icp-etcher' });
  expect(JSON.parse(lead!.configuration)).toEqual({
    product: 'icp-etcher',
    waferSizeMm: 200,
    options: ['cryogenic-stage', 'cassette-load-lock'],
    code: estimate.code,
    priceRange: estimate.priceRange,
    summary: estimateSummary(estimate),
  });
  expect(outboxOf(lead!.reference).map((mail) => `${mail.kind} ${mail.to_address}`)).toEqual([
    'notification sales@ionvale.example',
    `confirmation ${email}`,
  ]);
});

test('the picker works by keyboard and fits a phone', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/products/pecvd');
  await hydrated(page);
  const picker = page.getByRole('form', { name: 'Configure the PECVD' });
  const firstSize = picker.getByRole('radio').first();
  await firstSize.focus();
  await page.keyboard.press('ArrowRight');
  await expect(picker.getByRole('radio', { name: '150 mm (6 inch)' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(picker.getByRole('checkbox').first()).toBeChecked();
  // The scrubber the PECVD's standard gases need is ticked from the start.
  await expect(picker.getByRole('checkbox', { name: /^Point-of-use scrubber/ })).toBeChecked();
  const expected = checkEstimate({ product: 'pecvd', waferSizeMm: 150, options: ['point-of-use-scrubber', 'second-rf-frequency'] });
  expect(expected.ok && expected.estimate.priceRange).toBeTruthy();
  await expect(picker.getByText(expected.ok ? expected.estimate.priceRange : '', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await expectNoAxeViolations(page);
});

test('the startup budget kit prices a typical first tool set and hands over each estimate', async ({ page }) => {
  const email = `kit.${Date.now()}@kcl.example`;
  const [etcher, ...others] = startupPackage.budgetKit.systems.map((request) => {
    const checked = checkEstimate(request);
    if (!checked.ok) throw new Error(checked.message);
    return checked.estimate;
  });
  await page.goto('/startup-package');
  await hydrated(page);
  const kit = page.getByRole('region', { name: 'Startup budget kit' });
  for (const estimate of [etcher!, ...others]) await expect(kit.getByText(estimate.priceRange, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await kit.getByRole('button', { name: 'Get Budgetary Estimate (PDF)', description: etcher!.product.name }).click();
  const dialog = page.getByRole('dialog', { name: `Budgetary Estimate: ${etcher!.product.name}` });
  await fillDownloadGate(dialog, email);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  expect((await downloading).suggestedFilename()).toBe(`ionvale-budgetary-estimate-${etcher!.product.slug}-${etcher!.code}.pdf`);
  await expect
    .poll(() => storedLeads("kind = 'estimate' AND email = ?", email).map((lead) => [lead.page, lead.product]))
    .toEqual([['/startup-package', etcher!.product.slug]]);
});

test("the budget kit hands over each system's site-readiness sheet, and leads to its picker, with the kit's configuration, for the draft", async ({
  page,
}) => {
  const email = `kitdocs.${Date.now()}@kcl.example`;
  await page.goto('/startup-package');
  await hydrated(page);
  const kit = page.getByRole('region', { name: 'Startup budget kit' });
  await kit.getByRole('button', { name: 'Download Site-Readiness Sheet', description: 'PECVD System' }).click();
  const dialog = page.getByRole('dialog');
  await fillDownloadGate(dialog, email);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  expect((await downloading).suggestedFilename()).toBe('pecvd-site-readiness.pdf');
  await expect(dialog).toBeHidden();
  await expect.poll(() => storedLeads("kind = 'download' AND email = ?", email).map((lead) => lead.file_name)).toEqual(['pecvd-site-readiness.pdf']);
  // The draft states the processes the buyer ticks, on the product page, in the kit's configuration.
  await kit.getByRole('link', { name: 'Prepare Sole-Source Draft', description: 'PECVD System' }).click();
  await expect(page).toHaveURL(/\/products\/pecvd\?wafer=150&options=[^#]*silane-gas-cabinet[^#]*#estimate$/);
  await hydrated(page);
  const picker = page.getByRole('form', { name: 'Configure the PECVD' });
  await expect(picker.getByRole('radio', { name: '150 mm (6 inch)' })).toBeChecked();
  await expect(picker.getByRole('checkbox', { name: /^Silane gas cabinet/ })).toBeChecked();
});

test('the picker refuses an incomplete configuration, names what is missing, keeps the choices and adds it in one click', async ({ page }) => {
  await page.goto('/products/icp-etcher');
  await hydrated(page);
  const picker = page.getByRole('form', { name: 'Configure the ICP-RIE' });
  await picker.getByRole('checkbox', { name: /^Chlorine chemistry package/ }).check();
  await expect(picker.getByRole('alert')).toHaveText(/The chlorine chemistry package needs the point-of-use scrubber and the corrosive gas cabinet/);
  await expect(picker.getByRole('button', { name: getEstimate })).toHaveCount(0);
  await expect(picker.getByRole('checkbox', { name: /^Chlorine chemistry package/ })).toBeChecked();
  await picker.getByRole('button', { name: /^Add / }).click();
  await expect(picker.getByRole('alert')).toHaveCount(0);
  const expected = checkEstimate({
    product: 'icp-etcher',
    waferSizeMm: 200,
    options: ['chlorine-package', 'point-of-use-scrubber', 'corrosive-gas-cabinet'],
  });
  await expect(picker.getByText(expected.ok ? expected.estimate.priceRange : '', { exact: true })).toBeVisible();
});
