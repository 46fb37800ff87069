/**
 * Building blocks the documents share: the cover band, fact and stat tiles, numbered steps, plan cards,
 * the contact block, side-by-side lists and the callout panel.
 */
import type { DocWriter, PdfDocument } from './layout.ts';
import { colors, page, type } from './theme.ts';

export type CoverOptions = {
  /** Small label at the top right of the band, e.g. "PRODUCT DATASHEET". */
  kicker: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Draws the illustration in the right column; returns its height. */
  drawing?: (doc: PdfDocument, x: number, y: number, width: number) => number;
  minHeight?: number;
};

/** The dark band at the top of a cover page. Returns the y below it and sets the flow there. */
export function coverBand(w: DocWriter, options: CoverOptions): number {
  const doc = w.doc;
  const textWidth = options.drawing ? 292 : w.width;
  const eyebrowY = 112;
  const titleLines = w.wrap(options.title, textWidth, 'bold', 27);
  const leadLines = w.wrap(options.lead, textWidth, 'regular', 10.8);
  const titleY = eyebrowY + 20;
  const leadY = titleY + titleLines.length * 32 + 12;
  const textBottom = leadY + leadLines.length * 15.5;
  const drawingWidth = 210;
  const drawingHeight = (drawingWidth * 320) / 400;
  const height = Math.max(options.minHeight ?? 0, textBottom + 44, options.drawing ? 100 + drawingHeight + 50 : 0);

  const gradient = doc.linearGradient(0, 0, page.width, height).stop(0, colors.band).stop(1, colors.bandLight);
  doc.rect(0, 0, page.width, height).fill(gradient);
  w.line(w.meta.companyName.toUpperCase(), page.marginX, 40, {
    kind: 'bold',
    size: 10,
    lineHeight: 14,
    color: colors.onBandAccent,
    characterSpacing: 2,
  });
  w.line(options.kicker.toUpperCase(), page.width - page.marginX, 40, {
    kind: 'bold',
    size: 7.8,
    lineHeight: 14,
    color: colors.onBandMuted,
    align: 'right',
  });
  doc
    .moveTo(page.marginX, 66)
    .lineTo(page.width - page.marginX, 66)
    .lineWidth(0.6)
    .strokeColor(colors.onBandMuted)
    .strokeOpacity(0.35)
    .stroke();
  doc.strokeOpacity(1);
  w.line(options.eyebrow.toUpperCase(), page.marginX, eyebrowY, {
    kind: 'bold',
    size: 8.6,
    lineHeight: 14,
    color: colors.onBandAccent,
    characterSpacing: 1.5,
  });
  w.lines(titleLines, page.marginX, titleY, { kind: 'bold', size: 27, lineHeight: 32, color: colors.onBand });
  w.lines(leadLines, page.marginX, leadY, { size: 10.8, lineHeight: 15.5, color: colors.onBandMuted });
  if (options.drawing) {
    const drawingY = Math.max(96, (height - drawingHeight) / 2 + 6);
    options.drawing(doc, page.width - page.marginX - drawingWidth, drawingY, drawingWidth);
  }
  doc.rect(0, height - 4, page.width, 4).fill(colors.accent);
  w.y = height + 26;
  return w.y;
}

/** Label-over-value tiles in a grid, e.g. the key figures on a datasheet cover. */
export function factTiles(w: DocWriter, items: { label: string; value: string }[], columns = 3): void {
  const gap = 10;
  const pad = 10;
  const colWidth = (w.width - gap * (columns - 1)) / columns;
  for (let start = 0; start < items.length; start += columns) {
    const row = items.slice(start, start + columns).map((item) => ({
      label: w.wrap(item.label.toUpperCase(), colWidth - 2 * pad, 'bold', 6.9),
      value: w.wrap(item.value, colWidth - 2 * pad, 'bold', 10.2),
    }));
    const height = Math.max(...row.map((t) => t.label.length * 9.6 + 4 + t.value.length * 13.4)) + 2 * pad;
    w.ensure(height);
    row.forEach((tile, col) => {
      const x = w.left + col * (colWidth + gap);
      w.doc.rect(x, w.y, colWidth, height).fill(colors.tint);
      w.doc.rect(x, w.y, colWidth, 2.5).fill(colors.accent);
      const y = w.y + pad + w.lines(tile.label, x + pad, w.y + pad, { kind: 'bold', size: 6.9, lineHeight: 9.6, color: colors.textMuted });
      w.lines(tile.value, x + pad, y + 4, { kind: 'bold', size: 10.2, lineHeight: 13.4, color: colors.band });
    });
    w.y += height + gap;
  }
}

