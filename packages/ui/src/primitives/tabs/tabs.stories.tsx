import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { Tabs, TabsContent, TabsList, TabsTrigger, type TabsProps } from './tabs';

const categories = [
  { value: 'all', label: 'All' },
  { value: 'etching', label: 'Etching' },
  { value: 'deposition', label: 'Deposition' },
  { value: 'coating', label: 'Coating/Developing' },
  { value: 'cleaning', label: 'Cleaning/Stripping' },
] as const;
type Category = (typeof categories)[number]['value'];

const products: Array<{ name: string; category: Exclude<Category, 'all'> }> = [
  { name: 'ICP-RIE Etcher', category: 'etching' },
  { name: 'RIE Etcher', category: 'etching' },
  { name: 'IBE/RIBE System', category: 'etching' },
  { name: 'PECVD System', category: 'deposition' },
  { name: 'ALD System', category: 'deposition' },
  { name: 'HDP-CVD System', category: 'deposition' },
  { name: 'Sputter System', category: 'deposition' },
  { name: 'Coater/Developer', category: 'coating' },
  { name: 'Stripping System', category: 'cleaning' },
];
const productsIn = (category: Category) =>
  products.filter((product) => category === 'all' || product.category === category).map((product) => product.name);

// Plain functions rather than components, so "Show code" prints the tabs and panels they make.
function panels() {
  return categories.map((category) => (
    <TabsContent key={category.value} value={category.value}>
      <ul className="ui:grid ui:gap-2 ui:sm:grid-cols-2">
        {productsIn(category.value).map((name) => (
          <li key={name} className="ui:rounded-control ui:border ui:border-ink-200 ui:p-3 ui:text-ink-800">
            {name}
          </li>
        ))}
      </ul>
    </TabsContent>
  ));
}

function triggers() {
  return categories.map((category) => (
    <TabsTrigger key={category.value} value={category.value}>
      {category.label}
    </TabsTrigger>
  ));
}

const phone375 = {
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;

const render = (args: TabsProps) => (
  <Tabs {...args}>
    <TabsList aria-label="Product categories">{triggers()}</TabsList>
    {panels()}
  </Tabs>
);

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  subcomponents: { TabsList, TabsTrigger, TabsContent },
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  // On the docs page each story gets its own frame, where its play chooses its tab.
  parameters: { ...docsFrame(), ...snippet({ render }) },
  args: { defaultValue: 'all', onValueChange: fn() },
  render,
  decorators: [
    (Story) => (
      <div className="ui:mx-auto ui:max-w-4xl ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The selected tab, its panel visible and named after it, every other panel hidden, showing its products. */
async function expectSelected(canvasElement: HTMLElement, label: string, value: Category) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true'));
  const selected = canvas.getAllByRole('tab', { selected: true });
  await expect(selected).toHaveLength(1);
  await expect(selected[0]).toHaveAttribute('data-state', 'active');
  const panels = canvas.getAllByRole('tabpanel');
  await expect(panels).toHaveLength(1);
  const panel = canvas.getByRole('tabpanel', { name: label });
  await expect(panel).toBeVisible();
  await expect(
    within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(productsIn(value));
}

/** Uncontrolled (`defaultValue`): arrow keys, Home and End move and select; a click selects. */
export const Default: Story = {
  tags: ['dev'],
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Product categories' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(categories.map((c) => c.label));
    await expectSelected(canvasElement, 'All', 'all');

    // One tab stop: Tab lands on the selected tab.
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Etching' })).toHaveFocus();
    await expectSelected(canvasElement, 'Etching', 'etching');
    await userEvent.keyboard('{End}');
    await expectSelected(canvasElement, 'Cleaning/Stripping', 'cleaning');
    // The arrows wrap around.
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(canvasElement, 'All', 'all');
    await userEvent.keyboard('{ArrowLeft}');
    await expectSelected(canvasElement, 'Cleaning/Stripping', 'cleaning');
    await userEvent.keyboard('{Home}');
    await expectSelected(canvasElement, 'All', 'all');

    // The next Tab goes to the open panel, not to the other tabs.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'All' })).toHaveFocus();

    // Pointer.
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposition' }));
    await expectSelected(canvasElement, 'Deposition', 'deposition');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('deposition');

    // The active tab is styled from data-state: a coloured bar under it, none under the others.
    // (Waited for: the colours fade in over 150 ms.)
    const active = getComputedStyle(canvas.getByRole('tab', { name: 'Deposition' }));
    const inactive = getComputedStyle(canvas.getByRole('tab', { name: 'Etching' }));
    await expect(active.borderBottomWidth).toBe('3px');
    await waitFor(() => expect(active.borderBottomColor).toBe('rgb(58, 53, 193)')); // plasma-700
    await waitFor(() => expect(inactive.borderBottomColor).toBe('rgba(0, 0, 0, 0)'));
  },
};

/** Another initial tab, given by the page (e.g. read from the URL). */
export const InitialTab: Story = {
  name: 'Second tab chosen',
  tags: ['dev'],
  args: { defaultValue: 'coating' },
  play: async ({ canvasElement, canvas }) => {
    await expectSelected(canvasElement, 'Coating/Developing', 'coating');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Coating/Developing' })).toHaveFocus();
  },
};

/**
 * Controlled: the page owns the value (here shown as the `?category=` it would write to the URL),
 * so the chosen tab can be shared and restored.
 */
export const Controlled: Story = {
  args: { defaultValue: undefined },
  parameters: snippet<TabsProps>({
    setup: ["const [value, setValue] = React.useState('etching');"],
    render: (args) => (
      <Tabs {...args} value={code('value')} onValueChange={code('setValue')}>
        <p>
          Address: <output>/products?category={code('value')}</output>
        </p>
        <TabsList aria-label="Product categories">{triggers()}</TabsList>
        {panels()}
      </Tabs>
    ),
  }),
  render: function Render(args) {
    const [value, setValue] = React.useState<string>('etching');
    return (
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      >
        <p className="ui:text-sm ui:text-ink-700">
          Address: <output className="ui:font-mono">/products?category={value}</output>
        </p>
        <TabsList aria-label="Product categories">{triggers()}</TabsList>
        {panels()}
      </Tabs>
    );
  },
  play: async ({ canvasElement, canvas, args }) => {
    await expectSelected(canvasElement, 'Etching', 'etching');
    await expect(canvas.getByRole('status')).toHaveTextContent('/products?category=etching');
    await userEvent.click(canvas.getByRole('tab', { name: 'Deposition' }));
    await expectSelected(canvasElement, 'Deposition', 'deposition');
    await expect(args.onValueChange).toHaveBeenCalledWith('deposition');
    await expect(canvas.getByRole('status')).toHaveTextContent('/products?category=deposition');
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(canvasElement, 'Coating/Developing', 'coating');
    await expect(canvas.getByRole('status')).toHaveTextContent('/products?category=coating');
  },
};

/** Manual activation: arrows only move focus, Enter or Space selects. */
export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Deposition' })).toHaveFocus();
    await expectSelected(canvasElement, 'All', 'all');
    await userEvent.keyboard('{Enter}');
    await expectSelected(canvasElement, 'Deposition', 'deposition');
    await userEvent.keyboard('{ArrowRight}[Space]');
    await expectSelected(canvasElement, 'Coating/Developing', 'coating');
  },
};

