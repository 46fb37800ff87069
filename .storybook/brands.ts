import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';

/**
 * The brands the toolbar switches between: the shipped one, and two rebrands written the way a
 * consuming site writes its own (a few `--ui-` tokens set on the page, nothing rebuilt). Each keeps
 * the contrast of the steps it replaces: 700 and 800 carry white text (4.5:1 against white), 500 is
 * the focus ring (3:1 against white), 50 to 300 are tints behind dark text. Foundations/Colours
 * computes those ratios from whichever brand is chosen.
 */
export const BRANDS = {
  ionvale: { title: 'Ionvale (shipped)', tokens: {} },
  teal: {
    title: 'Rebrand: teal, pill buttons',
    tokens: {
      '--ui-color-plasma-50': '#f0fdfa',
      '--ui-color-plasma-100': '#ccfbf1',
      '--ui-color-plasma-200': '#99f6e4',
      '--ui-color-plasma-300': '#5eead4',
      '--ui-color-plasma-400': '#0d9488',
      // The scale's own 400 and 500 are too light for a focus ring or an icon on white (3:1): 600.
      '--ui-color-plasma-500': '#0d9488',
      '--ui-color-plasma-600': '#0d9488',
      '--ui-color-plasma-700': '#0f766e',
      '--ui-color-plasma-800': '#115e59',
      '--ui-color-plasma-900': '#134e4a',
      '--ui-color-plasma-950': '#042f2e',
      '--ui-radius-control': '9999px',
      '--ui-radius-card': '0.25rem',
    },
  },
  harbour: {
    title: 'Rebrand: navy and orange',
    tokens: {
      // Orange actions: 700 is the darkest orange that still reads as orange, 5.2:1 with white text.
      '--ui-color-plasma-50': '#fff7ed',
      '--ui-color-plasma-100': '#ffedd5',
      '--ui-color-plasma-200': '#fed7aa',
      '--ui-color-plasma-300': '#fdba74',
      '--ui-color-plasma-400': '#ea580c',
      '--ui-color-plasma-500': '#ea580c',
      '--ui-color-plasma-600': '#c2410c',
      '--ui-color-plasma-700': '#c2410c',
      '--ui-color-plasma-800': '#9a3412',
      '--ui-color-plasma-900': '#7c2d12',
      '--ui-color-plasma-950': '#431407',
      // Navy text and surfaces in place of the slate.
      '--ui-color-ink-50': '#f5f8fc',
      '--ui-color-ink-100': '#e8eef7',
      '--ui-color-ink-200': '#d3dded',
      '--ui-color-ink-300': '#b0c1dc',
      '--ui-color-ink-400': '#7d95bd',
      '--ui-color-ink-500': '#56709c',
      '--ui-color-ink-600': '#3f5a85',
      '--ui-color-ink-700': '#2e466d',
      '--ui-color-ink-800': '#1f3457',
      '--ui-color-ink-900': '#13233f',
      '--ui-color-ink-950': '#0a1428',
      '--ui-radius-card': '0.375rem',
    },
  },
} satisfies Record<string, { title: string; tokens: Record<string, string> }>;

export type BrandName = keyof typeof BRANDS;

const isBrand = (value: unknown): value is BrandName => typeof value === 'string' && value in BRANDS;

/** Sets the brand's tokens on the page's root element (above the library's, which sit in a layer). */
export function applyBrand(name: unknown) {
  const brand = isBrand(name) ? name : 'ionvale';
  const root = document.documentElement;
  if (root.dataset.brand === brand) return;
  for (const { tokens } of Object.values(BRANDS)) for (const token of Object.keys(tokens)) root.style.removeProperty(token);
  for (const [token, value] of Object.entries(BRANDS[brand].tokens)) root.style.setProperty(token, value);
  root.dataset.brand = brand;
}

/**
 * Docs pages made of MDX alone (the Foundations) render no story, so no decorator: they follow the
 * toolbar through the globals Storybook announces to the preview.
 */
export function followBrandGlobal() {
  const channel = addons.getChannel();
  const onGlobals = ({ globals }: { globals?: Record<string, unknown> }) => applyBrand(globals?.brand);
  channel.on(SET_GLOBALS, onGlobals);
  channel.on(GLOBALS_UPDATED, onGlobals);
}
