// Parts of the React renderer it ships without declarations: its props-table extraction, and the
// render a story without one of its own gets (its component with the story's args).
declare module '@storybook/react/entry-preview-argtypes' {
  import type { StrictArgTypes } from 'storybook/internal/types';

  export const parameters: { docs: { extractArgTypes: (component: unknown) => StrictArgTypes | null } };
}

declare module '@storybook/react/entry-preview' {
  export const render: (...args: never[]) => unknown;
}
