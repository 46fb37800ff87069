/**
 * The floor plan of a system, seen from above and drawn to scale from its facility data: the main unit's outline,
 * the service clearances around it, the dimensions of both and the floor area they take together. The front (the
 * operator side, where the wafers are loaded) is at the bottom.
 *
 * Pure geometry in drawing units (`unitsPerMetre`), with the y axis pointing down as in SVG and PDF: the product
 * page renders it as SVG and the site-readiness sheet draws it with PDFKit, so the two can never disagree.
 */
import { facilityCopy } from '../content/pages/facility';
import type { FacilityRequirements } from '../content/purchasing/types';
import { inches, metres } from './facility-format';

/** What the plan is drawn from: the main unit's outline, its clearances and the sentence on the parts that stand apart. */
export type Footprint = Pick<FacilityRequirements, 'mainUnit' | 'clearances' | 'remoteUnits'>;

export type Box = { x: number; y: number; width: number; height: number };
export type Segment = { x1: number; y1: number; x2: number; y2: number };

export type PlanText = {
  text: string;
  /** The anchor point, on the baseline. */
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  /** Turned a quarter anticlockwise about its anchor, reading from the bottom up (dimensions of depths). */
  vertical: boolean;
  size: number;
  weight: 'regular' | 'bold';
  /** `ink` for the drawing's figures and names, `muted` for the inch figures and the notes. */
  tone: 'ink' | 'muted';
};

/** An architectural dimension: the dimension line, a slash at each end, and the extension lines out to what it measures. */
type Dimension = { lengthM: number; line: Segment; ticks: Segment[]; extensions: Segment[]; labels: PlanText[] };

type ClearanceZone = { side: 'front' | 'rear' | 'left' | 'right'; depthM: number; box: Box; hatch: Segment[]; labels: PlanText[] };

export type FootprintPlan = {
  /** Everything drawn lies inside it (its x and y may be negative). */
  viewBox: Box;
  unitsPerMetre: number;
  /** The floor to reserve: the main unit with its clearances. */
  envelope: Box;
  mainUnit: { box: Box; labels: PlanText[] };
  zones: ClearanceZone[];
  dimensions: Dimension[];
  /** A triangle under the front, pointing at it. */
  frontArrow: { x: number; y: number }[];
  /** The front's name, the floor area to reserve and the legend's and scale bar's words. */
  notes: PlanText[];
  legend: { swatch: Box; hatch: Segment[] };
  /** A one-metre bar in two halves, the first filled. */
  scaleBar: { filled: Box; open: Box };
  figures: {
    mainUnit: { widthM: number; depthM: number };
    outer: { widthM: number; depthM: number; areaM2: number };
  };
  /** The drawing in words, for a screen reader and a search engine. */
  description: string;
};

export type PlanOptions = {
  /** Drawing units per metre of floor. */
  unitsPerMetre: number;
  /** Size of every word and figure in the plan, drawing units. */
  fontSize: number;
  /** Where the floor to reserve, the legend and the scale bar go: under the plan (the default) or to its right. */
  notes?: 'below' | 'beside';
  /** Width of a text at a size; the PDF passes its font's metrics, the page an estimate that errs wide. */
  textWidth?: (text: string, size: number, weight: PlanText['weight']) => number;
};

/**
 * The plan on the product page: 110 units a metre and 13-unit type. The SVG's natural width is its viewBox's, so
 * it shows at this scale on a desktop; a phone's column is 358 px wide (390 less the page's padding), and a plan
 * narrower than that is never scaled down there, so its type stays 13 px.
 */
export const pagePlanOptions: PlanOptions = { unitsPerMetre: 110, fontSize: 13 };
/** The narrowest column a product page puts the plan in, px: a 390 px phone less the page's side padding. */
export const phoneColumnPx = 358;

/** Average advance of the site's sans-serif, a little wide so that an estimate never hides an overlap. */
const estimatedTextWidth = (text: string, size: number, weight: PlanText['weight']) => text.length * size * (weight === 'bold' ? 0.6 : 0.56);

