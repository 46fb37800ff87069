import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { code, snippet } from '../../../test/stories/story-docs';
import { CtaBand, type CtaBandProps } from './cta-band';

const meta = {
  title: 'Patterns/CtaBand',
  component: CtaBand,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Planning a purchase or a new process?',
    body: 'Tell us your materials, wafer sizes and targets: a process engineer replies within one business day.',
    primary: { label: 'Request a Quote', href: '/contact?topic=quote' },
    secondary: { label: 'Browse the systems', href: '/products' },
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading that names the band, the sentence, and the two actions: the primary first, in the stronger style. */
export const Links: Story = {
  name: 'With links',
  tags: ['dev'],
  play: async ({ canvas, args }) => {
    const band = canvas.getByRole('region', { name: String(args.title) });
    await expect(within(band).getByText(String(args.body))).toBeVisible();
    const links = within(band).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Request a Quote', 'Browse the systems']);
    await expect(links[0]).toHaveAttribute('href', '/contact?topic=quote');
    await expect(getComputedStyle(links[0]!).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(getComputedStyle(links[1]!).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

/** An action with `onSelect` is a button (here it would open the quote dialog); the secondary is optional. */
export const ButtonAction: Story = {
  name: 'With a button',
  tags: ['dev'],
  args: { primary: { label: 'Request a Quote', onSelect: fn() }, secondary: undefined },
  parameters: snippet<CtaBandProps>({
    setup: ['const [quoteOpen, setQuoteOpen] = React.useState(false);'],
    args: { primary: { label: 'Request a Quote', onSelect: code('() => setQuoteOpen(true)') } },
  }),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request a Quote' });
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await userEvent.click(button);
    await expect((args.primary as { onSelect: () => void }).onSelect).toHaveBeenCalledOnce();
  },
};

/** A phone: the actions wrap under each other, nothing wider than the screen. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    const band = canvasElement.querySelector('[data-slot="cta-band"]')!;
    await expect(band.scrollWidth).toBeLessThanOrEqual(band.clientWidth);
  },
};
