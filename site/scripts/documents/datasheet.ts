/**
 * A product datasheet: cover with key figures and a chamber drawing, then the description, key
 * features, applications, the full specification table, process capabilities, the extra sections
 * (e.g. DRIE on the RIE), materials, further reading and the contact block.
 */
import { company } from '../../app/config/company';
import { catalogue } from '../../app/content/pages/catalogue';
import type { Product } from '../../app/content/products';
import { contactBlock, contactBlockHeight, coverBand, factTiles, siteUrl, twoColumnLists } from './blocks';
import { chamberVariantBySlug, drawChamber } from './drawings';
import { DocWriter } from './layout';
import { colors } from './theme';

export function datasheetTitle(product: Product): string {
  return `${product.name} Datasheet`;
}

export const specColumns = [
  { header: 'Parameter', width: 36, kind: 'bold' as const },
  { header: 'Value', width: 64 },
];

export async function renderDatasheet(product: Product): Promise<{ bytes: Buffer; pages: number; title: string }> {
  const title = datasheetTitle(product);
  const w = new DocWriter({
    title,
    subject: product.meta.description,
    keywords: [product.name, product.shortName, product.category, 'datasheet', 'specifications', company.name],
    author: company.name,
    headerLabel: title,
    companyName: company.name,
  });

  // Cover.
  w.addPage();
  w.bookmark(product.name);
  coverBand(w, {
    kicker: 'Product datasheet',
    eyebrow: `${product.category} · ${product.shortName}`,
    title: product.name,
    lead: product.tagline,
    drawing: (doc, x, y, width) => drawChamber(doc, x, y, width, chamberVariantBySlug[product.slug]),
  });
  w.heading('At a glance', { bookmark: false, spaceBefore: 0 });
  factTiles(
    w,
    product.specifications.slice(0, 6).map((row) => ({ label: row.parameter, value: row.value })),
  );
  w.space(4);
  w.paragraph(product.summary, { size: 10.2, lineHeight: 15, color: colors.text, spaceAfter: 16 });
  twoColumnLists(w, [
    { title: 'Key features', items: product.keyFeatures.map((f) => f.title) },
    { title: 'Applications', items: product.applications.map((a) => a.title) },
  ]);

  // Description, features, applications.
  w.addPage();
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
      { header: 'Material', width: 26, kind: 'bold' },
      { header: 'Chemistry and conditions', width: 32 },
      { header: 'Typical result', width: 42 },
    ],
    rows: product.processCapabilities.map((row) => [row.material, row.chemistry, row.result]),
    continuedLabel: `Process capabilities, ${product.name} (continued)`,
    ...(product.processCapabilitiesNote ? { note: product.processCapabilitiesNote } : {}),
  });

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

  const links = product.relatedLinks.map((link) => ({ url: siteUrl(link.href), label: w.wrap(link.label, w.width - 14, 'bold', 9.2) }));
  const linkHeight = (label: string[]) => label.length * 12.6 + 12.6 + 5;
  // The closing part, further reading and the contact block, stays together on one page.
  const contactIntro = { title: catalogue.cta.title, body: catalogue.cta.body };
  const footnote = `Current version of this datasheet: ${siteUrl(`/docs/${product.datasheet.fileName}`)}. ${company.copyright}`;
  w.ensure(45 + links.reduce((sum, link) => sum + linkHeight(link.label), 0) + 10 + 45 + contactBlockHeight(w, contactIntro, footnote));
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
  contactBlock(w, contactIntro, footnote);

  const bytes = await w.finish();
  return { bytes, pages: w.pageCount, title };
}
