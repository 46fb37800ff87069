/** The typeface of the generated PDFs, embedded in every document. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type FontKind = 'regular' | 'bold';

const require = createRequire(import.meta.url);

/** DejaVu Sans from the `dejavu-fonts-ttf` package: it covers ≤ ⁻⁶ × ± ° Å µ and the rest of the data. */
export const fontFiles: Record<FontKind, Buffer> = {
  regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
};

export const fontName: Record<FontKind, string> = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' };
