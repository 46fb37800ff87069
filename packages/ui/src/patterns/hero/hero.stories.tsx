import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { docsFrame } from '../../../test/stories/story-docs';
import { buttonVariants } from '../../primitives/button/variants';
import { Hero } from './hero';

/** A stand-in illustration: a process chamber with a plasma glow. */
const chamber = (
  <svg aria-hidden="true" viewBox="0 0 160 90" fill="none" className="ui:mx-auto ui:h-auto ui:w-full ui:max-w-md ui:text-plasma-300">
    <rect x="40" y="14" width="80" height="62" rx="8" stroke="currentColor" strokeWidth="3" />
    <ellipse cx="80" cy="45" rx="26" ry="12" fill="currentColor" opacity="0.35" />
    <rect x="54" y="60" width="52" height="6" rx="2" fill="currentColor" />
  </svg>
);

const actions = (
  <>
    <a href="/products" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
      Explore Products
    </a>
    <a href="/about" className={buttonVariants({ variant: 'outlineInverse', size: 'lg' })}>
      About Us
    </a>
  </>
);

const meta = {
  title: 'Patterns/Hero',
  component: Hero,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Plasma process equipment for research labs',
    title: 'Innovating the Future of Scientific Research',
    lead: 'Etching and deposition systems sized for university cleanrooms and R&D lines, with engineers who speak your process language.',
    actions,
    media: chamber,
  },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Wide screens: the text in the left three fifths, the media beside it, one `h1` naming the region. */
export const Default: Story = {
  tags: ['dev'],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    const hero = canvas.getByRole('region', { name: String(args.title) });
    await expect(canvas.getByRole('heading', { level: 1, name: String(args.title) })).toBeVisible();
    await expect(canvas.getByText(String(args.eyebrow))).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Products' })).toBeVisible();
    const text = canvasElement.querySelector('[data-slot="hero-text"]')!.getBoundingClientRect();
    const media = canvasElement.querySelector('[data-slot="hero-media"]')!.getBoundingClientRect();
    await expect(media.left).toBeGreaterThanOrEqual(text.right);
    await expect(Math.abs(text.width / (text.width + media.width) - 0.6)).toBeLessThan(0.05);
    await expect(hero.tagName).toBe('SECTION');
  },
};

/** A phone: the parts stack, text first, and nothing is wider than the screen. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: docsFrame(),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="hero-text"]')!.getBoundingClientRect();
    const media = canvasElement.querySelector('[data-slot="hero-media"]')!.getBoundingClientRect();
    await expect(media.top).toBeGreaterThanOrEqual(text.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** An illustration that only decorates is left out where the hero stacks, so the actions stay near the top. */
export const DecorativeMedia: Story = {
  name: 'Media on wide screens only',
  args: { stackedMedia: 'hide' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: docsFrame(),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="hero-media"]')).not.toBeVisible();
  },
};

/** A product's hero: an `h2` under the page's own title, and its headline figures under the actions. */
export const WithFigures: Story = {
  name: 'With key figures',
  tags: ['dev'],
  args: {
    headingLevel: 2,
    eyebrow: 'Etching',
    title: 'ICP-RIE Etcher',
    lead: 'Inductively coupled plasma etching with independent control of plasma density and ion energy.',
    figures: [
      { value: '1000-3000 W', label: 'ICP source power' },
      { value: '-70 to 200 °C', label: 'substrate stage' },
      { value: 'up to 200 mm', label: 'wafers, or pieces on a carrier' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'ICP-RIE Etcher' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1 })).toBeNull();
    await expect(canvas.getByText('ICP source power')).toBeVisible();
  },
};
