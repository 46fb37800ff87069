import type { Preview } from '@storybook/react-vite';
// The opt-in element resets first, as a page without its own would load them, then the library.
import '../packages/ui/src/base.css';
import '../packages/ui/src/styles.css';
import { extractArgTypes } from './arg-types';
import { applyBrand, BRANDS, followBrandGlobal } from './brands';
import { docsFrameTurn } from './docs-frames';
import { storySnippet } from './snippet';

followBrandGlobal();

const preview: Preview = {
  tags: ['autodocs'],
  // The toolbar's brand switch: every story and docs page in the shipped brand or a rebrand (./brands.ts).
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(BRANDS).map(([value, brand]) => ({ value, title: brand.title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'ionvale' },
  decorators: [
    (Story, context) => {
      // Before the story draws, so its first frame (and a test's screenshot) is in the chosen brand.
      applyBrand(context.globals.brand);
      return <Story />;
    },
  ],
  // On a docs page, stories shown in frames of their own take turns (see ./docs-frames.ts).
  beforeEach: docsFrameTurn,
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: {
      // Props tables with the defaults and descriptions of props passed through from Radix parts.
      extractArgTypes,
      // "Show code" prints a module a consumer can paste: the story's JSX built from its args,
      // under the packages' public names (see ./snippet.ts), never the story's own source.
      source: { type: 'code', language: 'tsx', transform: (_code: string, context) => storySnippet(context) },
    },
    a11y: {
      // Any violation fails the story's test (in Vitest and in the Storybook UI's test run).
      test: 'error',
      options: {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
      },
    },
  },
};

export default preview;
