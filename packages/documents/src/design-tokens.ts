/**
 * The colour tokens of the component library, read from the theme.css in which @company/ui declares them,
 * so the documents and the sites share one palette.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// @company/ui exports only its built CSS, and dist/theme.css is Tailwind's minified output with the
// library's `ui-` prefix on every variable. The tokens as written are in src/theme.css, which is found
// through the package's own package.json wherever the package is installed or linked, so neither this
// file's folder nor the bundle it ends up in decides where it is read from.
const require = createRequire(import.meta.url);
const uiPackageJson = require.resolve('@company/ui/package.json');
const themeCss = readFileSync(path.join(path.dirname(uiPackageJson), 'src', 'theme.css'), 'utf8');

/** One step of a colour scale, as theme.css declares it (`--color-plasma-700: #3a35c1;`). */
export function colorToken(scale: 'ink' | 'plasma' | 'glow', step: number): string {
  const value = new RegExp(`--color-${scale}-${step}:\\s*(#[0-9a-f]{6})\\s*;`, 'i').exec(themeCss)?.[1];
  if (!value) throw new Error(`@company/ui's theme.css declares no --color-${scale}-${step}`);
  return value;
}
