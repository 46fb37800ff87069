import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './container';

const meta = {
  title: 'Primitives/Container',
  component: Container,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'fullscreen' },
  args: {
    children: <p className="ui:bg-plasma-50 ui:py-6 ui:text-ink-800">The page’s content column: centred, with side padding.</p>,
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

const rem = () => parseFloat(getComputedStyle(document.documentElement).fontSize);

/** Wide screens: no wider than the page token, centred, with the wide side padding. */
export const Default: Story = {
  tags: ['dev'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <div className="ui:w-[96rem]">
      <Container {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]')!;
    const token = getComputedStyle(document.documentElement).getPropertyValue('--ui-container-page').trim();
    await expect(container.getBoundingClientRect().width).toBe(parseFloat(token) * rem());
    await expect(getComputedStyle(container).paddingLeft).toBe(`${2 * rem()}px`);
    const parent = container.parentElement!.getBoundingClientRect();
    const box = container.getBoundingClientRect();
    await expect(Math.abs(box.left - parent.left - (parent.right - box.right))).toBeLessThan(1);
  },
};

/** A phone: the whole width, less a narrower padding. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]')!;
    await expect(getComputedStyle(container).paddingLeft).toBe(`${rem()}px`);
    await expect(container.getBoundingClientRect().width).toBe(document.documentElement.clientWidth);
  },
};

/** `prose`: a reading measure, for an article or a form on its own; `asChild` puts it on your element. */
export const Prose: Story = {
  args: { width: 'prose', asChild: true, children: <main>A column at a comfortable reading measure.</main> },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const main = canvasElement.querySelector('main')!;
    await expect(main).toHaveAttribute('data-slot', 'container');
    await expect(main.getBoundingClientRect().width).toBeLessThan(800);
  },
};