const round = (value: number, step: number) => Math.round(value / step) * step;
/** Sums of decimal metres, rounded to the millimetre (1.5 + 1.0 + 0.8 is 3.3, not 3.3000000000000003). */
const mm = (value: number) => Number(value.toFixed(3));

/** '1.0 m' and '(39 in.)': the two lines of a dimension, in the units the facility table uses. */
export const lengthLines = (m: number): [string, string] => [`${metres(m)} m`, `${inches(m)} in.`];
const squareFeet = (m2: number) => Math.round(m2 * 10.7639);
const area = (m2: number) => `${m2.toLocaleString('en-US', { maximumFractionDigits: 2 })} m² (${squareFeet(m2)} ft²)`;

/** The outer size and floor area of the main unit with its clearances, m and m². */
export function reservedFloor(facility: Footprint) {
  const { mainUnit, clearances } = facility;
  const sides = clearances.sides === 'each side' ? 2 : 1;
  const widthM = mm(mainUnit.widthM + sides * clearances.sideM);
  const depthM = mm(clearances.rearM + mainUnit.depthM + clearances.frontM);
  return { widthM, depthM, areaM2: Number((widthM * depthM).toFixed(2)) };
}

/** The sentence that states the reserved floor: '1.6 × 3.3 m = 5.28 m² (57 ft²)'. */
export function reservedFloorText(facility: Footprint): string {
  const outer = reservedFloor(facility);
  return `${metres(outer.widthM)} × ${metres(outer.depthM)} m = ${area(outer.areaM2)}`;
}

/** Diagonal hatching (/) clipped to a box, on one grid for the whole plan so neighbouring zones line up. */
function hatch(box: Box, spacing: number): Segment[] {
  const lines: Segment[] = [];
  const x0 = box.x;
  const x1 = box.x + box.width;
  const y0 = box.y;
  const y1 = box.y + box.height;
  for (let c = Math.ceil((x0 + y0) / spacing) * spacing; c <= x1 + y1; c += spacing) {
    const xa = Math.max(x0, c - y1);
    const xb = Math.min(x1, c - y0);
    if (xb - xa > 0.01) lines.push({ x1: xa, y1: c - xa, x2: xb, y2: c - xb });
  }
  return lines;
}

