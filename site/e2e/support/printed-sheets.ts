import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { company } from '../../app/config/company';

/**
 * A page printed to PDF, read back sheet by sheet as a reader's copy-and-search finds the text: with
 * poppler's `pdftotext` (Debian's poppler-utils), which reads the subset web fonts Chromium embeds.
 */

/** Day, month in words and year, as the print marks date a sheet. */
const printDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** The text of each sheet of a PDF, in order. */
async function sheetTexts(pdf: Buffer): Promise<string[]> {
  const directory = await mkdtemp(path.join(tmpdir(), 'printed-sheets-'));
  const file = path.join(directory, 'print.pdf');
  try {
    await writeFile(file, pdf);
    const { stdout } = await promisify(execFile)('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    // A form feed ends every sheet, the last one included.
    return stdout.split('\f').slice(0, -1);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The characters of a sheet's body: its text but the print marks, without white space. */
function bodyLength(sheet: string, marks: (string | RegExp)[]) {
  return marks.reduce<string>((text, mark) => text.replaceAll(mark, ''), sheet).replace(/\s+/g, '').length;
}

/**
 * Prints the page in view on `format` paper and checks every sheet and the first and last one's share:
 * - every sheet names the company and its web address, the sales e-mail and phone, the page's own
 *   address (`address`, from the site's root), today's date and the sheet's number, so a sheet that leaves
 *   the stack says where it came from (`dated: false` for a page printed without script, which has no date);
 * - the first sheet holds at least 60% of the text of an average full sheet (no opening band of blank
 *   paper), and the last at least 20% (never a lone row and a footnote).
 * Returns the number of sheets.
 */
export async function expectBrandedSheets(
  page: Page,
  { address, format, dated = true }: { address: string; format: 'A4' | 'Letter'; dated?: boolean },
) {
  const sheets = await sheetTexts(await page.pdf({ format }));
  const printed = `Printed ${printDate.format(new Date())}`;
  const fullAddress = `${company.siteUrl}${address}`;
  sheets.forEach((sheet, index) => {
    const where = `${format} sheet ${index + 1} of ${sheets.length}`;
    for (const mark of [company.name, company.domain, company.email.sales, company.phone.display, `Page ${index + 1} of ${sheets.length}`]) {
      expect(sheet, `${where}: ${mark}`).toContain(mark);
    }
    // A long address may wrap in the margin.
    expect(sheet.replace(/\s+/g, ''), `${where}: the page's address`).toContain(fullAddress);
    // Without script the page cannot know the day: it prints none rather than the day it was built.
    if (dated) expect(sheet, `${where}: the day it was printed`).toContain(printed);
    else expect(sheet, `${where}: no date`).not.toMatch(/Printed \d/);
  });

  if (sheets.length > 1) {
    const marks = [fullAddress, company.email.sales, company.phone.display, company.name, company.domain, printed, /Page \d+ of \d+/g];
    const lengths = sheets.map((sheet) => bodyLength(sheet, marks));
    const fullSheets = lengths.slice(0, -1);
    const average = fullSheets.reduce((sum, length) => sum + length, 0) / fullSheets.length;
    expect(
      lengths[0],
      `${format}: text on the first sheet, of an average sheet's ${Math.round(average)} (${lengths.join(', ')})`,
    ).toBeGreaterThanOrEqual(0.6 * average);
    expect(
      lengths.at(-1),
      `${format}: text on the last sheet, of an average sheet's ${Math.round(average)} (${lengths.join(', ')})`,
    ).toBeGreaterThanOrEqual(0.2 * average);
  }
  return sheets.length;
}
