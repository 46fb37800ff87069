/**
 * The site-readiness sheet: one Letter page a campus facilities team takes round the building. It
 * prints the system's facility requirements exactly as the product page does (the rows of
 * lib/facility-format.ts), grouped by the trade that provides them, and under them a sign-off row per
 * trade with lines for who checked, when, and a signature, plus marked blanks for the building and room.
 * Beside the space and rigging rows it draws the system's floor plan, the one the product page shows.
 *
 * It must stay on one page for every system: the type steps down until the content fits, and a system
 * whose requirements do not fit even at the smallest size fails the build instead of spilling over.
 */
import { colors, DocWriter, page } from '@company/documents';
import { company } from '../app/config/company';
import type { Product } from '../app/content/products';
import { productDefinition } from '../app/content/products/registry';
import { deliveryRoute, facilityNote, facilityRows, specificationsChangeNotice, type FacilityRequirements } from '../app/content/purchasing';
import type { SpecRow } from '../app/content/products/types';
import { drawFootprintPlan, footprintPlanForSheet } from './footprint-drawing';

export type SignOffArea = {
  /** As printed in the sign-off table and over its group of requirements. */
  name: string;
  /** Who usually signs it, in a few words. */
  trade: string;
  /** The facility rows (by parameter) this trade provides. */
  rows: RegExp;
  /** What the trade confirms, in one sentence. */
  confirm: (facility: FacilityRequirements) => string;
  /** Whether the system's floor plan is drawn beside this trade's rows. */
  floorPlan?: true;
};

/** The trades that sign the sheet off, in the order a facilities team usually plans an installation. */
export const signOffAreas: SignOffArea[] = [
  {
    name: 'Electrical',
    trade: 'electrical shop',
    rows: /^(Electrical|Heat released)/,
    confirm: () => 'Feed and breaker as above, within reach of the main unit; the room’s cooling takes the heat load.',
  },
  {
    name: 'Mechanical (cooling water, compressed air, exhaust)',
    trade: 'mechanical / HVAC',
    rows: /^(Cooling water|Compressed air|Exhaust|Vacuum|DI water|Drains)/,
    confirm: () => 'Each supply and exhaust at its connection point, at the flow and pressure above.',
  },
  {
    name: 'Hazardous gas / EHS',
    trade: 'environmental health and safety',
    rows: /^(Nitrogen|Liquid nitrogen|Scrubber|Process gas|Gas connections)/,
    confirm: () => 'Gas cabinets, lines, detection and abatement as above, leak-checked and approved for the room.',
  },
  {
    name: 'Space & rigging',
    trade: 'space planning / rigging',
    rows: /^(Footprint|Separate units|Service clearances|Weight|Floor load|Room environment)/,
    floorPlan: true,
    confirm: (facility) => `The delivery route (doors, corridors, lift) has ${deliveryRoute(facility)}; the floor carries the load above.`,
  },
];

/** The facility rows grouped by the trade that signs for them; a row no trade claims is an error. */
function rowsByArea(facility: FacilityRequirements): { area: SignOffArea; rows: SpecRow[] }[] {
  const rows = facilityRows(facility);
  const unclaimed = rows.filter((row) => !signOffAreas.some((area) => area.rows.test(row.parameter)));
  if (unclaimed.length) throw new Error(`No sign-off area for facility rows: ${unclaimed.map((row) => row.parameter).join(', ')}`);
  return signOffAreas.map((area) => ({ area, rows: rows.filter((row) => area.rows.test(row.parameter)) }));
}

function siteReadinessTitle(product: Product): string {
  return `${product.name} Site-Readiness Sheet`;
}

/** Type sizes tried from the largest down; each is [size, line height]. */
const SIZES: [number, number][] = [
  [8, 10.2],
  [7.6, 9.7],
  [7.2, 9.2],
  [6.9, 8.8],
  [6.6, 8.4],
];

const BAND_HEIGHT = 64;
const SIGN_ROW_MIN = 29;

