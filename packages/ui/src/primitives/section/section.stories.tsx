import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Section } from './section';

const meta = {
  title: 'Primitives/Section',
  component: Section,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Capabilities',
    title: 'Etching systems for every research lab',
    intro: 'Two platforms cover most dry-etch work in a research cleanroom, from a first silicon nitride pattern to deep trenches.',
    children: <p className="ui:text-ink-700">The section’s content: cards, a table, a form.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A titled section is a region named by its heading; the content sits in the page's column. */
export const Default: Story = {
  tags: ['dev'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const region = canvas.getByRole('region', { name: String(args.title) });
    await expect(region.tagName).toBe('SECTION');
    await expect(canvas.getByRole('heading', { level: 2, name: String(args.title) })).toBeVisible();
    const container = canvasElement.querySelector('[data-slot="container"]')!;
    await expect(region).toContainElement(container as HTMLElement);
    await expect(getComputedStyle(container).maxWidth).not.toBe('none');
  },
};

/** The three tones, one after the other: plain, a muted band, the brand's dark band. */
export const Tones: Story = {
  tags: ['dev'],
  render: (args) => (
    <>
      <Section {...args} tone="plain" title="Plain" />
      <Section {...args} tone="muted" title="Muted" />
      <Section
        {...args}
        tone="brand"
        title="Brand"
        intro="On the brand’s dark background, the text is white."
        children={<p>Content on the dark band.</p>}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const brand = canvas.getByRole('region', { name: 'Brand' });
    await expect(getComputedStyle(brand).color).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(canvas.getByRole('region', { name: 'Muted' })).backgroundColor).not.toBe(
      getComputedStyle(canvas.getByRole('region', { name: 'Plain' })).backgroundColor,
    );
  },
};

/** Without a title the section is a plain `section`, no landmark: the rhythm and column alone. */
export const Untitled: Story = {
  args: { title: undefined, eyebrow: undefined, intro: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvasElement.querySelector('section')).not.toHaveAttribute('aria-labelledby');
  },
};