export function footprintPlan(facility: Footprint, options: PlanOptions): FootprintPlan {
  const { unitsPerMetre: u, fontSize: f } = options;
  const textWidth = options.textWidth ?? estimatedTextWidth;
  const copy = facilityCopy.plan;
  const { mainUnit, clearances } = facility;
  const outer = reservedFloor(facility);
  const leftSideM = clearances.sides === 'each side' ? clearances.sideM : 0;
  const rightSideM = clearances.sideM;

  const lineHeight = 1.2 * f;
  /** Between a dimension line and the nearest line of its label. */
  const labelGap = 0.35 * f;
  /** From the drawing to the first dimension line, and from one dimension line to the next. */
  const firstTier = 0.9 * f;
  const tier = labelGap + 2 * lineHeight + 0.7 * f;
  const overshoot = 0.35 * f;
  const tick = 0.4 * f;

  /** Drawing units from metres, to a thousandth (0.6 m is 66 units, not 66.00000000000001). */
  const scaled = (m: number) => Number((m * u).toFixed(3));
  const between = (x0: number, y0: number, x1: number, y1: number): Box => ({ x: x0, y: y0, width: mm(x1 - x0), height: mm(y1 - y0) });
  const envelopeRight = scaled(outer.widthM);
  const envelopeBottom = scaled(outer.depthM);
  const envelope = between(0, 0, envelopeRight, envelopeBottom);
  const unitLeft = scaled(leftSideM);
  const unitTop = scaled(clearances.rearM);
  const unitRight = scaled(leftSideM + mainUnit.widthM);
  const unitBottom = scaled(clearances.rearM + mainUnit.depthM);
  const unit = between(unitLeft, unitTop, unitRight, unitBottom);
  const hatchSpacing = 0.75 * f;
  const text = (value: string, x: number, y: number, style: Partial<PlanText> = {}): PlanText => ({
    text: value,
    x,
    y,
    anchor: 'middle',
    vertical: false,
    size: f,
    weight: 'regular',
    tone: 'ink',
    ...style,
  });
  /** Two lines centred in a box: the name over its qualifier. */
  const centredLines = (box: Box, lines: string[], vertical = false): PlanText[] => {
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const firstBaseline = (1 - lines.length) * (lineHeight / 2) + 0.35 * f;
    return lines.map((line, i) =>
      vertical
        ? text(line, cx + firstBaseline + i * lineHeight, cy, { vertical: true, weight: i === 0 ? 'bold' : 'regular' })
        : text(line, cx, cy + firstBaseline + i * lineHeight, { weight: i === 0 ? 'bold' : 'regular' }),
    );
  };

  // The clearances: the rear and front across the unit's width, a side along the whole depth (its corners too).
  const zone = (side: ClearanceZone['side'], depthM: number, box: Box, labels: string[], vertical = false): ClearanceZone => ({
    side,
    depthM,
    box,
    hatch: hatch(box, hatchSpacing),
    labels: centredLines(box, labels, vertical),
  });
  // The side zone's name over its qualifier where the zone is wide enough for two lines; else the qualifier alone.
  const sideQualifier = clearances.sides === 'each side' ? copy.eachSide : copy.oneSide;
  const sideWords =
    clearances.sideM * u >= 2 * lineHeight + 0.4 * f
      ? [copy.sideZone, sideQualifier]
      : [`${sideQualifier.charAt(0).toUpperCase()}${sideQualifier.slice(1)}`];
  const zones: ClearanceZone[] = [
    zone('rear', clearances.rearM, between(unitLeft, 0, unitRight, unitTop), [copy.rearZone]),
    zone('front', clearances.frontM, between(unitLeft, unitBottom, unitRight, envelopeBottom), [copy.frontZone]),
    zone('right', rightSideM, between(unitRight, 0, envelopeRight, envelopeBottom), sideWords, true),
  ];
  if (leftSideM) zones.push(zone('left', leftSideM, between(0, 0, unitLeft, envelopeBottom), sideWords, true));

  // Dimensions: widths in chains above the plan, depths to its left; the chain nearest the drawing measures each
  // part, the outer one the whole.
  const dimensions: Dimension[] = [];
  /**
   * Where a dimension's figures go along its line: centred between the ticks where they fit, else out past the end
   * that has open paper beyond it (the plan's outer edges), as a drawing does for a short dimension.
   */
  type Overflow = 'before' | 'after' | undefined;
  const along = (from: number, to: number, labels: [string, string], overflow: Overflow): { at: number; anchor: PlanText['anchor'] } => {
    const needed = Math.max(textWidth(labels[0], f, 'bold'), textWidth(labels[1], f, 'regular')) + 0.5 * f;
    if (needed <= to - from || !overflow) return { at: (from + to) / 2, anchor: 'middle' };
    return overflow === 'after' ? { at: to + 0.5 * f, anchor: 'start' } : { at: from - 0.5 * f, anchor: 'end' };
  };
  const horizontal = (from: number, to: number, lineY: number, extendFrom: number, lengthM: number, overflow?: Overflow): Dimension => {
    const lines = lengthLines(lengthM);
    const { at, anchor } = along(from, to, lines, overflow);
    return {
      lengthM,
      line: { x1: from - overshoot, y1: lineY, x2: to + overshoot, y2: lineY },
      ticks: [from, to].map((x) => ({ x1: x - tick, y1: lineY + tick, x2: x + tick, y2: lineY - tick })),
      extensions: [from, to].map((x) => ({ x1: x, y1: extendFrom - 0.3 * f, x2: x, y2: lineY - overshoot })),
      labels: [
        text(lines[0], at, lineY - labelGap - lineHeight, { weight: 'bold', anchor }),
        text(lines[1], at, lineY - labelGap, { tone: 'muted', anchor }),
      ],
    };
  };
  const vertical = (from: number, to: number, lineX: number, extendFrom: (y: number) => number, lengthM: number, overflow?: Overflow): Dimension => {
    const lines = lengthLines(lengthM);
    const { at, anchor } = along(from, to, lines, overflow);
    // Read from the bottom up, a label past the top end starts there, one past the bottom end ends there.
    const turned: PlanText['anchor'] = anchor === 'middle' ? 'middle' : anchor === 'start' ? 'end' : 'start';
    return {
      lengthM,
      line: { x1: lineX, y1: from - overshoot, x2: lineX, y2: to + overshoot },
      ticks: [from, to].map((y) => ({ x1: lineX - tick, y1: y + tick, x2: lineX + tick, y2: y - tick })),
      extensions: [from, to].map((y) => ({ x1: extendFrom(y) - 0.3 * f, y1: y, x2: lineX - overshoot, y2: y })),
      labels: [
        text(lines[0], lineX - labelGap - lineHeight, at, { vertical: true, weight: 'bold', anchor: turned }),
        text(lines[1], lineX - labelGap, at, { vertical: true, tone: 'muted', anchor: turned }),
      ],
    };
  };
  const widthChain: [number, number, number, Overflow][] = [
    [envelope.x, unit.x, leftSideM, 'before'],
    [unit.x, unitRight, mainUnit.widthM, undefined],
    [unitRight, envelopeRight, rightSideM, 'after'],
  ];
  const firstRow = envelope.y - firstTier;
  for (const [from, to, lengthM, overflow] of widthChain) {
    if (lengthM > 0) dimensions.push(horizontal(from, to, firstRow, envelope.y, lengthM, overflow));
  }
  dimensions.push(horizontal(envelope.x, envelopeRight, firstRow - tier, envelope.y, outer.widthM));
  // A depth boundary at the unit's corner starts at the unit; where no side clearance lies left of it, that is the plan's edge.
  // Only the rear's figures may move out (upwards, into the empty corner): under the front is the front's name.
  const depthChain: [number, number, number, Overflow][] = [
    [envelope.y, unit.y, clearances.rearM, 'before'],
    [unit.y, unitBottom, mainUnit.depthM, undefined],
    [unitBottom, envelopeBottom, clearances.frontM, undefined],
  ];
  const firstColumn = envelope.x - firstTier;
  const startOf = (y: number) => (y === envelope.y || y === envelopeBottom ? envelope.x : unit.x);
  for (const [from, to, lengthM, overflow] of depthChain) dimensions.push(vertical(from, to, firstColumn, startOf, lengthM, overflow));
  dimensions.push(vertical(envelope.y, envelopeBottom, firstColumn - tier, () => envelope.x, outer.depthM));

  // Under the plan (or, on a page short of height, beside it): the front's name under an arrow, the floor to
  // reserve, the legend and the scale bar.
  const unitCentre = unit.x + unit.width / 2;
  const arrowTop = envelopeBottom + 0.35 * f;
  const arrowBase = arrowTop + 0.8 * f;
  const frontArrow = [
    { x: unitCentre, y: arrowTop },
    { x: unitCentre + 0.5 * f, y: arrowBase },
    { x: unitCentre - 0.5 * f, y: arrowBase },
  ];
  const frontBaseline = arrowBase + 1.05 * f;
  const notes: PlanText[] = [text(copy.front, unitCentre, frontBaseline, { weight: 'bold' })];
  const beside = options.notes === 'beside';
  const left = beside ? envelopeRight + 1.2 * f : firstColumn - tier - labelGap - 2 * lineHeight;
  let y = beside ? envelope.y + 0.75 * f : frontBaseline + 1.9 * f;
  notes.push(text(copy.reserve, left, y, { anchor: 'start', weight: 'bold' }));
  y += lineHeight;
  // Beside the plan the room is narrow: the sum goes under its terms, the legend's words under its name.
  const [terms, sum] = reservedFloorText(facility).split(' = ');
  for (const line of beside ? [terms!, `= ${sum}`] : [`${terms} = ${sum}`]) {
    notes.push(text(line, left, y, { anchor: 'start' }));
    y += lineHeight;
  }
  y += 0.9 * f - lineHeight;
  const swatch: Box = { x: left, y, width: 1.8 * f, height: 1.1 * f };
  const legendLines = beside ? copy.legend.split(/(?<=:) /) : [copy.legend];
  legendLines.forEach((line, i) =>
    notes.push(text(line, left + swatch.width + 0.5 * f, y + 0.9 * f + i * lineHeight, { anchor: 'start', tone: 'muted' })),
  );
  y += swatch.height + 0.9 * f + (legendLines.length - 1) * lineHeight;
  const bar = 0.4 * f;
  const scaleBar = { filled: { x: left, y, width: u / 2, height: bar }, open: { x: left + u / 2, y, width: u / 2, height: bar } };
  y += bar + 1.1 * f;
  notes.push(
    text('0', left, y, { anchor: 'start', tone: 'muted' }),
    text('0.5', left + u / 2, y, { tone: 'muted' }),
    text(`1 ${copy.scaleUnit}`, left + u, y, { anchor: 'start', tone: 'muted' }),
  );
  // '1 m' starts at its mark: centred, its unit would run past a short bar's end into nothing.
  notes.at(-1)!.x -= textWidth('1', f, 'regular') / 2;

  // On one line where it fits across the unit, else a word a line.
  const mainUnitWords = textWidth(copy.mainUnit, f, 'bold') <= unit.width - 0.6 * f ? [copy.mainUnit] : copy.mainUnit.split(' ');
  const mainUnitLabels = centredLines(unit, mainUnitWords).map((label) => ({ ...label, weight: 'bold' as const }));
  const plan: Omit<FootprintPlan, 'viewBox'> = {
    unitsPerMetre: u,
    envelope,
    mainUnit: { box: unit, labels: mainUnitLabels },
    zones,
    dimensions,
    frontArrow,
    notes,
    legend: { swatch, hatch: hatch(swatch, hatchSpacing) },
    scaleBar,
    figures: { mainUnit: { widthM: mainUnit.widthM, depthM: mainUnit.depthM }, outer },
    description: describe(facility),
  };
  const boxes = [envelope, swatch, scaleBar.open, ...planTexts(plan).map((t) => textBox(t, textWidth))];
  const margin = 0.4 * f;
  const minX = Math.min(...boxes.map((b) => b.x)) - margin;
  const minY = Math.min(...boxes.map((b) => b.y)) - margin;
  const maxX = Math.max(...boxes.map((b) => b.x + b.width)) + margin;
  const maxY = Math.max(...boxes.map((b) => b.y + b.height)) + margin;
  return { ...plan, viewBox: { x: round(minX, 0.5), y: round(minY, 0.5), width: round(maxX - minX, 0.5), height: round(maxY - minY, 0.5) } };
}