/** Big-number tiles (e.g. "1000+ systems installed"). */
export function statTiles(w: DocWriter, items: { value: string; label: string }[], options: { columns?: number; onBand?: boolean } = {}): void {
  const columns = options.columns ?? items.length;
  const gap = 10;
  const pad = 10;
  const colWidth = (w.width - gap * (columns - 1)) / columns;
  const rows = items.map((item) => ({ value: item.value, label: w.wrap(item.label, colWidth - 2 * pad, 'regular', 8.4) }));
  const height = Math.max(...rows.map((r) => 26 + r.label.length * 11.4)) + 2 * pad;
  w.ensure(height);
  rows.forEach((tile, col) => {
    const x = w.left + (col % columns) * (colWidth + gap);
    w.doc.rect(x, w.y, colWidth, height).fill(options.onBand ? colors.band : colors.tint);
    w.line(tile.value, x + pad, w.y + pad, { kind: 'bold', size: 19, lineHeight: 24, color: options.onBand ? colors.onBand : colors.accent });
    w.lines(tile.label, x + pad, w.y + pad + 26, { size: 8.4, lineHeight: 11.4, color: options.onBand ? colors.onBandMuted : colors.textBody });
  });
  w.y += height + 14;
}

/** A numbered vertical step list with connectors between the numbers. */
export function stepList(w: DocWriter, steps: { title: string; body: string }[]): void {
  const r = 13;
  const textX = w.left + 2 * r + 14;
  const textWidth = w.width - (textX - w.left);
  let previous: { page: number; y: number } | null = null;
  const laid = steps.map((step) => {
    const title = w.wrap(step.title, textWidth, 'bold', 10.6);
    const body = w.wrap(step.body, textWidth, 'regular', type.body.size);
    return { title, body, height: Math.max(2 * r, title.length * 14 + 2 + body.length * type.body.lineHeight) };
  });
  // A short list stays whole, so no step is left alone on a page.
  const total = laid.reduce((sum, step) => sum + step.height + 16, 0) - 16;
  if (total <= 320) w.ensure(total);
  laid.forEach(({ title, body, height }, i) => {
    w.ensure(height);
    const cy = w.y + r;
    if (previous && previous.page === w.pageIndex) {
      w.doc
        .moveTo(w.left + r, previous.y + r + 3)
        .lineTo(w.left + r, cy - r - 3)
        .lineWidth(2)
        .strokeColor(colors.tintStrong)
        .stroke();
    }
    w.doc.circle(w.left + r, cy, r).fill(colors.accent);
    w.line(String(i + 1), w.left, cy - 7, { kind: 'bold', size: 11, lineHeight: 14, color: colors.onBand, align: 'center', width: 2 * r });
    w.lines(title, textX, w.y + 4, { kind: 'bold', size: 10.6, lineHeight: 14, color: colors.text });
    w.lines(body, textX, w.y + 4 + title.length * 14 + 2, { size: type.body.size, lineHeight: type.body.lineHeight });
    previous = { page: w.pageIndex, y: cy };
    w.y += height + 16;
  });
}

export type PlanCard = { name: string; price: string; period: string; description: string; features: string[] };

