/**
 * Page geometry, type scale and brand colours of the generated PDFs. The colours come from the design
 * tokens in the component library's theme.css, so the documents and the site share one palette.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const themeCss = readFileSync(new URL('../../../packages/ui/src/theme.css', import.meta.url), 'utf8');

/** One step of a colour scale, as theme.css declares it (`--color-plasma-700: #3a35c1;`). */
function token(scale: 'ink' | 'plasma' | 'glow', step: number): string {
  const value = new RegExp(`--color-${scale}-${step}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(themeCss)?.[1];
  if (!value) throw new Error(`theme.css declares no --color-${scale}-${step}`);
  return value;
}

export const colors = {
  /** Header bands and the cover. */
  band: token('plasma', 950),
  bandLight: token('plasma', 900),
  /** Accent bars, numbers, links. */
  accent: token('plasma', 700),
  accentSoft: token('plasma', 400),
  tint: token('plasma', 50),
  tintStrong: token('plasma', 100),
  onBand: '#ffffff',
  onBandMuted: token('plasma', 200),
  onBandAccent: token('glow', 300),
  glow: token('glow', 400),
  text: token('ink', 900),
  textBody: token('ink', 700),
  textMuted: token('ink', 500),
  rule: token('ink', 200),
  zebra: token('ink', 50),
  chamberBody: '#14133a',
  steel: token('ink', 400),
  steelLight: token('ink', 200),
  steelDark: token('ink', 600),
  plasmaGlowInner: token('plasma', 200),
  plasmaGlowMid: token('plasma', 400),
  plasmaGlowOuter: token('plasma', 500),
  ionBeam: token('glow', 200),
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
