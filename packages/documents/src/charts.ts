/** Charts drawn with PDFKit paths: vectors, so a chart stays sharp at any zoom and adds little to the file. */
import { fontName } from './fonts.ts';
import type { PdfDocument } from './layout.ts';

/** A donut chart drawn with arcs; shares are in percent and start at 12 o'clock, clockwise. */
export function drawDonut(
  doc: PdfDocument,
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  shares: { percent: number; color: string; textColor: string }[],
): void {
  const total = shares.reduce((s, share) => s + share.percent, 0);
  let angle = -Math.PI / 2;
  const point = (r: number, a: number) => [cx + r * Math.cos(a), cy + r * Math.sin(a)] as const;
  for (const share of shares) {
    const sweep = (share.percent / total) * Math.PI * 2;
    const end = angle + sweep;
    const large = sweep > Math.PI ? 1 : 0;
    const [ox0, oy0] = point(outer, angle);
    const [ox1, oy1] = point(outer, end);
    const [ix1, iy1] = point(inner, end);
    const [ix0, iy0] = point(inner, angle);
    const f = (n: number) => n.toFixed(3);
    doc
      .path(
        `M${f(ox0)} ${f(oy0)} A${outer} ${outer} 0 ${large} 1 ${f(ox1)} ${f(oy1)} ` +
          `L${f(ix1)} ${f(iy1)} A${inner} ${inner} 0 ${large} 0 ${f(ix0)} ${f(iy0)} Z`,
      )
      .fillColor(share.color)
      .fill();
    // Thin white gaps between the segments.
    doc.moveTo(ix0, iy0).lineTo(ox0, oy0).lineWidth(2).strokeColor('#ffffff').stroke();
    const [lx, ly] = point((outer + inner) / 2, angle + sweep / 2);
    doc.font(fontName.bold).fontSize(9).fillColor(share.textColor);
    const text = `${share.percent}%`;
    const w = doc.widthOfString(text);
    doc.text(text, lx - w / 2, ly - doc.currentLineHeight(false) / 2, { lineBreak: false });
    angle = end;
  }
}
