/**
 * The equipment guide (the catalogue's "Download Equipment Guide" and "Download Brochure" file, also
 * offered on the startup package page): cover, contents, how to choose a process, one section per
 * system with its specifications, the startup package, warranty and service plans, and contact details.
 */
import { callout, colors, contactBlock, coverBand, DocWriter, page, planCards, statTiles, stepList, twoColumnLists, type } from '@company/documents';
import { company } from '../app/config/company';
import { equipmentGuide } from '../app/content/documents';
import { trustFigures } from '../app/content/trust';
import { catalogue } from '../app/content/pages/catalogue';
import { serviceSupport } from '../app/content/pages/service-support';
import { startupPackage } from '../app/content/pages/startup-package';
import { products, type Product } from '../app/content/products';
import { drawChamber } from './chamber-drawings';
import { companyContact, siteUrl } from './company';
import { specColumns } from './datasheet';
import { comparisonTable } from './service-guide';

type ContentsEntry = { title: string; destination: string; page: number; level: 0 | 1 };

export async function renderEquipmentGuide(): Promise<{ bytes: Buffer; pages: number; title: string }> {
  const title = equipmentGuide.title;
  const w = new DocWriter({
    title,
    subject: catalogue.meta.description,
    keywords: ['equipment guide', 'brochure', ...products.map((p) => p.shortName), company.name],
    author: company.name,
    headerLabel: title,
    companyName: company.name,
  });
  const contents: ContentsEntry[] = [];
  const mark = (entryTitle: string, level: 0 | 1 = 0) => {
    const destination = `section-${contents.length + 1}`;
    w.doc.addNamedDestination(destination);
    contents.push({ title: entryTitle, destination, page: w.pageIndex + 1, level });
  };

  // Cover.
  w.addPage();
  w.bookmark(title);
  coverBand(w, {
    kicker: catalogue.hero.eyebrow,
    eyebrow: title,
    title: catalogue.hero.title,
    lead: catalogue.hero.lead,
    drawing: (doc, x, y, width) => drawChamber(doc, x, y, width, 'icp'),
  });
  w.heading(catalogue.partner.title, { bookmark: false, spaceBefore: 0 });
  statTiles(w, trustFigures.slice(0, 4), { columns: 4 });
  for (const text of catalogue.partner.paragraphs) w.paragraph(text);

  // Contents: a page reserved now and filled in at the end, when the page numbers are known.
  w.addPage();
  const contentsPage = w.pageIndex;

  // How to choose: the range, the first-etcher question, the etching processes and the applications.
  w.addPage();
  w.heading('The range at a glance', { onPlace: () => mark('The range at a glance') });
  w.table({
    columns: [
      { header: 'System', width: 24, kind: 'bold' },
      { header: 'Category', width: 17 },
      { header: 'In short', width: 59 },
    ],
    rows: products.map((p) => [p.name, p.category, p.summary]),
    continuedLabel: 'The range at a glance (continued)',
    compact: true,
  });
  const startWith = catalogue.faq.items.find((item) => /RIE or an ICP-RIE/.test(item.question));
  if (startWith) callout(w, { title: startWith.question, body: startWith.answer });

  w.addPage();
  w.heading(catalogue.etchingProcesses.title, { onPlace: () => mark(catalogue.etchingProcesses.title) });
  w.paragraph(catalogue.etchingProcesses.lead);
  w.cards(
    catalogue.etchingProcesses.items.map((item) => ({ eyebrow: item.name, title: item.link.label, body: item.body })),
    { columns: 2, compact: true },
  );

  w.heading(catalogue.applications.title, { onPlace: () => mark(catalogue.applications.title) });
  w.lead(catalogue.applications.lead, 80);
  w.cards(catalogue.applications.items, { columns: 3, compact: true });

  // One section per system.
  const systems = w.doc.outline.addItem('Systems');
  products.forEach((product, index) => {
    w.addPage();
    mark(product.name, 1);
    systems.addItem(product.name);
    productSection(w, product, index);
  });

  // Startup package.
  w.addPage();
  w.heading(startupPackage.hero.title, { onPlace: () => mark(startupPackage.hero.title) });
  w.paragraph(startupPackage.hero.lead);
  w.subheading(startupPackage.eligibility.title);
  w.paragraph(startupPackage.eligibility.body);
  w.bullets(startupPackage.eligibility.criteria);
  w.subheading(startupPackage.benefits.title);
  w.lead(startupPackage.benefits.lead, 90);
  w.cards(startupPackage.benefits.items, { columns: 2 });
  w.subheading(startupPackage.includes.title);
  w.lead(startupPackage.includes.lead, 80);
  w.cards(startupPackage.includes.items, { columns: 2 });
  w.subheading(startupPackage.products.title);
  w.lead(startupPackage.products.lead, 60);
  w.titledList(startupPackage.products.items.map((item) => ({ title: item.name, body: item.body })));
  w.subheading(startupPackage.steps.title);
  stepList(w, startupPackage.steps.items);
  callout(w, {
    value: startupPackage.trust.value,
    title: startupPackage.trust.label.replace(/^./, (c) => c.toUpperCase()),
    body: startupPackage.trust.body,
  });
  callout(w, { title: startupPackage.warranty.title, body: startupPackage.warranty.body });

  // Warranty and service.
  w.heading(catalogue.warranty.title, { onPlace: () => mark(catalogue.warranty.title) });
  w.lead(catalogue.warranty.lead, 100);
  w.cards(catalogue.warranty.items, { columns: 3 });
  w.subheading(serviceSupport.plans.title);
  w.lead(serviceSupport.plans.lead, 230);
  planCards(w, serviceSupport.plans.items);
  w.subheading(serviceSupport.comparison.title);
  const comparison = comparisonTable();
  w.lead(serviceSupport.comparison.lead, w.tableStartHeight(comparison));
  w.table(comparison);
  callout(w, {
    title: serviceSupport.guide.title,
    body: serviceSupport.guide.description,
    link: siteUrl(serviceSupport.guide.href),
  });

  // Contact.
  w.heading('Contact', { onPlace: () => mark('Contact') });
  contactBlock(
    w,
    companyContact({ title: catalogue.cta.title, body: catalogue.cta.body }),
    `SAM.gov Unique Entity ID (UEI): ${company.uei}. ${company.copyright}`,
  );

  drawContents(w, contentsPage, contents);
  const bytes = await w.finish();
  return { bytes, pages: w.pageCount, title };
}