const withDisabledTab = (args: TabsProps) => (
  <Tabs {...args}>
    <TabsList aria-label="Product categories">
      {categories.map((category) => (
        <TabsTrigger key={category.value} value={category.value} disabled={category.value === 'etching'}>
          {category.label}
        </TabsTrigger>
      ))}
    </TabsList>
    {panels()}
  </Tabs>
);

/** A disabled tab is skipped by the arrows and ignores clicks. */
export const DisabledTab: Story = {
  name: 'With a disabled tab',
  tags: ['dev'],
  parameters: snippet({ render: withDisabledTab }),
  render: withDisabledTab,
  play: async ({ canvasElement, canvas }) => {
    const etching = canvas.getByRole('tab', { name: 'Etching' });
    await expect(etching).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expectSelected(canvasElement, 'Deposition', 'deposition');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(etching);
    await expectSelected(canvasElement, 'Deposition', 'deposition');
  },
};

/**
 * At 375 px the five tabs do not fit: the row scrolls sideways (the page does not), a tab reached
 * by keyboard scrolls into view, and its focus ring is drawn inside it, so never clipped.
 */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  ...phone375,
  play: async ({ canvasElement, canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const list = canvas.getByRole('tablist', { name: 'Product categories' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    const inView = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      const frame = list.getBoundingClientRect();
      return box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;
    };
    const last = canvas.getByRole('tab', { name: 'Cleaning/Stripping' });
    await expect(inView(last)).toBe(false);

    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(last).toHaveFocus();
    await expectSelected(canvasElement, 'Cleaning/Stripping', 'cleaning');
    await waitFor(() => expect(inView(last)).toBe(true));
    const ring = getComputedStyle(last);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('3px');
    // Inset by its own width: the ring lies inside the tab's box, which is inside the scrollport.
    await expect(ring.outlineOffset).toBe('-3px');

    await userEvent.keyboard('{Home}');
    const first = canvas.getByRole('tab', { name: 'All' });
    await waitFor(() => expect(inView(first)).toBe(true));

    // Pointer: scroll the row by hand, then tap a tab that was out of view.
    list.scrollLeft = list.scrollWidth;
    await waitFor(() => expect(inView(last)).toBe(true));
    await userEvent.click(canvas.getByRole('tab', { name: 'Coating/Developing' }));
    await expectSelected(canvasElement, 'Coating/Developing', 'coating');
  },
};