/** Every word and figure of the plan. */
export function planTexts(plan: Omit<FootprintPlan, 'viewBox'>): PlanText[] {
  return [...plan.mainUnit.labels, ...plan.zones.flatMap((zone) => zone.labels), ...plan.dimensions.flatMap((d) => d.labels), ...plan.notes];
}

/** The box a text takes on the page: cap height above its baseline, descenders below. */
export function textBox(t: PlanText, textWidth: NonNullable<PlanOptions['textWidth']> = estimatedTextWidth): Box {
  const width = textWidth(t.text, t.size, t.weight);
  const along = t.anchor === 'start' ? 0 : t.anchor === 'middle' ? -width / 2 : -width;
  const above = 0.75 * t.size;
  const below = 0.22 * t.size;
  return t.vertical
    ? { x: t.x - above, y: t.y - along - width, width: above + below, height: width }
    : { x: t.x + along, y: t.y - above, width, height: above + below };
}

function describe(facility: Footprint): string {
  const { mainUnit, clearances } = facility;
  const outer = reservedFloor(facility);
  const m = (value: number) => `${metres(value)} m`;
  return (
    `Floor plan to scale, front at the bottom. Main unit ${m(mainUnit.widthM)} wide and ${m(mainUnit.depthM)} deep. ` +
    `Service clearance to keep free: ${m(clearances.frontM)} at the front (operator side and load port), ${m(clearances.rearM)} at the rear ` +
    `and ${m(clearances.sideM)} on ${clearances.sides === 'each side' ? 'each side' : 'one side only'}. ` +
    `Floor area to reserve: ${m(outer.widthM)} wide by ${m(outer.depthM)} deep, ${area(outer.areaM2)}.`
  );
}
