/**
 * The purchasing documents of each system, read back as a reader would: the site-readiness sheet's
 * PDF text (@company/documents/pdf-text), the Word draft's document.xml (unzipped) and the plain-text draft.
 */
import { readPdf } from '@company/documents/pdf-text';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatPriceRange, systemPriceRanges, warranty } from '../app/content/commercial';
import { siteReadinessSheet, soleSourceDocx, soleSourceText as soleSourceTextDocument } from '../app/content/documents';
import { processById } from '../app/content/processes';
import { products, type Product } from '../app/content/products';
import { productDefinition } from '../app/content/products/registry';
import { facilityRows, optionsFor, type FacilityRequirements } from '../app/content/purchasing';
import { alternativesFor, placeholderPattern, placeholders } from '../app/content/purchasing/sole-source';
import { renderSiteReadiness, signOffAreas } from './site-readiness';
import { renderSoleSourceDocx, renderSoleSourceText } from './sole-source';

const squash = (s: string) => s.replace(/\s+/g, '');
const missingFrom = (text: string, strings: string[]) => strings.filter((s) => !squash(text).includes(squash(s)));

/** The paragraphs of a Word file's body, as text. */
function docxText(bytes: Buffer): { xml: string; text: string } {
  const xml = strFromU8(unzipSync(new Uint8Array(bytes))['word/document.xml']!);
  const decode = (s: string) =>
    s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  const text = xml
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => decode(m[1]!)).join(''))
    .join('\n');
  return { xml, text };
}

/** Makers of plasma, deposition and lithography tools a draft must never name. */
const competitors = [
  'Oxford Instruments',
  'Plasma-Therm',
  'Plasmatherm',
  'SPTS',
  'Samco',
  'Lam Research',
  'Applied Materials',
  'Tokyo Electron',
  'Trion',
  'Corial',
  'Sentech',
  'Veeco',
  'Beneq',
  'Picosun',
  'Cambridge NanoTech',
  'AJA',
  'Kurt J. Lesker',
  'Denton',
  'Angstrom Engineering',
  'ULVAC',
  'SUSS',
  'EV Group',
  'Brewer Science',
  'PVA TePla',
  'Nordson',
  'Diener',
  'Intlvac',
  'Scia',
];

/** What the capability section must state for a system: its key figures, measured processes and options. */
function capabilityFigures(product: Product): string[] {
  return [
    ...product.keyFigures.map((figure) => product.specifications.find((row) => row.parameter === figure.parameter)!.value),
    ...product.processCapabilities.filter((row) => processById(row.id).basis === 'qualified').flatMap((row) => [row.material, row.result]),
    ...optionsFor(product.slug).map((option) => option.name),
  ];
}

const purchasing = (product: Product) => productDefinition(product.slug).purchasing;
const price = (product: Product) => formatPriceRange(systemPriceRanges[purchasing(product).priceKey]);

const sheets = new Map<string, { pages: number; text: string; size: [number, number] }>();
const drafts = new Map<string, { xml: string; docx: string; txt: string }>();

beforeAll(async () => {
  for (const product of products) {
    const { bytes } = await renderSiteReadiness(product);
    const pdf = await readPdf(bytes);
    const size = (await PDFDocument.load(bytes)).getPage(0).getSize();
    sheets.set(product.slug, { pages: pdf.pageCount, text: pdf.pages.join('\n'), size: [size.width, size.height] });
    const docx = docxText((await renderSoleSourceDocx(product)).bytes);
    drafts.set(product.slug, { xml: docx.xml, docx: docx.text, txt: (await renderSoleSourceText(product)).bytes.toString('utf8') });
  }
}, 120_000);

describe('site-readiness sheet', () => {
  it.each(products.map((p) => [p.name, p] as const))(
    'the %s sheet is one Letter page with every facility figure and the sign-off',
    (_name, product) => {
      const sheet = sheets.get(product.slug)!;
      expect(sheet.pages).toBe(1);
      expect(sheet.size).toEqual([612, 792]);
      const rows = facilityRows(purchasing(product).facilities);
      expect(rows.length).toBeGreaterThan(10);
      // Every row as the product page's Facility section prints it.
      expect(
        missingFrom(
          sheet.text,
          rows.flatMap((row) => [row.parameter, row.value]),
        ),
      ).toEqual([]);
      expect(missingFrom(sheet.text, [product.name, '[BUILDING]', '[ROOM]', 'Checked by (name)', 'Date', 'Signature'])).toEqual([]);
      expect(signOffAreas.map((area) => area.name)).toEqual([
        'Electrical',
        'Mechanical (cooling water, compressed air, exhaust)',
        'Hazardous gas / EHS',
        'Space & rigging',
      ]);
      expect(
        missingFrom(
          sheet.text,
          signOffAreas.map((area) => area.name),
        ),
      ).toEqual([]);
      // The rigging row names the opening the main unit needs, from its outline.
      const { widthM, depthM } = purchasing(product).facilities.mainUnit;
      expect(squash(sheet.text)).toContain(squash(`at least ${Math.min(widthM, depthM).toFixed(1)} m`));
    },
  );

  it('changes with the data: a larger electrical load prints its own figures', async () => {
    const product = products.find((p) => p.slug === 'icp-etcher')!;
    const { facilities } = purchasing(product);
    const changed: FacilityRequirements = { ...facilities, electrical: { ...facilities.electrical, fullLoadKva: 31 } };
    const pdf = await readPdf((await renderSiteReadiness(product, changed)).bytes);
    const text = pdf.pages.join('\n');
    const load = facilityRows(changed).find((row) => row.parameter === 'Electrical load')!.value;
    expect(load).toContain('31 kVA');
    expect(load).toContain('110 A 3-pole breaker');
    expect(squash(text)).toContain(squash(load));
    expect(text).not.toContain('20 kVA');
    expect(pdf.pageCount).toBe(1);
  });
});

