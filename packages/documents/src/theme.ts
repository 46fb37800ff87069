/**
 * Page geometry, type scale and brand colours of the generated PDFs. The colours are the design tokens of
 * the component library (see design-tokens.ts), so the documents and the site share one palette.
 */
import { colorToken } from './design-tokens.ts';

export const colors = {
  /** Header bands and the cover. */
  band: colorToken('plasma', 950),
  bandLight: colorToken('plasma', 900),
  /** Accent bars, numbers, links. */
  accent: colorToken('plasma', 700),
  accentSoft: colorToken('plasma', 400),
  tint: colorToken('plasma', 50),
  tintStrong: colorToken('plasma', 100),
  onBand: '#ffffff',
  onBandMuted: colorToken('plasma', 200),
  onBandAccent: colorToken('glow', 300),
  glow: colorToken('glow', 400),
  text: colorToken('ink', 900),
  textBody: colorToken('ink', 700),
  textMuted: colorToken('ink', 500),
  rule: colorToken('ink', 200),
  zebra: colorToken('ink', 50),
  chamberBody: '#14133a',
  steel: colorToken('ink', 400),
  steelLight: colorToken('ink', 200),
  steelDark: colorToken('ink', 600),
  plasmaGlowInner: colorToken('plasma', 200),
  plasmaGlowMid: colorToken('plasma', 400),
  plasmaGlowOuter: colorToken('plasma', 500),
  ionBeam: colorToken('glow', 200),
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

/** Type scale: size and line height in points. */
export const type = {
  body: { size: 9.6, lineHeight: 14 },
  small: { size: 8.4, lineHeight: 11.6 },
  table: { size: 8.8, lineHeight: 12 },
  h2: { size: 15, lineHeight: 19 },
  h3: { size: 10.6, lineHeight: 14 },
} as const;
