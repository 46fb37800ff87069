/**
 * A product datasheet, written as a purchasing document: a cover with key figures, the overview and a
 * chamber drawing, then key features, applications, the full specification table, process capabilities
 * (with the methods behind their measured results),
 * the extra sections (e.g. DRIE on the RIE), materials, the options, the facility requirements, any
 * compliance statements the company configuration holds, further reading and the contact block. Every
 * section is printed once. Every page carries the datasheet's revision and date and the notice that
 * specifications may change.
 */
import { colors, contactBlock, contactBlockHeight, coverBand, DocWriter, factTiles, type } from '@company/documents';
import { company } from '../app/config/company';
import { catalogue } from '../app/content/pages/catalogue';
import type { Product } from '../app/content/products';
import { productDefinition } from '../app/content/products/registry';
import { facilitySheet, optionsFor, revisionLabel, specificationsChangeNotice } from '../app/content/purchasing';
import { drawChamber } from './chamber-drawings';
import { companyContact, siteUrl } from './company';

function datasheetTitle(product: Product): string {
  return `${product.name} Datasheet`;
}

/** The second footer line of every page: revision, issue date and the notice that specifications may change. */
export function datasheetFooterNote(product: Product): string {
  return `${revisionLabel(productDefinition(product.slug).purchasing.datasheetRevision)}  ·  ${specificationsChangeNotice}`;
}

export const specColumns = [
  { header: 'Parameter', width: 36, kind: 'bold' as const },
  { header: 'Value', width: 64 },
];

export type DatasheetSettings = {
  /**
   * Compliance statements to print, word for word. Defaults to the company configuration's; no
   * certification or compliance claim is printed that is not in it.
   */
  complianceStatements?: readonly string[];
};

