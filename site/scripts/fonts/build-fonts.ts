/**
 * Builds the site's typeface, IBM Plex Sans (SIL Open Font License), from its npm packages into
 * app/generated/fonts: three subset woff2 files and the @font-face rules that use them (fonts.css,
 * imported by app.css, so Vite fingerprints the files like any other asset).
 *
 * - `text`: the variable font (weights 400-700 on one axis) cut to the characters the site writes
 *   (siteCharacters below).
 * - `notation` and `notation-bold`: Greek letters, sub- and superscript digits, arrows and mathematical
 *   signs, which the variable font's distribution leaves out, from the static regular and semibold cuts.
 * - Fallback faces: Arial (or its metric twin Liberation Sans) and Roboto, scaled and given Plex's
 *   ascent and descent, so text laid out before the font arrives takes the same space.
 *
 * `font-display: optional`: a face that is not there within the first ~100 ms of a visit is not
 * swapped in later, so nothing on the page moves; it is in the cache from the next page on.
 */
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import ibmPlexSans from '@capsizecss/metrics/iBMPlexSans';
import roboto from '@capsizecss/metrics/roboto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

export const FONT_FAMILY = 'IBM Plex Sans';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

/** Greek letters (σ, λ, Ω), sub- and superscripts (SiO₂, 10¹²), arrows, √ ∞ ≈ ≤ ≥: the notation faces' share. */
const NOTATION_RANGE = 'U+0391-03C9, U+2070-209F, U+2190-2194, U+221A, U+221E, U+2248, U+2264-2265';
const inNotationRange = (character: string) => /[\u0391-\u03c9\u2070-\u209f\u2190-\u2194\u221a\u221e\u2248\u2264\u2265]/u.test(character);

/**
 * Every character the site can print: printable ASCII (a visitor's own words in a form), every
 * character of the content and the components' texts, and every sub- and superscript digit (the
 * typeset helper makes them from plain digits). Cut to these, the faces weigh a third less than the
 * distribution's Latin subset, and a new character in the content is in the next build's fonts.
 */
export function siteCharacters(sources = [path.join(site, 'app'), path.join(site, '../packages/ui/src')]): Set<string> {
  // The no-break space comes from `&nbsp;` in the markup, not as a character in the sources.
  const characters = new Set([...range(0x20, 0x7e), '\u00a0', ...range(0x2070, 0x209f)]);
  for (const dir of sources) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(md|ts|tsx)$/.test(file) || file.startsWith('generated')) continue;
      for (const character of readFileSync(path.join(dir, file), 'utf8')) if (character >= ' ') characters.add(character);
    }
  }
  return characters;
}

/**
 * What IBM Plex Sans does not draw, though the content uses it: superscript minus and plus (10⁻⁶, Ar⁺)
 * and subscript x (CFₓ). The browser takes these from a system font.
 */
export const NOT_IN_TYPEFACE = '⁻⁺ₓ';

const site = fileURLToPath(new URL('../..', import.meta.url));
const outDir = path.join(site, 'app/generated/fonts');
const require = createRequire(import.meta.url);
const variableSource = require.resolve('@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2');
const staticSource = (weight: 'Regular' | 'SemiBold') => require.resolve(`@ibm/plex-sans/fonts/complete/woff2/IBMPlexSans-${weight}.woff2`);

export const FONT_DIR = outDir;
export const FONT_FILES = {
  text: 'ibm-plex-sans-text.woff2',
  notation: 'ibm-plex-sans-notation.woff2',
  notationBold: 'ibm-plex-sans-notation-bold.woff2',
} as const;

/** The fallback faces, sized to Plex's metrics. */
export function fallbackFaces(): string {
  return (
    createFontStack([ibmPlexSans, arial, roboto], { fontFaceFormat: 'styleString' })
      // Liberation Sans has Arial's metrics, so the same overrides fit it (Linux desktops, headless Chromium).
      .fontFaces.replaceAll('Fallback: ', 'Fallback ')
      .replace("local('Arial'), local('ArialMT');", "local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans');")
  );
}

/**
 * Chromium takes a character from the faces of a family that share one weight range, so the faces come
 * in two ranges, regular and bold, each with its notation face beside the text face (one variable file
 * serves both ranges and downloads once).
 */
const WEIGHTS = { regular: '400 550', bold: '551 700' };

const face = (weight: string, file: string, unicodeRange?: string) => `@font-face {
  font-family: '${FONT_FAMILY}';
  font-style: normal;
  font-weight: ${weight};
  font-display: optional;
  src: url('./${file}') format('woff2');${unicodeRange ? `\n  unicode-range: ${unicodeRange};` : ''}
}`;

export function fontFaces(): string {
  return [
    face(WEIGHTS.regular, FONT_FILES.text),
    face(WEIGHTS.regular, FONT_FILES.notation, NOTATION_RANGE),
    face(WEIGHTS.bold, FONT_FILES.text),
    face(WEIGHTS.bold, FONT_FILES.notationBold, NOTATION_RANGE),
    fallbackFaces(),
  ].join('\n');
}

export async function buildFonts(to = outDir) {
  mkdirSync(to, { recursive: true });
  const characters = [...siteCharacters()];
  const notationCharacters = characters.filter(inNotationRange).join('');
  const text = await subsetFont(readFileSync(variableSource), characters.filter((character) => !inNotationRange(character)).join(''), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  const notation = await subsetFont(readFileSync(staticSource('Regular')), notationCharacters, { targetFormat: 'woff2' });
  const notationBold = await subsetFont(readFileSync(staticSource('SemiBold')), notationCharacters, { targetFormat: 'woff2' });
  writeFileSync(path.join(to, FONT_FILES.text), text);
  writeFileSync(path.join(to, FONT_FILES.notation), notation);
  writeFileSync(path.join(to, FONT_FILES.notationBold), notationBold);
  writeFileSync(
    path.join(to, 'fonts.css'),
    `/* Generated by scripts/fonts/build-fonts.ts (npm run fonts -w site): edit that script, not this file. */\n${fontFaces()}\n`,
  );
  return { text: text.length, notation: notation.length, notationBold: notationBold.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = await buildFonts();
  const files = Object.entries(FONT_FILES).map(([key, file]) => `${file} ${sizes[key as keyof typeof sizes]} bytes`);
  console.log(`Fonts: ${files.join(', ')} in ${path.relative(process.cwd(), outDir)}`);
}
