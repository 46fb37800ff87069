import type { Preview } from '@storybook/react-vite';
// The opt-in element resets first, as a page without its own would load them, then the library.
import '../packages/ui/src/base.css';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
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