/** Service plans side by side: name, price, period, description and a feature list. */
export function planCards(w: DocWriter, plans: PlanCard[]): void {
  const gap = 10;
  const pad = 12;
  const colWidth = (w.width - gap * (plans.length - 1)) / plans.length;
  const inner = colWidth - 2 * pad;
  const laid = plans.map((plan) => ({
    plan,
    description: w.wrap(plan.description, inner, 'regular', 8.6),
    features: plan.features.map((f) => w.wrap(f, inner - 12, 'regular', 8.6)),
    period: w.wrap(plan.period, inner, 'regular', 8.2),
  }));
  const height =
    Math.max(
      ...laid.map(
        (c) => 14 + 6 + 26 + c.period.length * 11 + 8 + c.description.length * 11.8 + 8 + c.features.reduce((s, f) => s + f.length * 11.8 + 3, 0),
      ),
    ) +
    2 * pad;
  w.ensure(height);
  laid.forEach((card, i) => {
    const x = w.left + i * (colWidth + gap);
    const featured = i === 1;
    w.doc.rect(x, w.y, colWidth, height).fill(featured ? colors.band : colors.tint);
    w.doc.rect(x, w.y, colWidth, 3).fill(colors.accent);
    const main = featured ? colors.onBand : colors.text;
    const muted = featured ? colors.onBandMuted : colors.textMuted;
    const body = featured ? colors.onBandMuted : colors.textBody;
    let y = w.y + pad;
    w.line(card.plan.name, x + pad, y, { kind: 'bold', size: 10.6, lineHeight: 14, color: featured ? colors.onBandAccent : colors.accent });
    y += 20;
    w.line(card.plan.price, x + pad, y, { kind: 'bold', size: 20, lineHeight: 26, color: main });
    y += 26;
    y += w.lines(card.period, x + pad, y, { size: 8.2, lineHeight: 11, color: muted });
    y += 8;
    y += w.lines(card.description, x + pad, y, { size: 8.6, lineHeight: 11.8, color: body });
    y += 8;
    for (const feature of card.features) {
      w.doc.rect(x + pad + 1, y + 4, 4, 4).fill(featured ? colors.onBandAccent : colors.accent);
      y += w.lines(feature, x + pad + 12, y, { size: 8.6, lineHeight: 11.8, color: main }) + 3;
    }
  });
  w.y += height + 14;
}

export type ContactLine = { text: string; link?: string; bold?: boolean };

export type ContactDetails = {
  title: string;
  body: string;
  /** Columns side by side under the text, each a small label over its lines (e.g. sales, support, office). */
  columns: { label: string; lines: ContactLine[] }[];
};

function layoutContact(w: DocWriter, contact: ContactDetails, footnote?: string) {
  const pad = 18;
  const gap = 16;
  const inner = w.width - 2 * pad;
  const colWidth = (inner - gap * (contact.columns.length - 1)) / contact.columns.length;
  const titleLines = w.wrap(contact.title, inner, 'bold', 13);
  const bodyLines = w.wrap(contact.body, inner, 'regular', 9.2);
  const wrapped = contact.columns.map((col) => ({
    label: col.label,
    lines: col.lines.flatMap((l) => w.wrap(l.text, colWidth, l.bold ? 'bold' : 'regular', 8.8).map((text) => ({ ...l, text }))),
  }));
  const columnsHeight = 14 + Math.max(...wrapped.map((c) => c.lines.length)) * 12.6;
  const height = pad + titleLines.length * 17 + 4 + bodyLines.length * 13 + 14 + columnsHeight + pad;
  const footLines = footnote ? w.wrap(footnote, w.width, 'regular', type.small.size) : [];
  const total = height + 8 + footLines.length * type.small.lineHeight;
  return { pad, gap, colWidth, titleLines, bodyLines, wrapped, height, footLines, total };
}

/** The height contactBlock() needs, to keep a closing section together with it. */
export function contactBlockHeight(w: DocWriter, contact: ContactDetails, footnote?: string): number {
  return layoutContact(w, contact, footnote).total;
}

/**
 * The contact block: a title, body text and the contact columns (mailboxes, phone, hours, address,
 * website) on a dark panel, with an optional footnote under it. Always kept whole on one page.
 */
