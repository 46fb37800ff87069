import { parameters as react } from '@storybook/react/entry-preview-argtypes';
import type { StrictArgTypes } from 'storybook/internal/types';

// Props tables for every component, its subcomponents and `<ArgTypes of={X} />` alike: the React
// renderer's own, with descriptions for the few props passed through from Radix parts or the DOM
// that have none where they are declared.

const INHERITED: Record<string, { description: string; defaultValue?: string }> = {
  asChild: {
    description:
      "Renders the part's single child element instead of its own, with the part's behaviour and attributes merged onto it (Radix's `asChild`): a tab that is a link, say.",
    defaultValue: 'false',
  },
  loop: {
    description: 'Whether the arrow keys wrap around, from the last item to the first and back.',
    defaultValue: 'true',
  },
  rows: { description: 'How many lines tall it starts; the visitor can make it taller.' },
};

export function extractArgTypes(component: unknown): StrictArgTypes | null {
  const argTypes = react.docs.extractArgTypes(component);
  if (!argTypes) return argTypes;
  for (const [name, argType] of Object.entries(argTypes)) {
    const inherited = INHERITED[name];
    if (!inherited || argType.description?.trim()) continue;
    argType.description = inherited.description;
    if (inherited.defaultValue) (argType.table ??= {}).defaultValue ??= { summary: inherited.defaultValue };
  }
  return argTypes;
}
