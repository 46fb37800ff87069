/**
 * States the cascade-layer order first in each built stylesheet, as Tailwind's own output does
 * (`properties` first). The minifier splits `@layer theme, base, components, utilities;` around the
 * first layer's rules, and a bundler that
 * hoists imported stylesheets (Vite does, for `@import` in a page's CSS) can then establish `base`
 * after `components`, so the opt-in element resets would win over the components' classes. One
 * statement of the whole order, before anything else, fixes it wherever the file is placed.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const ORDER = '@layer properties,theme,base,components,utilities;';
const BANNER = /^\/\*![^*]*\*+(?:[^/*][^*]*\*+)*\/\s*/;

for (const file of ['dist/styles.css', 'dist/base.css', 'dist/theme.css']) {
  const css = readFileSync(file, 'utf8');
  if (css.includes(ORDER)) continue;
  const banner = css.match(BANNER)?.[0] ?? '';
  writeFileSync(file, `${banner}${ORDER}${css.slice(banner.length)}`);
}