describe('sole-source justification draft', () => {
  it.each(products.map((p) => [p.name, p] as const))(
    'the %s draft states capabilities, alternatives, price and places to fill in',
    (_name, product) => {
      const { xml, docx, txt } = drafts.get(product.slug)!;
      const [from, to] = purchasing(product).leadTimeWeeks;
      const expected = [
        product.name,
        ...capabilityFigures(product),
        ...alternativesFor(product).map((alternative) => alternative.category),
        price(product),
        `${from}-${to} weeks`,
        warranty.standard,
        'Draft for the buyer to edit',
      ];
      for (const [format, text] of [
        ['docx', docx],
        ['txt', txt],
      ] as const) {
        expect(missingFrom(text, expected), format).toEqual([]);
        // The marked places, and no other bracketed text.
        for (const placeholder of ['[GRANT OR FUND NUMBER]', '[BUILDING]', '[ROOM]', '[PRINCIPAL INVESTIGATOR]', '[DEPARTMENT]']) {
          expect(text, `${format} ${placeholder}`).toContain(placeholder);
        }
        expect(new Set(text.match(placeholderPattern))).toEqual(new Set(Object.values(placeholders)));
        for (const name of competitors)
          expect(text.toLowerCase(), `${format} names ${name}`).not.toMatch(new RegExp(`\\b${name.toLowerCase().replace(/[.-]/g, '\\$&')}\\b`));
      }
      // The same words in both formats, paragraph by paragraph (the text underlines its headings).
      const paragraphs = (text: string) =>
        text
          .split('\n')
          .map((line) => line.replace(/^- /, '').trim())
          .filter((line) => line && !/^-+$/.test(line));
      expect(paragraphs(txt).slice(1)).toEqual(
        paragraphs(docx)
          .slice(1, -1)
          .map((line) => line.replace(/_{10,}$/, '______________________')),
      );
      // Word heading styles, and every marked place highlighted.
      expect(xml).toContain('<w:pStyle w:val="Title"/>');
      expect((xml.match(/<w:pStyle w:val="Heading1"\/>/g) ?? []).length).toBe(6);
      const highlighted = [...xml.matchAll(/<w:r>(?:(?!<\/w:r>).)*?<w:highlight w:val="yellow"\/>(?:(?!<\/w:r>).)*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map(
        (m) => m[1],
      );
      expect(new Set(highlighted)).toEqual(new Set(Object.values(placeholders)));
    },
  );

  it('offers each family its own alternatives, none of them the system itself', () => {
    const categories = (slug: string) => alternativesFor(products.find((p) => p.slug === slug)!).map((a) => a.category);
    expect(categories('icp-etcher')[0]).toBe('A capacitively coupled (parallel-plate) RIE without an independent ion-density source');
    expect(categories('rie-etcher')).not.toContain('A capacitively coupled (parallel-plate) RIE without an independent ion-density source');
    expect(categories('hdp-cvd')).toContain('A capacitively coupled PECVD without a high-density source');
    expect(categories('striper')).toContain('Wet chemical stripping (solvent or acid baths)');
    expect(categories('coater-developer')).toContain('A manual spin coater and hotplate on a wet bench');
    for (const product of products) {
      expect(categories(product.slug), product.name).toEqual(
        expect.arrayContaining(['A shared campus cleanroom tool', 'A refurbished production tool']),
      );
    }
  });

  it('changes with the data: a changed specification figure and process result print in both formats', async () => {
    const product = products.find((p) => p.slug === 'ald')!;
    const changed: Product = {
      ...product,
      specifications: product.specifications.map((row) =>
        row.parameter === 'Thickness non-uniformity' ? { ...row, value: '< 0.7% (changed)' } : row,
      ),
      processCapabilities: product.processCapabilities.map((row, i) => (i === 0 ? { ...row, result: 'Growth per cycle 9.9 Å/cycle.' } : row)),
    };
    const txt = (await renderSoleSourceText(changed)).bytes.toString('utf8');
    const { text: docx } = docxText((await renderSoleSourceDocx(changed)).bytes);
    for (const text of [txt, docx]) {
      expect(text).toContain('< 0.7% (changed)');
      expect(text).toContain('Growth per cycle 9.9 Å/cycle.');
      expect(text).not.toContain(product.processCapabilities[0]!.result);
    }
  });

  it('is registered as gated documents under the paths the build writes', () => {
    const product = products[0]!;
    expect(siteReadinessSheet(product)).toEqual({
      href: '/docs/icp-etcher-site-readiness.pdf',
      fileName: 'icp-etcher-site-readiness.pdf',
      title: 'ICP-RIE Etching System Site-Readiness Sheet',
    });
    expect(soleSourceDocx(product).href).toBe('/docs/icp-etcher-sole-source-justification.docx');
    expect(soleSourceTextDocument(product).href).toBe('/docs/icp-etcher-sole-source-justification.txt');
  });
});
