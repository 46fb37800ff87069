/**
 * Generates every PDF into a temporary directory and reads each one back (see @company/documents/pdf-text:
 * pdf-lib parses and decompresses, the fonts' ToUnicode maps turn glyph ids back into text).
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPdf, type PdfReadout } from '@company/documents/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../app/config/company';
import { equipmentGuide } from '../app/content/documents';
import { catalogue } from '../app/content/pages/catalogue';
import { serviceSupport } from '../app/content/pages/service-support';
import { products, type Product } from '../app/content/products';
import { productDefinition, productSlugs } from '../app/content/products/registry';
import { facilitySheet, optionsFor, revisionLabel, specificationsChangeNotice } from '../app/content/purchasing';
import { buildDocuments, documentPaths, type BuiltDocument } from './build-documents';
import { datasheetFooterNote, renderDatasheet } from './datasheet';

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

/** How often `needle` occurs in `haystack`, compared without whitespace. */
const occurrences = (haystack: string, needle: string) => squash(haystack).split(squash(needle)).length - 1;

/** The product whose datasheet a generated file is, if it is one. */
const productOfFile = (file: string): Product | undefined => products.find((p) => `docs/${p.datasheet.fileName}` === file);

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'documents-'));
  built = await buildDocuments({ outDir });
  for (const doc of built.filter((b) => b.file.endsWith('.pdf'))) {
    const bytes = await readFile(path.join(outDir, doc.file));
    const pdf = await readPdf(bytes);
    // The running header and footer are drawn last on each page; leave them out of the body text so
    // that a paragraph continued on the next page reads as one.
    const product = productOfFile(doc.file);
    const decoration = new Set([
      company.name.toUpperCase(),
      doc.title,
      `${company.name}  ·  ${doc.title}`,
      ...(product ? [datasheetFooterNote(product)] : []),
    ]);
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
  it('writes a datasheet for every product, the equipment guide, the service process guide and the purchasing documents at the linked paths', () => {
    const paths = documentPaths();
    expect(built.map((b) => b.file).sort()).toEqual([...paths.datasheets, paths.equipmentGuide, paths.serviceGuide, ...paths.siteReadiness].sort());
    expect(paths.siteReadiness).toContain('docs/icp-etcher-site-readiness.pdf');
    // The sole-source drafts name a configuration and processes: the lead API renders them, the build writes none.
    expect(built.filter((b) => /sole-source|\.(docx|txt)$/.test(b.file))).toEqual([]);
    expect(paths.datasheets).toEqual(productSlugs.map((slug) => expect.stringMatching(new RegExp(`^docs/${slug}(-system)?-datasheet\\.pdf$`))));
    expect(paths.equipmentGuide).toBe(equipmentGuide.href.slice(1));
    expect(paths.serviceGuide).toBe(serviceSupport.guide.href.slice(1));
  });

  it('produces real PDF files with the company as author, a fixed date and the fonts embedded', () => {
    for (const doc of built.filter((b) => b.file.endsWith('.pdf'))) {
      const { bytes, pdf } = read(doc.file);
      expect(bytes.subarray(0, 5).toString('latin1'), doc.file).toBe('%PDF-');
      expect(bytes.subarray(-8).toString('latin1'), doc.file).toContain('%%EOF');
      expect(pdf.pageCount, doc.file).toBe(doc.pages);
      expect(pdf.author).toBe(company.name);
      // A datasheet is dated by its revision; the guides by the fixed build date.
      const product = productOfFile(doc.file);
      const date = product ? `${productDefinition(product.slug).purchasing.datasheetRevision.date}T00:00:00.000Z` : '2025-01-01T00:00:00.000Z';
      expect(pdf.creationDate?.toISOString(), doc.file).toBe(date);
      const raw = bytes.toString('latin1');
      expect(raw, doc.file).toContain('/FontFile2');
      expect(raw, doc.file).not.toMatch(/\/BaseFont\s*\/Helvetica/);
      // Every glyph drawn has a Unicode mapping (U+FFFD marks a code the ToUnicode map lacks).
      expect(read(doc.file).text, doc.file).not.toContain('\uFFFD');
    }
  });

  it.each(products.map((p) => [p.name, p] as const))('the %s datasheet carries its full data', (_name, product) => {
    const { pdf, text, bytes } = read(`docs/${product.datasheet.fileName}`);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(5);
    expect(pdf.pageCount).toBeLessThanOrEqual(12);
    expect(pdf.title).toBe(`${product.name} Datasheet`);
    // The e2e check looks for the product name in the raw bytes: the info dictionary has it in clear.
    expect(bytes.toString('latin1')).toContain(`(${product.name} Datasheet)`);
    // The full specification table (every row), every extra section with its rows, the process
    // capabilities, the materials and the description: list whatever is missing.
    const specificationRows = [...product.specifications, ...(product.sections ?? []).flatMap((s) => s.specifications ?? [])];
    const expected = [
      product.name,
      product.tagline,
      // The cover prints the category as an uppercase eyebrow.
      product.category.toUpperCase(),
      ...specificationRows.flatMap((row) => [row.parameter, row.value]),
      ...(product.sections ?? []).flatMap((s) => [s.title, ...s.paragraphs]),
      ...product.processCapabilities.flatMap((row) => [row.material, row.chemistry, row.result]),
      // The methods the measured results of the process rows name by number.
      ...product.processMethods,
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
    // Footer with company, title and page number on every page, and under it the revision, its date
    // and the notice that specifications may change.
    const revision = revisionLabel(productDefinition(product.slug).purchasing.datasheetRevision);
    expect(revision).toMatch(/^Rev\. [A-Z], [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`${company.name}  ·  ${product.name} Datasheet`);
      expect(page).toContain(`Page ${i + 1} of ${pdf.pageCount}`);
      expect(page.split('\n'), `page ${i + 1}`).toContain(`${revision}  ·  ${specificationsChangeNotice}`);
    });
    expect(specificationsChangeNotice).toBe('Specifications subject to change without notice.');
  });

  it.each(products.map((p) => [p.name, p] as const))(
    'the %s datasheet has its facility requirements on one page and its options',
    (_name, product) => {
      const { pdf, text } = read(`docs/${product.datasheet.fileName}`);
      const facility = facilitySheet(product.slug);
      const options = optionsFor(product.slug);
      expect(pdf.outline).toEqual(expect.arrayContaining(['Options', 'Facility requirements']));
      expect(missingFrom(text, [facility.note, ...facility.rows.flatMap((row) => [row.parameter, row.value])])).toEqual([]);
      expect(
        missingFrom(
          text,
          options.flatMap((option) => [option.name, option.description]),
        ),
      ).toEqual([]);
      // A facilities team can take one page away: the heading and every requirement are on the same page.
      const page = pdf.pages.findIndex((p) => p.split('\n').includes('Facility requirements'));
      expect(page).toBeGreaterThan(0);
      expect(
        missingFrom(
          pdf.pages[page]!,
          facility.rows.flatMap((row) => [row.parameter, row.value]),
        ),
      ).toEqual([]);
      for (const label of [
        'Electrical supply',
        'Electrical load',
        'Nitrogen',
        'Compressed air',
        'Exhaust, process',
        'Scrubber on the process exhaust',
        'Process gas purity',
        'Footprint (W × D × H)',
        'Service clearances',
        'Weight',
      ]) {
        expect(
          facility.rows.map((row) => row.parameter),
          label,
        ).toContain(label);
      }
      expect(facility.rows.some((row) => row.parameter.startsWith('Cooling water'))).toBe(true);
    },
  );

  it.each(products.map((p) => [p.name, p] as const))('the %s datasheet prints every section once', (_name, product) => {
    const { pdf, text } = read(`docs/${product.datasheet.fileName}`);
    // Every heading (the outline lists them) once, in the order of a purchasing document.
    expect(new Set(pdf.outline).size, pdf.outline.join(' | ')).toBe(pdf.outline.length);
    const order = [
      'Overview',
      'Key features',
      'Applications',
      'Specifications',
      'Process capabilities',
      'Materials',
      'Options',
      'Facility requirements',
      'Contact',
    ];
    expect(pdf.outline.filter((title) => order.includes(title))).toEqual(order);
    // Each feature and application title is printed once: as the title of its card or item, and
    // otherwise only where another printed text (a spec row, a body, an option) happens to contain it.
    const printed = [
      product.tagline,
      ...product.description,
      ...product.keyFeatures.flatMap((f) => [f.title, f.body]),
      ...product.applications.flatMap((a) => [a.title, a.body]),
      ...product.specifications.flatMap((row) => [row.parameter, row.value]),
      ...product.processCapabilities.flatMap((row) => [row.material, row.chemistry, row.result]),
      ...(product.sections ?? []).flatMap((s) => [
        s.title,
        ...s.paragraphs,
        ...(s.specifications ?? []).flatMap((row) => [row.parameter, row.value]),
      ]),
      ...product.materials,
      ...product.relatedLinks.map((link) => link.label),
      ...optionsFor(product.slug).flatMap((option) => [option.name, option.description]),
      ...facilitySheet(product.slug).rows.flatMap((row) => [row.parameter, row.value]),
    ];
    for (const title of [...product.keyFeatures, ...product.applications].map((item) => item.title)) {
      // `printed` holds the title itself once, plus every other text that contains it.
      const expected = printed.reduce((sum, other) => sum + occurrences(other, title), 0);
      expect(occurrences(text, title), title).toBe(expected);
    }
  });

  it('prints compliance statements only from the company configuration', async () => {
    // The configuration holds none today, so no datasheet claims any certification or compliance.
    expect(company.complianceStatements).toEqual([]);
    for (const product of products) {
      const { pdf, text } = read(`docs/${product.datasheet.fileName}`);
      expect(pdf.outline, product.name).not.toContain('Compliance');
      expect(text, product.name).not.toMatch(/certif|complian|\bCE\b|\bUL\b|\bCSA\b|SEMI S2|NRTL/i);
    }
    // Given statements, the datasheet prints exactly those under their own heading.
    const statement = 'Example statement for this test: evaluated against an example standard.';
    const { bytes } = await renderDatasheet(products[0]!, { complianceStatements: [statement] });
    const pdf = await readPdf(bytes);
    expect(pdf.outline).toContain('Compliance');
    expect(squash(pdf.pages.join('\n'))).toContain(squash(statement));
  });

  it('prints special characters as themselves, not as look-alikes or empty boxes', () => {
    const rie = read('docs/rie-etcher-datasheet.pdf').text;
    expect(rie).toContain('≤ 5×10⁻⁶ Torr');
    // Formulas arrive typeset from the product and process data (subscript digits, not 'SiO2').
    expect(rie).toContain('SiO₂');
    expect(rie).not.toMatch(/SiO2|CHF3/);
    expect(read('docs/icp-etcher-datasheet.pdf').text).toContain('2-10 µm/min');
    expect(read('docs/ald-system-datasheet.pdf').text).toContain('0.5-2 Å/cycle');
    expect(read('docs/coater-developer-system-datasheet.pdf').text).toContain('23 ± 0.5 °C and 45 ± 5% RH');
    expect(read('docs/ibe-ribe-system-datasheet.pdf').text).toContain('0-90°');
  });

  it('the equipment guide covers how to choose, every system, the startup package, service plans and contact', () => {
    const { pdf, text } = read(documentPaths().equipmentGuide);
    expect(pdf.title).toBe(equipmentGuide.title);
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
    expect(
      missingFrom(
        text,
        serviceSupport.warranty.items.flatMap((item) => [item.title, item.body]),
      ),
    ).toEqual([]);
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
