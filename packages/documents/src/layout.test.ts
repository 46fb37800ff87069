/**
 * The engine on its own, without any site content: line wrapping, page flow and the running header and
 * footer, read back from the PDF as a reader's text extraction sees them.
 */
import { describe, expect, it } from 'vitest';
import { DocWriter, type DocumentMeta } from './layout.ts';
import { readPdf } from './pdf-text.ts';

const meta: DocumentMeta = {
  title: 'Engine Test Sheet',
  subject: 'A document made only to test the layout engine',
  keywords: ['test'],
  author: 'Example Company',
  headerLabel: 'Engine Test Sheet',
  companyName: 'Example Company',
  footerNote: 'Rev. A  ·  printed for the tests',
};

describe('DocWriter.wrap', () => {
  const w = new DocWriter(meta);
  const text = 'Base pressure below 5 × 10⁻⁶ Torr, RF power 600 W at 13.56 MHz, wafers up to 200 mm, stage -100 °C to 80 °C.';

  it('never starts a line with the unit of the number that ends the line before', () => {
    for (let width = 40; width <= 320; width += 3) {
      const lines = w.wrap(text, width, 'regular', 9.6);
      lines.slice(1).forEach((line, i) => {
        const splitUnit = /\d$/.test(lines[i]!) && /^(?:Torr|W|MHz|mm|°C)\b/.test(line);
        expect(splitUnit, `width ${width}: "${lines[i]}" | "${line}"`).toBe(false);
      });
    }
  });

  it('keeps every line within the column, breaking a word wider than the column', () => {
    for (const width of [30, 60, 120, 240]) {
      for (const line of w.wrap(`${text} https://example.com/a/very/long/address/that/cannot/fit`, width, 'bold', 9.6)) {
        expect(w.measure(line, 'bold', 9.6)).toBeLessThanOrEqual(width + 0.001);
      }
    }
  });
});

describe('a document laid out by DocWriter', () => {
  it('flows onto new pages, repeats a table header under a continued label and numbers every page', async () => {
    const w = new DocWriter(meta);
    w.addPage();
    w.heading('Specifications');
    w.table({
      columns: [
        { header: 'Parameter', width: 40, kind: 'bold' },
        { header: 'Value', width: 60 },
      ],
      rows: Array.from({ length: 60 }, (_, i) => [`Parameter ${i + 1}`, `Value ${i + 1}`]),
      continuedLabel: 'Specifications (continued)',
    });
    w.heading('Closing');
    w.paragraph('The last paragraph of the test document.');
    const pdf = await readPdf(await w.finish());

    expect(pdf.pageCount).toBe(w.pageCount);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.title).toBe(meta.title);
    expect(pdf.outline).toEqual(['Specifications', 'Closing']);
    pdf.pages.forEach((text, i) => {
      expect(text).toContain(`Page ${i + 1} of ${pdf.pageCount}`);
      expect(text).toContain(meta.footerNote);
    });
    expect(pdf.pages[1]).toContain('Specifications (continued)');
    expect(pdf.pages[1]).toContain('EXAMPLE COMPANY');
    expect(pdf.pages.join('\n')).toContain('Parameter 60');
    expect(pdf.pages.at(-1)).toContain('The last paragraph of the test document.');
  });

  it('refuses a document that ends with a heading, and text the font has no glyph for', async () => {
    const headingOnly = new DocWriter(meta);
    headingOnly.addPage();
    headingOnly.heading('Nothing under it');
    await expect(headingOnly.finish()).rejects.toThrow('ends with a heading');

    const missingGlyph = new DocWriter(meta);
    missingGlyph.addPage();
    expect(() => missingGlyph.paragraph('Made in 日本')).toThrow(/no glyph for U\+65E5/);
  });
});