/** Places every block of the sheet from the top of the page; with `draw` false it only measures. */
function layOut(w: DocWriter, product: Product, facility: FacilityRequirements, [size, lineHeight]: [number, number], draw: boolean): number {
  const { doc } = w;
  const x0 = w.left;
  const width = w.width;
  const padX = 6;
  const padY = 1.9;
  let y = 0;

  // The band: company, what this sheet is, the system.
  const titleSize = 15;
  const title = w.wrap(product.name, width, 'bold', titleSize);
  const lead = w.wrap(
    `What the building must provide for the ${product.shortName}, and the sign-off of each trade before delivery.`,
    width,
    'regular',
    8.4,
  );
  const band = Math.max(BAND_HEIGHT, 30 + title.length * 18 + lead.length * 11 + 8);
  if (draw) {
    const gradient = doc.linearGradient(0, 0, page.width, band).stop(0, colors.band).stop(1, colors.bandLight);
    doc.rect(0, 0, page.width, band).fill(gradient);
    doc.rect(0, band - 3, page.width, 3).fill(colors.accent);
    w.line(company.name.toUpperCase(), x0, 13, { kind: 'bold', size: 8.4, lineHeight: 12, color: colors.onBandAccent, characterSpacing: 1.6 });
    w.line('SITE-READINESS SHEET', x0 + width, 13, { kind: 'bold', size: 7.6, lineHeight: 12, color: colors.onBandMuted, align: 'right' });
    w.lines(title, x0, 27, { kind: 'bold', size: titleSize, lineHeight: 18, color: colors.onBand });
    w.lines(lead, x0, 27 + title.length * 18 + 1, { size: 8.4, lineHeight: 11, color: colors.onBandMuted });
  }
  y = band + 10;

  // Where the system goes: marked blanks the facilities team fills in.
  const fields = [
    { label: 'Building', hint: '[BUILDING]', marked: true },
    { label: 'Room', hint: '[ROOM]', marked: true },
    { label: 'Department / lab', hint: '', marked: false },
    { label: 'Planned delivery date', hint: '', marked: false },
  ];
  const gap = 10;
  const fieldWidths = [0.3, 0.16, 0.3, 0.24].map((share) => share * (width - gap * (fields.length - 1)));
  const fieldHeight = 27;
  if (draw) {
    let x = x0;
    fields.forEach((field, i) => {
      const fw = fieldWidths[i]!;
      if (field.marked) doc.rect(x, y, fw, fieldHeight).fill(colors.tint);
      doc.rect(x, y, 2.5, fieldHeight).fill(field.marked ? colors.accent : colors.rule);
      w.line(field.label.toUpperCase(), x + 7, y + 3, { kind: 'bold', size: 6.6, lineHeight: 9, color: colors.textMuted, characterSpacing: 0.6 });
      if (field.hint) w.line(field.hint, x + 7, y + 12.5, { kind: 'bold', size: 7.4, lineHeight: 10, color: colors.accentSoft });
      doc
        .moveTo(x + 7, y + fieldHeight - 3)
        .lineTo(x + fw - 4, y + fieldHeight - 3)
        .lineWidth(0.6)
        .strokeColor(colors.steel)
        .stroke();
      x += fw + gap;
    });
  }
  y += fieldHeight + 7;

  const note = w.wrap(facilityNote, width, 'regular', 7.4);
  if (draw) w.lines(note, x0, y, { size: 7.4, lineHeight: 9.8, color: colors.textMuted });
  y += note.length * 9.8 + 4;

  // The requirements, grouped by the trade that provides them.
  const paramWidth = width * 0.22;
  const valueWidth = width - paramWidth;
  const header = lineHeight + 2 * padY;
  if (draw) {
    doc.rect(x0, y, width, header).fill(colors.band);
    w.line('Requirement', x0 + padX, y + padY, { kind: 'bold', size, lineHeight, color: colors.onBand });
    w.line('Standard configuration', x0 + paramWidth + padX, y + padY, { kind: 'bold', size, lineHeight, color: colors.onBand });
  }
  y += header;
  let planBottom = 0;
  rowsByArea(facility).forEach(({ area, rows }, index) => {
    const groupHeight = lineHeight + 2 * padY;
    if (draw) {
      doc.rect(x0, y, width, groupHeight).fill(colors.tintStrong);
      w.line(`${index + 1}  ${area.name}`, x0 + padX, y + padY, { kind: 'bold', size, lineHeight, color: colors.band });
    }
    y += groupHeight;
    // The floor plan stands at the right of its trade's rows, which close up to make room for it.
    const plan = area.floorPlan ? footprintPlanForSheet(w, facility) : undefined;
    const planColumn = plan ? plan.viewBox.width + 10 : 0;
    const rowsWidth = width - planColumn;
    const rowsTop = y;
    rows.forEach((row, r) => {
      const parameter = w.wrap(row.parameter, paramWidth - 2 * padX, 'bold', size);
      const value = w.wrap(row.value, valueWidth - planColumn - 2 * padX, 'regular', size);
      const height = Math.max(parameter.length, value.length) * lineHeight + 2 * padY;
      if (draw) {
        if (r % 2 === 1) doc.rect(x0, y, rowsWidth, height).fill(colors.zebra);
        w.lines(parameter, x0 + padX, y + padY, { kind: 'bold', size, lineHeight, color: colors.text });
        w.lines(value, x0 + paramWidth + padX, y + padY, { size, lineHeight, color: colors.textBody });
        doc
          .moveTo(x0, y + height)
          .lineTo(x0 + rowsWidth, y + height)
          .lineWidth(0.4)
          .strokeColor(colors.rule)
          .stroke();
      }
      y += height;
    });
    if (plan) {
      if (draw) drawFootprintPlan(w, plan, x0 + width - plan.viewBox.width, rowsTop + 4);
      planBottom = rowsTop + 4 + plan.viewBox.height;
      // Only the last group's plan may reach past its rows, down beside the sign-off heading.
      if (index < signOffAreas.length - 1) y = Math.max(y, planBottom);
    }
  });
  // The sign-off heading is short: the floor plan may reach down beside it, not into the table under it.
  y = Math.max(y + 9, planBottom - 14);

  // The sign-off: one row per trade, with room to write.
  const heading = 'Sign-off before delivery';
  if (draw) {
    doc.rect(x0, y + 2, 3.5, 11).fill(colors.accent);
    w.line(heading, x0 + 10, y, { kind: 'bold', size: 11, lineHeight: 15, color: colors.band });
  }
  y += 16;
  const columns = [
    { header: 'Area and what to confirm', share: 0.46 },
    { header: 'Checked by (name)', share: 0.2 },
    { header: 'Date', share: 0.12 },
    { header: 'Signature', share: 0.22 },
  ];
  const colWidths = columns.map((c) => c.share * width);
  const colX = colWidths.map((_, i) => x0 + colWidths.slice(0, i).reduce((s, v) => s + v, 0));
  const signSize = Math.min(size, 7.6);
  const signLine = signSize * 1.28;
  if (draw) {
    doc.rect(x0, y, width, header).fill(colors.band);
    columns.forEach((c, i) => w.line(c.header, colX[i]! + padX, y + padY, { kind: 'bold', size, lineHeight, color: colors.onBand }));
  }
  y += header;
  signOffAreas.forEach((area, index) => {
    const name = w.wrap(`${index + 1}  ${area.name}`, colWidths[0]! - 2 * padX, 'bold', signSize);
    const confirm = w.wrap(area.confirm(facility), colWidths[0]! - 2 * padX, 'regular', signSize);
    const height = Math.max(SIGN_ROW_MIN, (name.length + confirm.length) * signLine + 2 * padY + 2);
    if (draw) {
      w.lines(name, colX[0]! + padX, y + padY + 1, { kind: 'bold', size: signSize, lineHeight: signLine, color: colors.text });
      w.lines(confirm, colX[0]! + padX, y + padY + 1 + name.length * signLine, { size: signSize, lineHeight: signLine, color: colors.textBody });
      // A writing line in each blank cell, near the bottom of the row.
      for (let i = 1; i < columns.length; i++) {
        doc
          .moveTo(colX[i]! + padX, y + height - 7)
          .lineTo(colX[i]! + colWidths[i]! - padX, y + height - 7)
          .lineWidth(0.6)
          .strokeColor(colors.steel)
          .stroke();
      }
      doc
        .moveTo(x0, y + height)
        .lineTo(x0 + width, y + height)
        .lineWidth(index === signOffAreas.length - 1 ? 1.2 : 0.5)
        .strokeColor(index === signOffAreas.length - 1 ? colors.accent : colors.rule)
        .stroke();
    }
    y += height;
  });
  return y;
}

export async function renderSiteReadiness(
  product: Product,
  facility: FacilityRequirements = productDefinition(product.slug).purchasing.facilities,
): Promise<{ bytes: Buffer; pages: number; title: string }> {
  const title = siteReadinessTitle(product);
  const w = new DocWriter({
    title,
    subject: `Facility requirements and site sign-off for the ${product.name}`,
    keywords: [product.name, 'site readiness', 'facility requirements', 'installation', company.name],
    author: company.name,
    headerLabel: title,
    companyName: company.name,
    footerNote: `Signed? Send a copy with the quote number to ${company.email.support}  ·  ${specificationsChangeNotice}`,
  });
  w.addPage();
  const size = SIZES.find((s) => layOut(w, product, facility, s, false) <= page.contentBottom);
  if (!size) throw new Error(`The facility requirements of the ${product.name} do not fit on one page, even in the smallest type.`);
  w.y = layOut(w, product, facility, size, true);
  const bytes = await w.finish();
  return { bytes, pages: w.pageCount, title };
}
