/**
 * The process-chamber cross-sections on the covers, drawn with PDFKit paths in the style of the site's
 * chamber illustration. No raster images, so every PDF stays small and sharp.
 */
import { colors, type PdfDocument } from '@company/documents';
import type { ChamberVariant } from '../app/content/products/types';

/** The drawings are designed in a 400 x 320 box and scaled to fit the requested one. */
const DESIGN_W = 400;
const DESIGN_H = 320;

/** A cross-section of a process chamber, in the style of the site's chamber illustration. */
export function drawChamber(doc: PdfDocument, x: number, y: number, width: number, variant: ChamberVariant): number {
  const scale = width / DESIGN_W;
  doc.save();
  doc.translate(x, y).scale(scale);
  if (variant === 'spin-coater') drawSpinCoater(doc);
  else if (variant === 'ion-beam') drawIonBeam(doc);
  else drawVacuumChamber(doc, variant);
  doc.restore();
  return DESIGN_H * scale;
}

function glow(doc: PdfDocument, cx: number, cy: number, rx: number, ry: number) {
  doc.save();
  doc.translate(cx, cy).scale(1, ry / rx);
  const gradient = doc
    .radialGradient(0, 0, 0, 0, 0, rx)
    .stop(0, colors.plasmaGlowInner, 0.95)
    .stop(0.55, colors.plasmaGlowMid, 0.55)
    .stop(1, colors.plasmaGlowOuter, 0);
  doc.circle(0, 0, rx).fill(gradient);
  doc.restore();
}

function chamberShell(doc: PdfDocument) {
  doc.roundedRect(40, 40, 320, 220, 18).fillColor(colors.chamberBody).fill();
  doc.roundedRect(40, 40, 320, 220, 18).lineWidth(3).strokeColor(colors.plasmaGlowMid).strokeOpacity(0.6).stroke();
  doc.strokeOpacity(1);
}

function pumpLine(doc: PdfDocument) {
  // Stage column down to a turbomolecular pump symbol.
  doc.rect(194, 236, 12, 24).fill(colors.steel);
  doc.moveTo(200, 260).lineTo(200, 276).lineWidth(6).strokeColor(colors.steel).stroke();
  doc.circle(200, 293, 17).lineWidth(3).strokeColor(colors.steel).stroke();
  doc.moveTo(188, 302).lineTo(200, 281).lineTo(212, 302).closePath().lineWidth(2.5).strokeColor(colors.steel).stroke();
}

function waferOnChuck(doc: PdfDocument, options: { film?: boolean } = {}) {
  doc.rect(95, 212, 210, 26).fill(colors.steelDark);
  doc.rect(110, 204, 180, 8).fill(colors.steelLight);
  if (options.film) doc.rect(110, 201, 180, 3).fill(colors.onBandAccent);
}

function gasInlet(doc: PdfDocument, y: number, label?: boolean) {
  doc.moveTo(0, y).lineTo(40, y).lineWidth(4).strokeColor(colors.onBandAccent).stroke();
  if (label) {
    // A valve symbol (two touching triangles) on the line.
    doc
      .moveTo(12, y - 7)
      .lineTo(20, y)
      .lineTo(12, y + 7)
      .closePath()
      .fill(colors.onBandAccent);
    doc
      .moveTo(28, y - 7)
      .lineTo(20, y)
      .lineTo(28, y + 7)
      .closePath()
      .fill(colors.onBandAccent);
  }
}

function ionArrows(doc: PdfDocument, xs: number[], y0: number, y1: number) {
  for (const x of xs) {
    doc
      .moveTo(x, y0)
      .lineTo(x, y1 - 6)
      .lineWidth(2)
      .dash(4, { space: 7 })
      .strokeColor(colors.ionBeam)
      .strokeOpacity(0.85)
      .stroke();
    doc.undash().strokeOpacity(1);
    doc
      .moveTo(x - 4, y1 - 8)
      .lineTo(x, y1)
      .lineTo(x + 4, y1 - 8)
      .closePath()
      .fillColor(colors.ionBeam)
      .fillOpacity(0.85)
      .fill();
    doc.fillOpacity(1);
  }
}

