import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expect, expectNoAxeViolations, phone, test, withConsentChosen } from './fixtures';
import { fillDownloadGate, outboxOf, storedLeads } from './support/leads';

/**
 * The purchasing documents on a product page: the site-readiness sheet for the facilities team and the
 * sole-source justification draft for the purchasing office, each through the download gate.
 */

test.beforeEach(async ({ page }) => {
  await withConsentChosen(page);
});

const downloads = (page: Page) => page.getByRole('region', { name: 'Downloads' });

/** Fills the gate as a visitor would and returns the download it starts. */
async function downloadThroughGate(page: Page, button: string, dialogName: string, email: string): Promise<Download> {
  await downloads(page).getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await fillDownloadGate(dialog, email);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Now' }).click();
  const download = await downloading;
  await expect(dialog).toBeHidden();
  return download;
}

test('the Downloads block offers the site-readiness sheet and the sole-source draft, each described', async ({ page }) => {
  await page.goto('/products/icp-etcher');
  const block = downloads(page);
  await expect(block.getByRole('heading', { level: 3, name: 'ICP-RIE Etching System Site-Readiness Sheet' })).toBeVisible();
  await expect(block.getByText('For your facilities team · PDF')).toBeVisible();
  await expect(block.getByText(/power, water, gas, exhaust and floor needs on one page/)).toBeVisible();
  await expect(block.getByRole('heading', { level: 3, name: 'Sole-Source Justification Draft' })).toBeVisible();
  await expect(block.getByText('For your purchasing office · Word or text')).toBeVisible();
  for (const name of [
    'Download Product Datasheet',
    'Download Site-Readiness Sheet',
    'Download Draft (Word)',
    'Download Draft (Text)',
    'Download Equipment Guide',
  ]) {
    await expect(block.getByRole('button', { name })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // On a phone the block fits the width.
  await page.setViewportSize(phone);
  await block.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});

test('the site-readiness sheet and both drafts download through the gate, and each stored lead names its file', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `franklin.${Date.now()}@kings-lab.example`;
  await page.goto('/products/pecvd');

  const sheet = await downloadThroughGate(page, 'Download Site-Readiness Sheet', 'PECVD System Site-Readiness Sheet', email);
  expect(sheet.suggestedFilename()).toBe('pecvd-site-readiness.pdf');
  const pdf = await readFile((await sheet.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The info dictionary carries the title in clear text (the page text is compressed).
  expect(pdf.toString('latin1')).toContain('(PECVD System Site-Readiness Sheet)');

  const word = await downloadThroughGate(page, 'Download Draft (Word)', 'PECVD System Sole-Source Justification (Word)', email);
  expect(word.suggestedFilename()).toBe('pecvd-sole-source-justification.docx');
  const docx = await readFile((await word.path())!);
  expect(docx.subarray(0, 2).toString('latin1')).toBe('PK');
  const xml = strFromU8(unzipSync(new Uint8Array(docx))['word/document.xml']!);
  expect(xml).toContain('Sole-Source Justification: PECVD System');
  expect(xml).toContain('[GRANT OR FUND NUMBER]');

  const text = await downloadThroughGate(page, 'Download Draft (Text)', 'PECVD System Sole-Source Justification (Text)', email);
  expect(text.suggestedFilename()).toBe('pecvd-sole-source-justification.txt');
  const body = await readFile((await text.path())!, 'utf8');
  expect(body).toContain('SOLE-SOURCE JUSTIFICATION: PECVD SYSTEM');
  expect(body).toContain('The PECVD System:');
  expect(body).toContain('[PRINCIPAL INVESTIGATOR]');

  // One download lead per file, each naming it.
  await expect
    .poll(() =>
      storedLeads("kind = 'download' AND email = ?", email)
        .map((lead) => lead.file_name)
        .sort(),
    )
    .toEqual(['pecvd-site-readiness.pdf', 'pecvd-sole-source-justification.docx', 'pecvd-sole-source-justification.txt']);
  const leads = storedLeads("kind = 'download' AND email = ?", email);
  expect(leads.every((lead) => lead.page === '/products/pecvd')).toBe(true);
  // The confirmation e-mail (queued in the outbox) names each document by its title from the site's list.
  const confirmations = leads.map(
    (lead) => (outboxOf(lead.reference) as unknown as { kind: string; text: string }[]).find((mail) => mail.kind === 'confirmation')?.text ?? '',
  );
  expect(confirmations.map((mail) => mail.match(/Thank you for downloading ([^\n]+)\./)?.[1]).sort()).toEqual([
    'PECVD System Site-Readiness Sheet',
    'PECVD System Sole-Source Justification (Text)',
    'PECVD System Sole-Source Justification (Word)',
  ]);

  // The server sends each as what it is.
  for (const [path, type] of [
    ['/docs/pecvd-site-readiness.pdf', 'application/pdf'],
    ['/docs/pecvd-sole-source-justification.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['/docs/pecvd-sole-source-justification.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe(type);
  }
});
