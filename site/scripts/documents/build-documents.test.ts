/**
 * Generates every PDF into a temporary directory and reads each one back (see pdf-text.ts: pdf-lib
 * parses and decompresses, the fonts' ToUnicode maps turn glyph ids back into text).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../app/config/company';
import { catalogue } from '../../app/content/pages/catalogue';
import { serviceSupport } from '../../app/content/pages/service-support';
import { products } from '../../app/content/products';
import { buildDocuments, documentPaths, type BuiltDocument } from './build-documents';
import { renderDatasheet } from './datasheet';
import { readPdf, type PdfReadout } from './pdf-text';

let outDir: string;
let built: BuiltDocument[];
const readouts = new Map<string, { bytes: Buffer; pdf: PdfReadout; text: string }>();

/** Text with all whitespace removed: a table cell may wrap onto several lines. */
const squash = (s: string) => s.replace(/\s+/g, '');

/** The strings that do not occur in `text` (compared without whitespace). */
const missingFrom = (text: string, strings: string[]) => {
  const flat = squash(text);
  return strings.filter((s) => !flat.includes(squash(s)));
};

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'documents-'));
  built = await buildDocuments({ outDir });
  for (const doc of built) {
    const bytes = await readFile(path.join(outDir, doc.file));
    const pdf = await readPdf(bytes);
    // The running header and footer are drawn last on each page; leave them out of the body text so
    // that a paragraph continued on the next page reads as one.
    const decoration = new Set([company.name.toUpperCase(), doc.title, `${company.name}  ·  ${doc.title}`]);
    const body = pdf.pages.map((page) =>
      page
        .split('\n')
        .filter((line) => !decoration.has(line) && !/^Page \d+ of \d+$/.test(line))
        .join('\n'),
    );
    readouts.set(doc.file, { bytes, pdf, text: body.join('\n') });
  }
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

const read = (file: string) => {
  const readout = readouts.get(file);
  if (!readout) throw new Error(`${file} was not generated`);
  return readout;
};