function productSection(w: DocWriter, product: Product, index: number): void {
  // Title panel with the links to the datasheet and the product page.
  const pad = 16;
  const inner = w.width - 2 * pad;
  const name = w.wrap(product.name, inner, 'bold', 18);
  const tagline = w.wrap(product.tagline, inner, 'regular', 9.4);
  const links = [
    { label: 'Datasheet', url: siteUrl(`/docs/${product.datasheet.fileName}`) },
    { label: 'Product page', url: siteUrl(`/products/${product.slug}`) },
  ];
  const height = pad + 14 + name.length * 23 + 4 + tagline.length * 13.4 + 8 + links.length * 12.4 + pad;
  w.doc.rect(w.left, w.y, w.width, height).fill(colors.band);
  w.doc.rect(w.left, w.y + height - 3, w.width, 3).fill(colors.accent);
  const eyebrow = `System ${String(index + 1).padStart(2, '0')} of ${products.length} · ${product.category}`;
  w.line(eyebrow.toUpperCase(), w.left + pad, w.y + pad, {
    kind: 'bold',
    size: 7.6,
    lineHeight: 11,
    color: colors.onBandAccent,
    characterSpacing: 1.2,
  });
  let y = w.y + pad + 14;
  y += w.lines(name, w.left + pad, y, { kind: 'bold', size: 18, lineHeight: 23, color: colors.onBand });
  y += 4 + w.lines(tagline, w.left + pad, y + 4, { size: 9.4, lineHeight: 13.4, color: colors.onBandMuted }) + 8;
  for (const link of links) {
    const labelWidth = w.line(`${link.label}: `, w.left + pad, y, { kind: 'bold', size: 8.4, lineHeight: 12.4, color: colors.onBandAccent });
    w.line(link.url, w.left + pad + labelWidth + 2, y, { size: 8.4, lineHeight: 12.4, color: colors.onBand, link: link.url });
    y += 12.4;
  }
  w.y += height + 14;

  twoColumnLists(
    w,
    [
      { title: 'Key features', items: product.keyFeatures.map((f) => f.title) },
      { title: 'Materials', items: product.materials },
    ],
    { compact: true },
  );

  w.subheading('Specifications');
  w.table({
    columns: specColumns,
    rows: product.specifications.map((row) => [row.parameter, row.value]),
    continuedLabel: `Specifications, ${product.name} (continued)`,
    compact: true,
    ...(product.specificationsNote ? { note: product.specificationsNote } : {}),
  });
  for (const section of product.sections ?? []) {
    if (!section.specifications?.length) continue;
    const intro = section.paragraphs[0] ?? '';
    const introStyle = { size: type.small.size + 0.4, lineHeight: 12.4 };
    w.subheading(`${section.title} configuration`);
    // Keep the introduction whole and with the start of its table.
    w.ensure(w.textHeight(intro, w.width, introStyle) + 7 + 80);
    w.paragraph(intro, introStyle);
    w.table({
      columns: specColumns,
      rows: section.specifications.map((row) => [row.parameter, row.value]),
      continuedLabel: `${section.title} specifications (continued)`,
      compact: true,
    });
  }
}

function drawContents(w: DocWriter, pageIndex: number, entries: ContentsEntry[]): void {
  w.doc.switchToPage(pageIndex);
  w.y = page.contentTop;
  w.heading('Contents', { bookmark: false });
  w.flush();
  w.space(6);
  for (const entry of entries) {
    const indent = entry.level === 1 ? 18 : 0;
    const size = entry.level === 1 ? 9.6 : 10.6;
    const kind = entry.level === 1 ? ('regular' as const) : ('bold' as const);
    const lineHeight = entry.level === 1 ? 19 : 24;
    const number = String(entry.page);
    const numberWidth = w.measure(number, 'bold', size);
    const text = w.fitText(entry.title, w.width - indent - numberWidth - 40, kind, size);
    const textWidth = w.line(text, w.left + indent, w.y, {
      kind,
      size,
      lineHeight,
      color: entry.level === 1 ? colors.textBody : colors.band,
      goTo: entry.destination,
    });
    // Dot leader between the title and the page number.
    const from = w.left + indent + textWidth + 8;
    const to = w.left + w.width - numberWidth - 8;
    w.doc
      .moveTo(from, w.y + lineHeight / 2 + 4)
      .lineTo(to, w.y + lineHeight / 2 + 4)
      .lineWidth(0.8)
      .dash(0.8, { space: 3 })
      .strokeColor(colors.steelLight)
      .stroke();
    w.doc.undash();
    w.line(number, w.left + w.width, w.y, { kind: 'bold', size, lineHeight, color: colors.accent, align: 'right', goTo: entry.destination });
    w.y += lineHeight;
  }
}
