/**
 * Page geometry, type scale and brand colours of the generated PDFs. The colours come from the design
 * tokens in tailwind.config.ts, so the documents and the site share one palette.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import tailwindConfig from '../../../tailwind.config';

const { ink, plasma, glow } = tailwindConfig.theme.extend.colors;

export const colors = {
  /** Header bands and the cover. */
  band: plasma[950],
  bandLight: plasma[900],
  /** Accent bars, numbers, links. */
  accent: plasma[700],
  accentSoft: plasma[400],
  tint: plasma[50],
  tintStrong: plasma[100],
  onBand: '#ffffff',
  onBandMuted: plasma[200],
  onBandAccent: glow[300],
  glow: glow[400],
  text: ink[900],
  textBody: ink[700],
  textMuted: ink[500],
  rule: ink[200],
  zebra: ink[50],
  chamberBody: '#14133a',
  steel: ink[400],
  steelLight: ink[200],
  steelDark: ink[600],
  plasmaGlowInner: plasma[200],
  plasmaGlowMid: plasma[400],
  plasmaGlowOuter: plasma[500],
  ionBeam: glow[200],
} as const;

/** US Letter in PDF points (the company is in the US). */
export const page = {
  width: 612,
  height: 792,
  marginX: 54,
  /** Height of the dark band at the top of every page after the cover. */
  headerHeight: 38,
  /** First baseline area below the header band. */
  contentTop: 70,
  /** Nothing in the content flow goes below this line; the footer sits under it. */
  contentBottom: 732,
  footerRuleY: 748,
  footerTextY: 756,
} as const;

export const contentWidth = page.width - 2 * page.marginX;

export type FontKind = 'regular' | 'bold';

/** Type scale: size and line height in points. */
export const type = {
  body: { size: 9.6, lineHeight: 14 },
  small: { size: 8.4, lineHeight: 11.6 },
  table: { size: 8.8, lineHeight: 12 },
  h2: { size: 15, lineHeight: 19 },
  h3: { size: 10.6, lineHeight: 14 },
} as const;

const require = createRequire(import.meta.url);

/** DejaVu Sans from the `dejavu-fonts-ttf` package: it covers ≤ ⁻⁶ × ± ° Å µ and the rest of the data. */
export const fontFiles: Record<FontKind, Buffer> = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

export const fontName: Record<FontKind, string> = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' };

/**
 * The date written into every document's info dictionary. A fixed date keeps repeated builds
 * byte-identical (PDFKit derives the file ID from the info dictionary); SOURCE_DATE_EPOCH overrides it.
 */
export function documentDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date(Date.UTC(2025, 0, 1));
}
