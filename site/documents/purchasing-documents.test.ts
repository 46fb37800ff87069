/**
 * The purchasing documents of each system, read back as a reader would: the site-readiness sheet's
 * PDF text (@company/documents/pdf-text), and the sole-source draft of a configuration as the Word file's
 * document.xml (unzipped) and as plain text.
 */
import { readPdf } from '@company/documents/pdf-text';
import { unzipSync, strFromU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { company } from '../app/config/company';
import { estimateTerms, warranty } from '../app/content/commercial';
import { siteReadinessSheet, soleSourceDocx, soleSourceText as soleSourceTextDocument } from '../app/content/documents';
import { processesFor, type ProcessEntry } from '../app/content/processes';
import { processRow } from '../app/content/processes/rows';
import { products, type Product } from '../app/content/products';
import { productDefinition } from '../app/content/products/registry';
import { facilityRows, type FacilityRequirements } from '../app/content/purchasing';
import {
  marketResearchMinimumMakers,
  placeholderPattern,
  placeholders,
  soleSourceDraft,
  soleSourceRequirements,
  type SoleSourceConfiguration,
} from '../app/content/purchasing/sole-source';
import { standardOptionIds } from '../app/lib/estimate';
import { checkSoleSource } from '../app/lib/estimate-catalogue';
import { renderSiteReadiness, signOffAreas } from './site-readiness';
import { footprintPlanForSheet } from './footprint-drawing';
import { lengthLines, planTexts, reservedFloor, reservedFloorText, textBox } from '../app/lib/footprint-plan';
import { DocWriter } from '@company/documents';
import { renderSoleSourceDocx, renderSoleSourceText } from './sole-source';
import { formatWaferSize as formatWaferSizeOf } from '../app/content/products/wafers';

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

const purchasing = (product: Product) => productDefinition(product.slug).purchasing;

const sheets = new Map<string, { pages: number; text: string; size: [number, number] }>();

beforeAll(async () => {
  for (const product of products) {
    const { bytes } = await renderSiteReadiness(product);
    const pdf = await readPdf(bytes);
    const size = (await PDFDocument.load(bytes)).getPage(0).getSize();
    sheets.set(product.slug, { pages: pdf.pageCount, text: pdf.pages.join('\n'), size: [size.width, size.height] });
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

  it.each(products.map((p) => [p.name, p] as const))(
    'the %s sheet draws the floor plan from the data, its words clear of each other',
    (_name, product) => {
      const sheet = sheets.get(product.slug)!;
      const { facilities } = purchasing(product);
      const outer = reservedFloor(facilities);
      const [terms, sum] = reservedFloorText(facilities).split(' = ');
      expect(terms).toBe(`${outer.widthM.toFixed(1)} × ${outer.depthM.toFixed(1)} m`);
      expect(
        missingFrom(sheet.text, [
          'Floor area to reserve',
          terms!,
          `= ${sum}`,
          'Front: operator side / load port',
          'Service clearance:',
          'keep free',
          'Rear',
        ]),
      ).toEqual([]);
      // The width chain over the plan, in metres and inches, as the data gives them.
      const widths = [facilities.mainUnit.widthM, facilities.clearances.sideM, outer.widthM].flatMap(lengthLines);
      expect(missingFrom(sheet.text, widths)).toEqual([]);
      // Laid out with the sheet's own font: no word runs into another.
      const w = new DocWriter({ title: 't', subject: 's', keywords: [], author: 'a', headerLabel: 'h', companyName: 'c', footerNote: 'f' });
      const plan = footprintPlanForSheet(w, facilities);
      const boxes = planTexts(plan).map((t) => ({ t: t.text, box: textBox(t, (text, size, weight) => w.measure(text, weight, size)) }));
      const overlaps = boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.box.x < b.box.x + b.box.width &&
              b.box.x < a.box.x + a.box.width &&
              a.box.y < b.box.y + b.box.height &&
              b.box.y < a.box.y + a.box.height,
          )
          .map((b) => `${a.t} / ${b.t}`),
      );
      expect(overlaps).toEqual([]);
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

/**
 * A configuration as the picker would send it: the largest standard wafer size, the system's standard options, the
 * first and last processes of its library that need no other option, and the options those two need otherwise.
 */
function configurationOf(product: Product, pick: (library: ProcessEntry[]) => ProcessEntry[] = (library) => [library[0]!, library.at(-1)!]) {
  const library = processesFor(product.slug);
  const chosen = pick(library);
  const options = [...standardOptionIds(purchasing(product)), ...chosen.flatMap((entry) => entry.needsOptions ?? [])];
  // What the chosen options require in turn (the chlorine package's scrubber and cabinet).
  for (const option of purchasing(product).options) if (options.includes(option.id)) options.push(...(option.requires ?? []));
  const checked = checkSoleSource({
    product: product.slug,
    waferSizeMm: product.waferSizesMm.standard.at(-1)!,
    options: [...new Set(options)],
    processes: chosen.map((entry) => entry.id),
  });
  if (!checked.ok) throw new Error(`${product.name}: ${checked.message}`);
  return { product: checked.product, estimate: checked.estimate, processes: checked.processes, issuedOn: new Date('2026-11-27T00:00:00Z') };
}

async function renderBoth(configuration: SoleSourceConfiguration) {
  const docx = docxText((await renderSoleSourceDocx(configuration)).bytes);
  return { xml: docx.xml, docx: docx.text, txt: (await renderSoleSourceText(configuration)).bytes.toString('utf8') };
}

/** Sentences by which a supplier, or the buyer on its word, would claim that nothing else will do. */
const exclusivityClaims = [
  /\bthe only\b/i,
  /\bonly (equipment|system|source|supplier|maker)\b/i,
  /\bcertif/i,
  /\bexclusiv/i,
  /\bunique(ly)?\b/i,
  /\bno other (equipment|system|supplier|maker|source)\b/i,
  /\bsole (supplier|manufacturer|maker)\b/i,
];

const sectionHeadings = [
  '1. Request',
  '2. Equipment and intended use',
  '3. Requirements and the capability of the system',
  '4. Market research',
  '5. Price reasonableness',
  '6. Country of origin',
  '7. Conclusion',
];

describe('sole-source justification draft of a configuration', () => {
  const rendered = new Map<string, { configuration: SoleSourceConfiguration; xml: string; docx: string; txt: string }>();
  beforeAll(async () => {
    for (const product of products) {
      const configuration = configurationOf(product);
      rendered.set(product.slug, { configuration, ...(await renderBoth(configuration)) });
    }
  }, 120_000);

  it.each(products.map((p) => [p.name, p] as const))(
    'the %s draft has every section, the chosen processes as requirements, places to fill in and no claim of exclusivity',
    (_name, product) => {
      const { configuration, xml, docx, txt } = rendered.get(product.slug)!;
      const { estimate, processes } = configuration;
      const unchosen = processesFor(product.slug).filter((entry) => !processes.includes(entry));
      for (const [format, text] of [
        ['docx', docx],
        ['txt', txt],
      ] as const) {
        expect(missingFrom(text, [product.name, ...sectionHeadings, 'Draft for the buyer to edit']), format).toEqual([]);
        // Requirements: the wafer size, each chosen option and each chosen process, and no other process.
        expect(missingFrom(text, [formatWaferSizeOf(estimate.waferSizeMm), ...estimate.options.map((option) => option.name)]), format).toEqual([]);
        for (const entry of processes) expect(text, `${format} ${entry.id}`).toContain(`process library entry ${entry.id})`);
        for (const entry of unchosen) expect(text, `${format} ${entry.id}`).not.toContain(`entry ${entry.id})`);
        // Market research and price comparison: the buyer's rows, marked; the estimate's figure and code, printed from the estimate.
        expect(text.split(placeholders.maker).length - 1, format).toBe(marketResearchMinimumMakers);
        expect(text.split(placeholders.priceSource).length - 1, format).toBeGreaterThanOrEqual(2);
        expect(text, format).toContain(`at least ${['zero', 'one', 'two', 'three'][marketResearchMinimumMakers]} other makers`);
        expect(missingFrom(text, [estimate.priceRange, estimate.code, 'November 27, 2026']), format).toEqual([]);
        expect(text, format).not.toMatch(/against the indicative range the supplier publishes/);
        // Country of origin: what the site states, and a marked place for what it does not.
        expect(missingFrom(text, [company.partner.label, placeholders.origin, placeholders.manufacturer]), format).toEqual([]);
        expect(text, format).toContain(estimateTerms.find((term) => term.term === 'Import duties')!.full);
        expect(missingFrom(text, [warranty.standard, placeholders.conclusion, placeholders.priceConclusion]), format).toEqual([]);
        // Every marked place, and no other bracketed text.
        expect(new Set(text.match(placeholderPattern))).toEqual(new Set(Object.values(placeholders)));
        for (const claim of exclusivityClaims) expect(text, `${format} ${claim}`).not.toMatch(claim);
        for (const name of competitors)
          expect(text.toLowerCase(), `${format} names ${name}`).not.toMatch(new RegExp(`\\b${name.toLowerCase().replace(/[.-]/g, '\\$&')}\\b`));
      }
      // Word heading styles, real tables, and every marked place highlighted.
      expect(xml).toContain('<w:pStyle w:val="Title"/>');
      expect((xml.match(/<w:pStyle w:val="Heading1"\/>/g) ?? []).length).toBe(sectionHeadings.length);
      expect((xml.match(/<w:tbl>/g) ?? []).length).toBe(3);
      const highlighted = [...xml.matchAll(/<w:r>(?:(?!<\/w:r>).)*?<w:highlight w:val="yellow"\/>(?:(?!<\/w:r>).)*?<w:t[^>]*>([^<]*)<\/w:t>/g)].map(
        (m) => m[1],
      );
      expect(new Set(highlighted)).toEqual(new Set(Object.values(placeholders)));
    },
  );

  it('states each figure of a chosen process as a requirement, and the capability beside it prints the same figure', () => {
    const product = products.find((p) => p.slug === 'icp-etcher')!;
    const configuration = configurationOf(product, (library) => library.filter((entry) => ['icp-gaas-cl2', 'icp-sio2-c4f8'].includes(entry.id)));
    const requirements = soleSourceRequirements(configuration);
    expect(requirements.map((requirement) => requirement.number)).toEqual(requirements.map((_, i) => `R${i + 1}`));
    for (const entry of configuration.processes) {
      const row = processRow(entry);
      const own = requirements.filter((requirement) => requirement.capability.includes(`entry ${entry.id})`));
      const figures = [row.rate, row.selectivity, row.uniformity].filter(Boolean) as string[];
      expect(figures.length).toBeGreaterThanOrEqual(2);
      for (const figure of figures) {
        const requirement = own.find((r) => r.value === figure);
        expect(requirement, `${entry.id} ${figure}`).toBeDefined();
        expect(requirement!.subject).toContain(entry.material);
        expect(requirement!.capability).toContain(figure);
      }
      for (const requirement of own) expect(requirement.capability, requirement.number).toContain(requirement.value);
    }
    // A qualified figure says it was measured; a starting window says it is still to be qualified.
    expect(requirements.find((r) => r.capability.includes('entry icp-gaas-cl2)'))!.capability).toContain(
      "measured on the system by the supplier's applications team",
    );
  });

  it('changes with the data: a changed process figure prints in the requirement and the capability, in both formats', async () => {
    const product = products.find((p) => p.slug === 'ald')!;
    const configuration = configurationOf(product, (library) => [library[0]!]);
    const [entry] = configuration.processes;
    const changed: SoleSourceConfiguration = {
      ...configuration,
      processes: [{ ...entry!, results: { ...entry!.results, rate: { ...entry!.results.rate!, min: 9.7, max: 9.9 } } }],
    };
    const { docx, txt } = await renderBoth(changed);
    const rate = processRow(changed.processes[0]!).rate!;
    expect(rate).toContain('9.7-9.9');
    for (const text of [docx, txt]) {
      expect(text.split(rate).length - 1).toBe(2);
      expect(text).not.toContain(processRow(entry!).rate!);
    }
  });

  it('has the same words in both formats, the text writing each table row as its columns', () => {
    const { configuration, docx, txt } = rendered.get('pecvd')!;
    const draft = soleSourceDraft(configuration);
    const cells = draft.blocks.flatMap((block) => (block.kind === 'table' ? block.rows.flat() : []));
    for (const cell of cells) {
      expect(squash(docx)).toContain(squash(cell));
      expect(squash(txt)).toContain(squash(cell));
    }
    expect(txt).toContain(`Requirement of the project: R1. Substrates: wafer size ${formatWaferSizeOf(configuration.estimate.waferSizeMm)}`);
    expect(txt).toContain(`Maker: ${placeholders.maker}`);
  });

  it('refuses a request without processes, with a process of another system or an unknown one, or one whose option is missing', () => {
    const base = { product: 'icp-etcher', waferSizeMm: 150, options: [] as string[] };
    expect(checkSoleSource({ ...base, processes: [] })).toEqual({
      ok: false,
      message: 'Please choose the processes your project needs from the ICP-RIE Etching System’s process library.',
    });
    const foreign = processesFor('ald')[0]!.id;
    for (const processes of [[foreign], ['<script>'], ['icp-sio2-c4f8', 'nope']]) {
      expect(checkSoleSource({ ...base, processes })).toEqual({
        ok: false,
        message: 'Please choose processes from the ICP-RIE Etching System’s process library.',
      });
    }
    const needsStage = checkSoleSource({ ...base, processes: ['icp-si-cryo'] });
    expect(needsStage.ok).toBe(false);
    expect(!needsStage.ok && needsStage.message).toMatch(/needs the cryogenic stage: add it to the configuration\.$/);
    const ok = checkSoleSource({ ...base, options: ['cryogenic-stage'], processes: ['icp-si-cryo', 'icp-sio2-c4f8', 'icp-si-cryo'] });
    expect(ok.ok && ok.processes.map((entry) => entry.id)).toEqual(['icp-sio2-c4f8', 'icp-si-cryo']);
  });

  it('is registered as gated documents named per system, whose address is the configuration the page passes', () => {
    const product = products[0]!;
    expect(siteReadinessSheet(product)).toEqual({
      href: '/docs/icp-etcher-site-readiness.pdf',
      fileName: 'icp-etcher-site-readiness.pdf',
      title: 'ICP-RIE Etching System Site-Readiness Sheet',
    });
    expect(soleSourceDocx(product)).toEqual({
      href: '/products/icp-etcher#estimate',
      fileName: 'icp-etcher-sole-source-justification.docx',
      title: 'ICP-RIE Etching System Sole-Source Justification (Word)',
    });
    expect(soleSourceTextDocument(product, '/api/estimates/sole-source-justification.txt?system=icp-etcher').href).toBe(
      '/api/estimates/sole-source-justification.txt?system=icp-etcher',
    );
  });
});