function drawVacuumChamber(doc: PdfDocument, variant: Exclude<ChamberVariant, 'spin-coater' | 'ion-beam'>) {
  chamberShell(doc);
  if (variant === 'icp') {
    // Dielectric window in the lid and the inductive coil above it.
    doc.rect(120, 36, 160, 12).fill(colors.tintStrong);
    for (let i = 0; i < 6; i++) {
      doc
        .ellipse(135 + i * 26, 24, 10, 7)
        .lineWidth(3.5)
        .strokeColor(colors.onBandAccent)
        .stroke();
    }
    glow(doc, 200, 125, 135, 62);
    ionArrows(doc, [130, 165, 200, 235, 270], 150, 198);
    // RF bias on the electrode.
    doc.moveTo(305, 225).lineTo(372, 225).lineWidth(3).strokeColor(colors.onBandAccent).stroke();
    doc.circle(384, 225, 12).lineWidth(2.5).strokeColor(colors.onBandAccent).stroke();
    doc.moveTo(376, 225).bezierCurveTo(379, 215, 381, 215, 384, 225).bezierCurveTo(387, 235, 389, 235, 392, 225).lineWidth(2).stroke();
    gasInlet(doc, 80, true);
  } else if (variant === 'sputter') {
    // Two magnetron targets angled towards the substrate, each with its own plasma ring.
    for (const [cx, angle] of [
      [130, 20],
      [270, -20],
    ] as const) {
      doc.save();
      doc.rotate(angle, { origin: [cx, 84] });
      doc.rect(cx - 40, 66, 80, 12).fill(colors.steel);
      doc.rect(cx - 36, 78, 72, 7).fill(colors.onBandMuted);
      doc.restore();
      glow(doc, cx, 108, 58, 22);
    }
    // Sputtered atoms on their way down.
    const atoms: [number, number][] = [
      [150, 130],
      [175, 150],
      [160, 170],
      [205, 138],
      [230, 160],
      [250, 132],
      [215, 182],
      [185, 188],
      [240, 186],
      [195, 162],
    ];
    for (const [ax, ay] of atoms) doc.circle(ax, ay, 3.2).fill(colors.ionBeam);
    // Substrate heater glow under the wafer and the rotation arrow.
    doc.moveTo(120, 247).lineTo(280, 247).lineWidth(2).strokeColor(colors.glow).stroke();
    gasInlet(doc, 150, true);
  } else if (variant === 'ald') {
    // Showerhead with two precursor lines and pulse valves; a conformal film grows on the wafer.
    doc.rect(90, 58, 220, 14).fill(colors.steel);
    for (let i = 0; i < 8; i++) doc.rect(103 + i * 27, 72, 4, 8).fill(colors.steel);
    gasInlet(doc, 64, true);
    doc.moveTo(0, 100).lineTo(40, 100).lineWidth(4).strokeColor(colors.glow).stroke();
    doc.moveTo(12, 93).lineTo(20, 100).lineTo(12, 107).closePath().fill(colors.glow);
    doc.moveTo(28, 93).lineTo(20, 100).lineTo(28, 107).closePath().fill(colors.glow);
    const molecules: [number, number, string][] = [
      [130, 110, colors.onBandAccent],
      [170, 125, colors.glow],
      [215, 105, colors.onBandAccent],
      [255, 128, colors.glow],
      [150, 150, colors.glow],
      [195, 160, colors.onBandAccent],
      [240, 165, colors.glow],
      [280, 150, colors.onBandAccent],
      [120, 180, colors.onBandAccent],
      [175, 185, colors.glow],
      [225, 190, colors.onBandAccent],
      [265, 185, colors.glow],
    ];
    for (const [mx, my, c] of molecules) {
      doc.circle(mx, my, 4).fill(c);
      doc.circle(mx + 6, my - 3, 2.5).fill(colors.steelLight);
    }
  } else {
    // Parallel plate: showerhead electrode over the wafer.
    doc.rect(90, 58, 220, 14).fill(colors.steel);
    for (let i = 0; i < 7; i++) doc.rect(108 + i * 30, 72, 4, 8).fill(colors.steel);
    glow(doc, 200, 145, 130, 55);
    ionArrows(doc, [120, 160, 200, 240, 280], 112, 196);
    gasInlet(doc, 65, true);
  }
  waferOnChuck(doc, { film: variant === 'ald' || variant === 'sputter' });
  pumpLine(doc);
}