export async function renderDatasheet(product: Product, settings: DatasheetSettings = {}): Promise<{ bytes: Buffer; pages: number; title: string }> {
  const title = datasheetTitle(product);
  const { purchasing, art } = productDefinition(product.slug);
  const revision = purchasing.datasheetRevision;
  const compliance = settings.complianceStatements ?? company.complianceStatements;
  const w = new DocWriter({
    title,
    subject: product.meta.description,
    keywords: [product.name, product.shortName, product.category, 'datasheet', 'specifications', 'facility requirements', company.name],
    author: company.name,
    headerLabel: title,
    companyName: company.name,
    footerNote: datasheetFooterNote(product),
    date: new Date(`${revision.date}T00:00:00Z`),
  });

  // Cover: key figures and the overview. Key features and applications follow once, in full.
  w.addPage();
  w.bookmark(product.name);
  coverBand(w, {
    kicker: `Product datasheet  ·  Rev. ${revision.revision}`,
    eyebrow: `${product.category} · ${product.shortName}`,
    title: product.name,
    lead: product.tagline,
    drawing: (doc, x, y, width) => drawChamber(doc, x, y, width, art.chamber),
  });
  w.heading('At a glance', { bookmark: false, spaceBefore: 0 });
  factTiles(
    w,
    product.specifications.slice(0, 6).map((row) => ({ label: row.parameter, value: row.value })),
  );
  w.heading('Overview');
  for (const text of product.description) w.paragraph(text);

  w.heading('Key features');
  w.cards(product.keyFeatures);
  w.heading('Applications');
  w.titledList(product.applications);

  // Tables.
  w.heading('Specifications');
  w.table({
    columns: specColumns,
    rows: product.specifications.map((row) => [row.parameter, row.value]),
    continuedLabel: `Specifications, ${product.name} (continued)`,
    ...(product.specificationsNote ? { note: product.specificationsNote } : {}),
  });

  w.heading('Process capabilities');
  w.table({
    columns: [
      // The result column, with the measured results, is the longest: it gets the width.
      { header: 'Material', width: 18, kind: 'bold' },
      { header: 'Chemistry and conditions', width: 30 },
      { header: 'Typical result', width: 52 },
    ],
    // Compact type: with the measured results, the rows are long, and the table stays within its pages.
    compact: true,
    rows: product.processCapabilities.map((row) => [row.material, row.chemistry, row.result]),
    continuedLabel: `Process capabilities, ${product.name} (continued)`,
    ...(product.processCapabilitiesNote ? { note: product.processCapabilitiesNote } : {}),
  });
  if (product.processMethods.length) {
    // Each method once, numbered as the results in the table name them.
    w.subheading('How the results were measured');
    w.table({
      columns: [
        { header: 'No.', width: 8, kind: 'bold' },
        { header: 'Method', width: 92 },
      ],
      compact: true,
      rows: product.processMethods.map((method, index) => [`[${index + 1}]`, method]),
      continuedLabel: `How the results were measured, ${product.name} (continued)`,
    });
  }

  for (const section of product.sections ?? []) {
    w.heading(section.title);
    for (const text of section.paragraphs) w.paragraph(text);
    if (section.specifications?.length) {
      w.subheading(`${section.title}: specifications`);
      w.table({
        columns: specColumns,
        rows: section.specifications.map((row) => [row.parameter, row.value]),
        continuedLabel: `${section.title} specifications (continued)`,
      });
    }
  }

  w.heading('Materials');
  w.pills(product.materials);

  // Purchasing: what can be added to the system, and what the building must provide for it.
  const optionsTable = {
    columns: [
      { header: 'Option', width: 32, kind: 'bold' as const },
      { header: 'What it adds', width: 68 },
    ],
    compact: true,
    rows: optionsFor(product.slug).map((option) => [option.name, option.description]),
    continuedLabel: `Options, ${product.name} (continued)`,
  };
  w.heading('Options');
  w.lead(
    `Options that can be added to the ${product.shortName} when it is ordered; a quote lists the configuration you choose.`,
    w.tableStartHeight(optionsTable),
  );
  w.table(optionsTable);

  const facility = facilitySheet(product.slug);
  const facilityTable = {
    columns: [
      { header: 'Requirement', width: 27, kind: 'bold' as const },
      { header: 'Standard configuration', width: 73 },
    ],
    compact: true,
    rows: facility.rows.map((row) => [row.parameter, row.value]),
    continuedLabel: `Facility requirements, ${product.name} (continued)`,
    note: facility.note,
  };
  const facilityLead = `What the ${product.shortName} needs from the building, for planning the installation before delivery.`;
  // The facilities team gets the whole table on one page: it starts a page unless it fits below.
  const headingHeight = 18 + type.h2.lineHeight + 8;
  if (w.remaining() < headingHeight + w.textHeight(facilityLead, w.width, type.body) + 7 + w.tableHeight(facilityTable)) w.addPage();
  w.heading('Facility requirements');
  w.lead(facilityLead, w.tableStartHeight(facilityTable));
  w.table(facilityTable);

  if (compliance.length) {
    w.heading('Compliance');
    w.bullets([...compliance]);
  }

  const links = product.relatedLinks.map((link) => ({ url: siteUrl(link.href), label: w.wrap(link.label, w.width - 14, 'bold', 9.2) }));
  const linkHeight = (label: string[]) => label.length * 12.6 + 12.6 + 5;
  // The closing part, further reading and the contact block, stays together on one page.
  const contact = companyContact({ title: catalogue.cta.title, body: catalogue.cta.body });
  const currentVersion = siteUrl(`/docs/${product.datasheet.fileName}`);
  const footnote = `${revisionLabel(revision)}. Current version of this datasheet: ${currentVersion}. ${company.copyright}`;
  w.ensure(45 + links.reduce((sum, link) => sum + linkHeight(link.label), 0) + 10 + 45 + contactBlockHeight(w, contact, footnote));
  w.heading('Learn more');
  for (const { url, label: labelLines } of links) {
    const height = linkHeight(labelLines);
    w.ensure(height);
    w.doc.rect(w.left + 1, w.y + 4.4, 4.2, 4.2).fill(colors.accent);
    w.lines(labelLines, w.left + 14, w.y, { kind: 'bold', size: 9.2, lineHeight: 12.6, color: colors.text });
    w.line(w.fitText(url, w.width - 14, 'regular', 8.4), w.left + 14, w.y + labelLines.length * 12.6, {
      size: 8.4,
      lineHeight: 12.6,
      color: colors.accent,
      link: url,
    });
    w.y += height;
  }
  w.space(10);

  w.heading('Contact', { bookmark: true });
  contactBlock(w, contact, footnote);

  const bytes = await w.finish();
  return { bytes, pages: w.pageCount, title };
}