export function contactBlock(w: DocWriter, contact: ContactDetails, footnote?: string): void {
  const { pad, gap, colWidth, titleLines, bodyLines, wrapped, height, footLines, total } = layoutContact(w, contact, footnote);
  w.ensure(total);
  const x = w.left;
  w.doc.rect(x, w.y, w.width, height).fill(colors.band);
  w.doc.rect(x, w.y, 4, height).fill(colors.onBandAccent);
  let y = w.y + pad;
  y += w.lines(titleLines, x + pad, y, { kind: 'bold', size: 13, lineHeight: 17, color: colors.onBand });
  y += 4;
  y += w.lines(bodyLines, x + pad, y, { size: 9.2, lineHeight: 13, color: colors.onBandMuted });
  y += 14;
  wrapped.forEach((col, i) => {
    const cx = x + pad + i * (colWidth + gap);
    w.line(col.label.toUpperCase(), cx, y, { kind: 'bold', size: 7.4, lineHeight: 12, color: colors.onBandAccent, characterSpacing: 1.2 });
    col.lines.forEach((l, j) =>
      w.line(l.text, cx, y + 14 + j * 12.6, {
        kind: l.bold ? 'bold' : 'regular',
        size: 8.8,
        lineHeight: 12.6,
        color: colors.onBand,
        ...(l.link ? { link: l.link } : {}),
      }),
    );
  });
  w.y += height + 8;
  if (footLines.length) {
    w.y += w.lines(footLines, w.left, w.y, { size: type.small.size, lineHeight: type.small.lineHeight, color: colors.textMuted });
  }
}

/** Two bulleted lists side by side, each under a small heading; kept together on one page. */
export function twoColumnLists(
  w: DocWriter,
  columns: [{ title: string; items: string[] }, { title: string; items: string[] }],
  options: { compact?: boolean } = {},
): void {
  const gap = 24;
  const colWidth = (w.width - gap) / 2;
  const size = options.compact ? 8.6 : 9;
  const lineHeight = options.compact ? 11.6 : 12.8;
  const laid = columns.map((col) => ({
    title: col.title,
    items: col.items.map((item) => w.wrap(item, colWidth - 13, 'regular', size)),
  }));
  const itemGap = options.compact ? 2 : 3;
  const height = Math.max(...laid.map((col) => 20 + col.items.reduce((s, lines) => s + lines.length * lineHeight + itemGap, 0)));
  w.ensure(height);
  laid.forEach((col, i) => {
    const x = w.left + i * (colWidth + gap);
    w.line(col.title, x, w.y, { kind: 'bold', size: type.h3.size, lineHeight: 16, color: colors.text });
    let y = w.y + 20;
    for (const lines of col.items) {
      w.doc.rect(x + 1, y + lineHeight / 2 - 2.1, 4.2, 4.2).fill(colors.accent);
      y += w.lines(lines, x + 13, y, { size, lineHeight, color: colors.textBody }) + (options.compact ? 2 : 3);
    }
  });
  w.y += height + 10;
}

/** A highlighted panel: an optional big value on the left, a title, body text and an optional link. */
export function callout(w: DocWriter, content: { value?: string; title: string; body: string; link?: string }): void {
  const pad = 14;
  const valueWidth = content.value ? Math.max(70, w.measure(content.value, 'bold', 24) + 18) : 0;
  const textWidth = w.width - 2 * pad - valueWidth;
  const title = w.wrap(content.title, textWidth, 'bold', 11);
  const body = w.wrap(content.body, textWidth, 'regular', 9.2);
  const linkHeight = content.link ? 15 : 0;
  const height = Math.max(title.length * 15 + 3 + body.length * 13 + linkHeight, content.value ? 34 : 0) + 2 * pad;
  w.ensure(height);
  w.doc.rect(w.left, w.y, w.width, height).fill(colors.tintStrong);
  w.doc.rect(w.left, w.y, 4, height).fill(colors.accent);
  if (content.value) {
    w.line(content.value, w.left + pad, w.y + height / 2 - 15, { kind: 'bold', size: 24, lineHeight: 30, color: colors.accent });
  }
  const x = w.left + pad + valueWidth;
  let y = w.y + pad;
  y += w.lines(title, x, y, { kind: 'bold', size: 11, lineHeight: 15, color: colors.band }) + 3;
  y += w.lines(body, x, y, { size: 9.2, lineHeight: 13, color: colors.textBody });
  if (content.link) {
    w.line(w.fitText(content.link, textWidth, 'bold', 9.2), x, y + 2, {
      kind: 'bold',
      size: 9.2,
      lineHeight: 13,
      color: colors.accent,
      link: content.link,
    });
  }
  w.y += height + 12;
}
