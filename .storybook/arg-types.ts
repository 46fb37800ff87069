import { parameters as react } from '@storybook/react/entry-preview-argtypes';
import type { StrictArgTypes } from 'storybook/internal/types';

// Props tables for every component, its subcomponents and `<ArgTypes of={X} />` alike: the React
// renderer's own, with two gaps filled for props the library passes through from Radix parts.
// Their JSDoc lives in Radix's types, which note defaults as `@defaultValue x` (shown as text at
// the end of the description): that becomes the table's default. A few have no JSDoc at all; they
// get the description below.

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
};

const DEFAULT_TAG = /\s*@defaultValue\s+(\S+)\s*$/;

export function extractArgTypes(component: unknown): StrictArgTypes | null {
  const argTypes = react.docs.extractArgTypes(component);
  if (!argTypes) return argTypes;
  for (const [name, argType] of Object.entries(argTypes)) {
    const description = argType.description ?? '';
    const tagged = DEFAULT_TAG.exec(description);
    const inherited = INHERITED[name];
    const table = (argType.table ??= {});
    if (tagged) {
      argType.description = description.replace(DEFAULT_TAG, '');
      table.defaultValue ??= { summary: tagged[1]! };
    } else if (!description.trim() && inherited) {
      argType.description = inherited.description;
      if (inherited.defaultValue) table.defaultValue ??= { summary: inherited.defaultValue };
    }
  }
  return argTypes;
}
