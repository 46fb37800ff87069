import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { navigations, RouterLink } from '../../../test/stories/router-link';
import { snippet } from '../../../test/stories/story-docs';
import { ProductCard, type ProductCardProps } from './product-card';

/** A stand-in illustration: a process chamber with a plasma glow. */
const chamber = (
  <svg viewBox="0 0 160 90" fill="none">
    <rect x="40" y="14" width="80" height="62" rx="8" stroke="currentColor" strokeWidth="3" />
    <ellipse cx="80" cy="45" rx="26" ry="12" fill="currentColor" opacity="0.25" />
    <rect x="54" y="60" width="52" height="6" rx="2" fill="currentColor" />
  </svg>
);

const meta = {
  title: 'Patterns/ProductCard',
  component: ProductCard,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: {
    name: 'ICP-RIE Etcher',
    category: 'Etching',
    summary: 'Inductively coupled plasma etching with independent control of plasma density and ion energy, for deep, anisotropic features.',
    href: '/products/icp-etcher',
    figures: ['1000-3000 W ICP source', '300-1000 W RF bias', '-70 to 200 °C stage', '±5% non-uniformity'],
    image: chamber,
  },
  decorators: [
    (Story) => (
      <div className="ui:max-w-sm ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a pointer would hit at the middle of `element`. */
function hitAt(element: Element) {
  const box = element.getBoundingClientRect();
  const point = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  return { point, hit: document.elementFromPoint(point.clientX, point.clientY) };
}

/** Everything a sighted user reads, and the one link, named after the product and the action. */
export const Default: Story = {
  tags: ['dev'],
  play: async ({ canvasElement, canvas, args }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByRole('heading', { level: 3, name: /^ICP-RIE Etcher/ })).toBeVisible();
    await expect(canvas.getByText('Etching')).toBeVisible();
    await expect(canvas.getByText(args.summary)).toBeVisible();
    const figures = within(canvas.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
    await expect(figures.map((figure) => figure.textContent)).toEqual(args.figures);
    // The illustration is decorative.
    await expect(canvasElement.querySelector('[data-slot="product-card-image"]')).toHaveAttribute('aria-hidden', 'true');

    // Exactly one interactive element.
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    const link = canvas.getByRole('link', { name: 'ICP-RIE Etcher – View details' });
    await expect(link).toHaveAttribute('href', '/products/icp-etcher');
    await expect(card.querySelectorAll('a, button, input, select, textarea, [tabindex]')).toHaveLength(1);

    // One tab stop, with a visible ring around the card.
    await userEvent.tab();
    await expect(link).toHaveFocus();
    const ring = getComputedStyle(link, '::after');
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('3px');
    await userEvent.tab();
    await expect(card.contains(document.activeElement)).toBe(false);
  },
};

/** The whole card is the link's target: a click on the summary, the figures or the foot opens the product. */
export const WholeCardClickable: Story = {
  args: { linkComponent: RouterLink },
  // The story's link only records where it would go; a site passes its router's link.
  parameters: snippet({ args: { linkComponent: undefined } }),
  play: async ({ canvasElement, canvas }) => {
    navigations.length = 0;
    const link = canvas.getByRole('link', { name: 'ICP-RIE Etcher – View details' });
    const card = canvas.getByRole('article');
    const targets = [
      canvas.getByText(/Inductively coupled plasma/),
      canvas.getByText('-70 to 200 °C stage'),
      canvas.getByText('View details'),
      canvasElement.querySelector('[data-slot="product-card-image"]')!,
    ];
    for (const target of targets) {
      const { point, hit } = hitAt(target);
      // The stretched link lies over the content: the pointer meets the link.
      await expect(hit).toBe(link);
      await userEvent.pointer({ keys: '[MouseLeft]', target: hit!, coords: point });
    }
    await expect(navigations).toEqual(Array(targets.length).fill('/products/icp-etcher'));
    // Even the card's corner.
    const box = card.getBoundingClientRect();
    await expect(document.elementFromPoint(box.left + 12, box.bottom - 12)).toBe(link);

    // Keyboard: Enter on the one tab stop.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigations).toHaveLength(targets.length + 1);
  },
};

/** A card with a different action, no image and fewer figures; the name is an h2. */
export const PlainH2: Story = {
  args: {
    name: 'Stripping System',
    category: 'Cleaning/Stripping',
    summary: 'Oxygen plasma photoresist stripping and descum for wafers up to 8 inch.',
    href: '/products/striper',
    figures: ['RF 300-1000 W', '5-200 °C'],
    image: undefined,
    actionLabel: 'Explore the striper',
    headingLevel: 'h2',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /^Stripping System/ })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="product-card-image"]')).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('list', { name: 'Key figures' })).getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'Stripping System – Explore the striper' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** No figures: no empty list. More than four: only the first four are shown. */
const figureLimits = (args: ProductCardProps) => (
  <div className="ui:grid ui:gap-6">
    <ProductCard {...args} name="RIE Etcher" href="/products/rie-etcher" figures={[]} image={undefined} />
    <ProductCard
      {...args}
      name="PECVD System"
      category="Deposition"
      href="/products/pecvd"
      image={undefined}
      figures={['13.56 MHz / 400 kHz', '500-2000 W', '20-400 °C', '6 gas lines', '<5% uniformity']}
    />
  </div>
);

export const FigureLimits: Story = {
  parameters: snippet({ render: figureLimits }),
  render: figureLimits,
  play: async ({ canvas }) => {
    const [rie, pecvd] = canvas.getAllByRole('article');
    await expect(within(rie!).queryByRole('list')).not.toBeInTheDocument();
    const figures = within(within(pecvd!).getByRole('list', { name: 'Key figures' })).getAllByRole('listitem');
    await expect(figures.map((figure) => figure.textContent)).toEqual(['13.56 MHz / 400 kHz', '500-2000 W', '20-400 °C', '6 gas lines']);
    // Two cards, two tab stops.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'RIE Etcher – View details' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'PECVD System – View details' })).toHaveFocus();
  },
};