describe('generated documents', () => {
  it('writes the nine datasheets, the equipment guide and the service process guide at the linked paths', () => {
    const paths = documentPaths();
    expect(built.map((b) => b.file).sort()).toEqual([...paths.datasheets, paths.equipmentGuide, paths.serviceGuide].sort());
    expect(paths.datasheets.sort()).toEqual(
      [
        'hdp-cvd-system',
        'pecvd-system',
        'ald-system',
        'sputter-system',
        'ibe-ribe-system',
        'striper-system',
        'coater-developer-system',
        'rie-etcher',
        'icp-etcher',
      ]
        .map((name) => `docs/${name}-datasheet.pdf`)
        .sort(),
    );
    expect(paths.equipmentGuide).toBe(catalogue.hero.actions.guide.href.slice(1));
    expect(paths.serviceGuide).toBe(serviceSupport.guide.href.slice(1));
  });

  it('produces real PDF files with the company as author, a fixed date and the fonts embedded', () => {
    for (const doc of built) {
      const { bytes, pdf } = read(doc.file);
      expect(bytes.subarray(0, 5).toString('latin1'), doc.file).toBe('%PDF-');
      expect(bytes.subarray(-8).toString('latin1'), doc.file).toContain('%%EOF');
      expect(pdf.pageCount, doc.file).toBe(doc.pages);
      expect(pdf.author).toBe(company.name);
      expect(pdf.creationDate?.toISOString()).toBe('2025-01-01T00:00:00.000Z');
      const raw = bytes.toString('latin1');
      expect(raw, doc.file).toContain('/FontFile2');
      expect(raw, doc.file).not.toMatch(/\/BaseFont\s*\/Helvetica/);
      // Every glyph drawn has a Unicode mapping (U+FFFD marks a code the ToUnicode map lacks).
      expect(read(doc.file).text, doc.file).not.toContain('\uFFFD');
    }
  });

  it.each(products.map((p) => [p.name, p] as const))('the %s datasheet carries its full data', (_name, product) => {
    const { pdf, text, bytes } = read(`docs/${product.datasheet.fileName}`);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(4);
    expect(pdf.pageCount).toBeLessThanOrEqual(7);
    expect(pdf.title).toBe(`${product.name} Datasheet`);
    // The e2e check looks for the product name in the raw bytes: the info dictionary has it in clear.
    expect(bytes.toString('latin1')).toContain(`(${product.name} Datasheet)`);
    // The full specification table (every row), every extra section with its rows, the process
    // capabilities, the materials and the description: list whatever is missing.
    const expected = [
      product.name,
      product.tagline,
      // The cover prints the category as an uppercase eyebrow.
      product.category.toUpperCase(),
      ...[...product.specifications, ...(product.sections ?? []).flatMap((s) => s.specifications ?? [])].flatMap((row) => [
        row.parameter,
        row.value,
      ]),
      ...(product.sections ?? []).flatMap((s) => [s.title, ...s.paragraphs]),
      ...product.processCapabilities.flatMap((row) => [row.material, row.chemistry, row.result]),
      ...product.materials,
      ...product.description,
      ...product.keyFeatures.flatMap((f) => [f.title, f.body]),
      ...product.applications.flatMap((a) => [a.title, a.body]),
    ];
    expect(missingFrom(text, expected)).toEqual([]);
    // The contact block on the last page.
    const last = pdf.pages[pdf.pageCount - 1]!;
    for (const fact of [company.email.sales, company.email.support, company.phone.display, company.domain, company.hours.support]) {
      expect(last, fact).toContain(fact);
    }
    // Footer with company, title and page number on every page.
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`${company.name}  ·  ${product.name} Datasheet`);
      expect(page).toContain(`Page ${i + 1} of ${pdf.pageCount}`);
    });
  });

  it('prints special characters as themselves, not as look-alikes or empty boxes', () => {
    const rie = read('docs/rie-etcher-datasheet.pdf').text;
    expect(rie).toContain('≤ 5×10⁻⁶ Torr');
    expect(rie).toContain('2-5 µm/min');
    expect(read('docs/ald-system-datasheet.pdf').text).toContain('0.5-2 Å/cycle');
    expect(read('docs/coater-developer-system-datasheet.pdf').text).toContain('23 ± 0.5 °C and 45 ± 5% RH');
    expect(read('docs/ibe-ribe-system-datasheet.pdf').text).toContain('0-90°');
  });

  it('the equipment guide covers how to choose, every system, the startup package, service plans and contact', () => {
    const { pdf, text } = read(documentPaths().equipmentGuide);
    expect(pdf.title).toBe(catalogue.hero.actions.guide.title);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(12);
    expect(pdf.pageCount).toBeLessThanOrEqual(26);
    expect(text).toContain('Contents');
    expect(
      missingFrom(text, [
        ...catalogue.etchingProcesses.items.map((item) => item.body),
        ...products.flatMap((p) => [p.name, ...p.specifications.flatMap((row) => [row.parameter, row.value])]),
      ]),
    ).toEqual([]);
    expect(text).toContain('The Startup Package for New Research Labs');
    for (const plan of serviceSupport.plans.items) expect(text).toContain(plan.price);
    expect(text).toContain(company.email.sales);
  });

  it('the service process guide has the process, warranty, priced plans, the cost shares as text and contact', () => {
    const { pdf, text } = read(documentPaths().serviceGuide);
    expect(pdf.title).toBe(serviceSupport.guide.title);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(3);
    expect(pdf.pageCount).toBeLessThanOrEqual(6);
    for (const step of serviceSupport.process.steps) expect(text).toContain(step.title);
    expect(missingFrom(text, serviceSupport.warranty.items.flatMap((item) => [item.title, item.body]))).toEqual([]);
    for (const plan of serviceSupport.plans.items) {
      expect(text).toContain(plan.name);
      expect(text).toContain(plan.price);
    }
    const lines = text.split('\n');
    for (const share of serviceSupport.costOfOwnership.shares) {
      // The table row: label, then its percentage.
      const at = lines.findIndex((line, i) => line === share.label && lines[i + 1] === `${share.percent}%`);
      expect(at, share.label).toBeGreaterThanOrEqual(0);
    }
    expect(text).toContain(company.email.support);
    expect(text).toContain(company.phone.display);
  });

  it('is deterministic: the same data gives the same bytes', async () => {
    const product = products[0]!;
    const again = await renderDatasheet(product);
    expect(again.bytes.equals(read(`docs/${product.datasheet.fileName}`).bytes)).toBe(true);
  });
});
