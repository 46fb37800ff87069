/**
 * The service process guide linked from the service and support page: warranty, the four-step service
 * process, the preventive maintenance visit and preparing for service, the service plans with their
 * prices, the five-year cost of ownership (a donut and the same figures as a table) and contact details
 * with the business hours.
 */
import { colors, contactBlock, coverBand, DocWriter, drawDonut, planCards, stepList, type, type TableOptions } from '@company/documents';
import { company } from '../app/config/company';
import { serviceSupport } from '../app/content/pages/service-support';
import { drawChamber } from './chamber-drawings';
import { companyContact, siteUrl } from './company';
import { serviceGuideCopy } from './service-guide-copy';

const shareColors = [
  { color: colors.band, textColor: colors.onBand },
  { color: colors.accent, textColor: colors.onBand },
  { color: colors.plasmaGlowMid, textColor: colors.band },
  { color: colors.glow, textColor: colors.band },
];

/** The service comparison table of the service and support page (also printed in the equipment guide). */
export function comparisonTable(): TableOptions {
  const [labelHeader, ...valueHeaders] = serviceSupport.comparison.table.columns;
  return {
    columns: [{ header: labelHeader ?? '', width: 28, kind: 'bold' }, ...valueHeaders.map((header) => ({ header, width: 36 }))],
    rows: serviceSupport.comparison.table.rows.map((row) => [row.label, ...row.values]),
    continuedLabel: `${serviceSupport.comparison.title} (continued)`,
  };
}

export async function renderServiceGuide(): Promise<{ bytes: Buffer; pages: number; title: string }> {
  const { guide } = serviceSupport;
  const title = guide.title;
  const w = new DocWriter({
    title,
    subject: guide.description,
    keywords: ['service', 'support', 'warranty', 'preventive maintenance', 'annual maintenance contract', company.name],
    author: company.name,
    headerLabel: title,
    companyName: company.name,
  });

  // Cover with the warranty.
  w.addPage();
  w.bookmark(title);
  coverBand(w, {
    kicker: serviceSupport.hero.title,
    eyebrow: serviceSupport.process.title,
    title,
    lead: serviceSupport.hero.lead,
    drawing: (doc, x, y, width) => drawChamber(doc, x, y, width, 'parallel-plate'),
  });
  w.paragraph(guide.description, { size: 10.2, lineHeight: 15, color: colors.text });
  w.heading(serviceSupport.warranty.title);
  w.paragraph(serviceSupport.warranty.lead);
  w.cards(serviceSupport.warranty.items, { columns: 3 });

  // The four-step process.
  w.addPage();
  w.heading(serviceSupport.process.title);
  w.paragraph(serviceSupport.process.lead, { spaceAfter: 14 });
  stepList(w, serviceSupport.process.steps);

  w.heading(serviceGuideCopy.maintenanceVisit.title);
  w.paragraph(serviceGuideCopy.maintenanceVisit.lead);
  w.bullets([...serviceGuideCopy.maintenanceVisit.items], { gap: 5 });

  w.heading(serviceGuideCopy.preparation.title);
  w.paragraph(serviceGuideCopy.preparation.lead);
  w.bullets([...serviceGuideCopy.preparation.items], { gap: 5 });

  // Plans (the comparison table is printed in the equipment guide).
  w.heading(serviceSupport.plans.title);
  w.ensure(w.textHeight(serviceSupport.plans.lead, w.width, type.body) + 240);
  w.paragraph(serviceSupport.plans.lead);
  planCards(w, serviceSupport.plans.items);

  // Cost of ownership: the donut with a legend, then the same figures as a table.
  const tco = serviceSupport.costOfOwnership;
  const total = tco.shares.reduce((sum, share) => sum + share.percent, 0);
  if (total !== 100) throw new Error(`Cost-of-ownership shares add up to ${total}%, not 100%.`);
  const outer = 64;
  const chartHeight = 2 * outer + 8;
  const shareTable: TableOptions = {
    columns: [
      { header: 'Share of five-year cost', width: 30, kind: 'bold' },
      { header: 'Percent', width: 12 },
      { header: 'What it covers', width: 58 },
    ],
    rows: tco.shares.map((share) => [share.label, `${share.percent}%`, share.body]),
    continuedLabel: `${tco.title} (continued)`,
    compact: true,
  };
  // The chart, its table and the note read as one: keep the whole section on one page.
  w.ensure(
    45 +
      w.textHeight(tco.lead, w.width, type.body) +
      12 +
      chartHeight +
      10 +
      w.tableStartHeight(shareTable) +
      10 +
      w.textHeight(tco.note, w.width, type.body),
  );
  w.heading(tco.title);
  w.paragraph(tco.lead, { spaceAfter: 12 });
  w.ensure(chartHeight);
  const cx = w.left + outer + 4;
  const cy = w.y + outer + 2;
  drawDonut(
    w.doc,
    cx,
    cy,
    outer,
    outer * 0.56,
    tco.shares.map((share, i) => ({ percent: share.percent, ...shareColors[i % shareColors.length]! })),
  );
  w.line('5 years', cx - 40, cy - 15, { kind: 'bold', size: 12, lineHeight: 16, color: colors.band, align: 'center', width: 80 });
  w.line('total cost', cx - 40, cy + 1, { size: 8.4, lineHeight: 12, color: colors.textMuted, align: 'center', width: 80 });
  const legendX = w.left + 2 * outer + 36;
  const legendWidth = w.left + w.width - legendX;
  let legendY = cy - (tco.shares.length * 30) / 2;
  tco.shares.forEach((share, i) => {
    w.doc.rect(legendX, legendY + 2, 12, 12).fill(shareColors[i % shareColors.length]!.color);
    const label = w.fitText(share.label, legendWidth - 70, 'bold', 10);
    w.line(label, legendX + 20, legendY, { kind: 'bold', size: 10, lineHeight: 16, color: colors.text });
    w.line(`${share.percent}%`, legendX + legendWidth, legendY, { kind: 'bold', size: 10, lineHeight: 16, color: colors.accent, align: 'right' });
    w.doc
      .moveTo(legendX, legendY + 23)
      .lineTo(legendX + legendWidth, legendY + 23)
      .lineWidth(0.5)
      .strokeColor(colors.rule)
      .stroke();
    legendY += 30;
  });
  w.y += chartHeight + 10;
  w.table(shareTable);
  w.paragraph(tco.note, { size: type.body.size, color: colors.text });

  // Contact: the block lists the sales and support hours of the page's business-hours section.
  w.heading('Contact');
  contactBlock(
    w,
    companyContact({ title: serviceSupport.closing.title, body: serviceSupport.closing.body }),
    `Current version of this guide: ${siteUrl(guide.href)}. ${company.copyright}`,
  );

  const bytes = await w.finish();
  return { bytes, pages: w.pageCount, title };
}
