/**
 * A system's floor plan in a PDF: the geometry the product page draws as SVG (lib/footprint-plan.ts), drawn with
 * PDFKit paths in the same thin ink lines and plasma tints, so the sheet and the page show one drawing.
 */
import { colors, type DocWriter } from '@company/documents';
import { footprintPlan, type Box, type Footprint, type FootprintPlan, type PlanText, type Segment } from '../app/lib/footprint-plan';

/** Points per metre of floor (about 1:1100 on paper), and the type size of the plan's words, pt. */
const POINTS_PER_METRE = 27;
const FONT_SIZE = 6;

/** The plan laid out with the PDF font's own widths, its notes beside it: the sheet is short of height, not width. */
export function footprintPlanForSheet(w: DocWriter, footprint: Footprint): FootprintPlan {
  return footprintPlan(footprint, {
    unitsPerMetre: POINTS_PER_METRE,
    fontSize: FONT_SIZE,
    notes: 'beside',
    textWidth: (text, size, weight) => w.measure(text, weight, size),
  });
}

/** Draws the plan with its view box's top-left corner at (x, y). */
export function drawFootprintPlan(w: DocWriter, plan: FootprintPlan, x: number, y: number): void {
  const { doc } = w;
  const strokeSegments = (segments: Segment[], width: number, color: string) => {
    for (const s of segments) doc.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2);
    doc.lineWidth(width).strokeColor(color).stroke();
  };
  const box = (b: Box) => doc.rect(b.x, b.y, b.width, b.height);
  const label = (t: PlanText) => {
    w.setFont(t.weight, t.size);
    const width = doc.widthOfString(t.text);
    const along = t.anchor === 'start' ? 0 : t.anchor === 'middle' ? -width / 2 : -width;
    doc.save();
    if (t.vertical) doc.rotate(-90, { origin: [t.x, t.y] });
    doc.fillColor(t.tone === 'ink' ? colors.text : colors.textBody).text(t.text, t.x + along, t.y, { lineBreak: false, baseline: 'alphabetic' });
    doc.restore();
  };
  const pad = (t: PlanText) => {
    w.setFont(t.weight, t.size);
    const width = doc.widthOfString(t.text);
    const margin = t.size * 0.2;
    const along = t.anchor === 'middle' ? width / 2 : 0;
    const [above, below] = [0.75 * t.size + margin, 0.22 * t.size + margin];
    if (t.vertical) doc.rect(t.x - above, t.y - width + along - margin, above + below, width + 2 * margin);
    else doc.rect(t.x - along - margin, t.y - above, width + 2 * margin, above + below);
    doc.fill(colors.tint);
  };

  doc.save();
  doc.translate(x - plan.viewBox.x, y - plan.viewBox.y);
  // The clearances: tinted, hatched, inside a dashed outline of the floor to reserve.
  box(plan.envelope).fill(colors.tint);
  for (const zone of plan.zones) strokeSegments(zone.hatch, 0.35, colors.accentSoft);
  box(plan.envelope).lineWidth(0.6).dash(3, { space: 2 }).strokeColor(colors.accent).stroke();
  doc.undash();
  for (const zone of plan.zones)
    for (const t of zone.labels) {
      pad(t);
      label(t);
    }
  // The main unit: a solid outline.
  box(plan.mainUnit.box).lineWidth(1).fillAndStroke('#ffffff', colors.text);
  plan.mainUnit.labels.forEach(label);
  // Dimensions: extension lines, dimension lines, slashes at the ends, figures.
  strokeSegments(
    plan.dimensions.flatMap((d) => d.extensions),
    0.3,
    colors.textMuted,
  );
  strokeSegments(
    plan.dimensions.map((d) => d.line),
    0.4,
    colors.textBody,
  );
  strokeSegments(
    plan.dimensions.flatMap((d) => d.ticks),
    0.9,
    colors.text,
  );
  for (const d of plan.dimensions) d.labels.forEach(label);
  // The front, the legend and the scale bar.
  const [tip, ...base] = plan.frontArrow;
  doc.moveTo(tip!.x, tip!.y);
  for (const p of base) doc.lineTo(p.x, p.y);
  doc.closePath().fill(colors.accent);
  box(plan.legend.swatch).fill(colors.tint);
  strokeSegments(plan.legend.hatch, 0.35, colors.accentSoft);
  box(plan.legend.swatch).lineWidth(0.6).dash(3, { space: 2 }).strokeColor(colors.accent).stroke();
  doc.undash();
  box(plan.scaleBar.filled).lineWidth(0.5).fillAndStroke(colors.text, colors.text);
  box(plan.scaleBar.open).lineWidth(0.5).fillAndStroke('#ffffff', colors.text);
  plan.notes.forEach(label);
  doc.restore();
}
