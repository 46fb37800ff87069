import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsFrame } from '../../../test/stories/story-docs';
import { KeyFigures, type KeyFigure } from './key-figures';

const trust: KeyFigure[] = [
  { value: '300+', label: 'research institutions use the systems' },
  { value: '1000+', label: 'systems installed' },
  { value: '30+', label: 'years building plasma and vacuum equipment' },
  { value: '2 years', label: 'full warranty on parts and labor' },
  { value: '2-3 days', label: 'to a service engineer’s response (business days)' },
];

const specifications: KeyFigure[] = [
  { value: '1000-3000 W', label: 'ICP source power' },
  { value: '-70 to 200 °C', label: 'substrate stage' },
  { value: '< 1×10⁻⁶ Torr', label: 'base pressure' },
  { value: 'up to 200 mm', label: 'wafers, or pieces on a carrier' },
];

const meta = {
  title: 'Primitives/KeyFigures',
  component: KeyFigures,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { items: trust },
  decorators: [
    (Story) => (
      <div className="ui:mx-auto ui:max-w-page ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KeyFigures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each label is the term of its figure, and the figure shows above its label. */
async function expectFigures(canvasElement: HTMLElement, items: KeyFigure[]) {
  const list = canvasElement.querySelector('dl')!;
  const terms = [...list.querySelectorAll('dt')];
  const values = [...list.querySelectorAll('dd')];
  await expect(terms.map((term) => term.textContent)).toEqual(items.map((item) => item.label));
  await expect(values.map((value) => value.textContent)).toEqual(items.map((item) => item.value));
  for (const [index, term] of terms.entries()) {
    await expect(term).toBeVisible();
    await expect(values[index]!.getBoundingClientRect().bottom).toBeLessThanOrEqual(term.getBoundingClientRect().top + 1);
    await expect(getComputedStyle(values[index]!).fontVariantNumeric).toContain('tabular-nums');
  }
}

/** Wide screens: one row, numbers on one baseline. */
export const Trust: Story = {
  name: 'Default',
  tags: ['dev'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, trust);
    const tops = [...canvasElement.querySelectorAll('dd')].map((value) => Math.round(value.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** A product's headline specifications on its dark title band. */
export const DarkSpecifications: Story = {
  name: 'On a dark surface',
  tags: ['dev'],
  args: { items: specifications, tone: 'dark' },
  decorators: [
    (Story) => (
      <div className="ui:bg-plasma-950 ui:p-6">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => expectFigures(canvasElement, specifications),
};

/** Figures with units in two columns on a phone, at the medium size: each stays on one line. */
export const SpecificationsOnPhone: Story = {
  args: { items: specifications, tone: 'dark', size: 'md', className: 'ui:md:grid-flow-row ui:md:grid-cols-2' },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: docsFrame(),
  decorators: [
    (Story) => (
      <div className="ui:bg-plasma-950 ui:p-4">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, specifications);
    for (const value of canvasElement.querySelectorAll('dd')) {
      const lineHeight = parseFloat(getComputedStyle(value).lineHeight);
      await expect(value.getBoundingClientRect().height).toBeLessThan(lineHeight * 1.5);
    }
  },
};

/** A phone: two columns, each label under its own number and never wider than its column. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  parameters: docsFrame(),
  play: async ({ canvasElement }) => {
    await expectFigures(canvasElement, trust);
    const figures = [...canvasElement.querySelectorAll('[data-slot="key-figure"]')].map((figure) => figure.getBoundingClientRect());
    await expect(new Set(figures.map((box) => Math.round(box.left))).size).toBe(2);
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