function drawIonBeam(doc: PdfDocument) {
  chamberShell(doc);
  // Gridded ion source on the left.
  doc.roundedRect(52, 100, 78, 100, 8).fill(colors.steelDark);
  glow(doc, 88, 150, 34, 40);
  for (let i = 0; i < 3; i++) doc.rect(132 + i * 7, 104, 3, 92).fill(colors.steelLight);
  // Collimated beam towards the tilted, rotating stage.
  doc.save();
  doc.moveTo(153, 110).lineTo(268, 118).lineTo(268, 190).lineTo(153, 190).closePath().fillColor(colors.ionBeam).fillOpacity(0.18).fill();
  doc.restore();
  for (const y of [120, 140, 160, 180]) {
    doc
      .moveTo(158, y)
      .lineTo(262, y + (y - 150) * 0.04)
      .lineWidth(2)
      .dash(5, { space: 7 })
      .strokeColor(colors.ionBeam)
      .stroke();
    doc.undash();
  }
  doc.save();
  doc.rotate(-30, { origin: [300, 150] });
  doc.rect(286, 95, 8, 110).fill(colors.steelLight);
  doc.rect(294, 85, 22, 130).fill(colors.steelDark);
  doc.restore();
  // Rotation arrow around the stage axis.
  doc.moveTo(330, 92).bezierCurveTo(352, 104, 352, 128, 338, 140).lineWidth(2.5).strokeColor(colors.onBandAccent).stroke();
  doc.moveTo(332, 131).lineTo(338, 141).lineTo(344, 133).lineWidth(2.5).stroke();
  gasInlet(doc, 150, true);
  pumpLine(doc);
}

function drawSpinCoater(doc: PdfDocument) {
  // Open coater bowl (cup), spinning chuck and wafer, dispense nozzle with a drop of resist.
  doc.roundedRect(40, 40, 320, 220, 18).fillColor(colors.chamberBody).fill();
  doc.roundedRect(40, 40, 320, 220, 18).lineWidth(3).strokeColor(colors.plasmaGlowMid).strokeOpacity(0.6).stroke();
  doc.strokeOpacity(1);
  doc.moveTo(70, 150).lineTo(90, 230).lineTo(310, 230).lineTo(330, 150).lineWidth(5).strokeColor(colors.steel).stroke();
  doc.rect(110, 176, 180, 7).fill(colors.steelLight);
  doc.rect(110, 172, 180, 4).fill(colors.onBandAccent);
  doc.rect(185, 183, 30, 18).fill(colors.steelDark);
  doc.rect(194, 201, 12, 29).fill(colors.steel);
  // Nozzle and drop.
  doc.moveTo(200, 40).lineTo(200, 110).lineWidth(6).strokeColor(colors.steel).stroke();
  doc.moveTo(193, 110).lineTo(207, 110).lineTo(203, 122).lineTo(197, 122).closePath().fill(colors.steel);
  doc.moveTo(200, 132).bezierCurveTo(192, 146, 194, 156, 200, 156).bezierCurveTo(206, 156, 208, 146, 200, 132).fill(colors.onBandAccent);
  // Rotation arrows.
  doc.moveTo(120, 200).bezierCurveTo(150, 215, 250, 215, 280, 200).lineWidth(2.5).strokeColor(colors.ionBeam).stroke();
  doc.moveTo(270, 196).lineTo(281, 200).lineTo(273, 208).lineWidth(2.5).stroke();
  // Spin motor below the bowl.
  doc.rect(180, 234, 40, 18).fill(colors.steelDark);
}
