import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import readme from '../../README.md?raw';
import themeCss from '../theme.css?raw';
import { buttonVariants } from '../primitives/button/variants';
import { CookieBanner } from '../patterns/cookie-banner/cookie-banner';
import { Hero } from '../patterns/hero/hero';
import { productsMenu } from '../patterns/mega-menu/mega-menu.fixtures';
import { ProductCard } from '../patterns/product-card/product-card';
import { QuoteDialog, type QuoteRequestValues } from '../patterns/quote-dialog/quote-dialog';
import type { FormSchema } from '../lib/schema-form';

/** A schema that accepts what it is given: the dialog is shown here, never sent. */
const acceptAll: FormSchema<QuoteRequestValues> = {
  '~standard': { version: 1, vendor: 'story', validate: (value) => ({ value: value as QuoteRequestValues }) },
};
import { SiteHeader } from '../patterns/site-header/site-header';

/** The README's rebrand recipe, exactly as a microsite copies it into its CSS. */
const recipe = /```css\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf('<!-- theming -->'), readme.indexOf('<!-- /theming -->')))![1]!;

/** The library's own brand colours (the brand scale and the accent), from the tokens' source. */
const shippedBrandColours = [...themeCss.matchAll(/--color-(?:plasma|glow)-\d+:\s*(#[0-9a-f]{6});/g)].map((match) => match[1]!);

const logo = (
  <svg aria-hidden="true" viewBox="0 0 24 24" className="ui:size-7 ui:text-plasma-700">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <circle cx="12" cy="12" r="3" fill="currentColor" />
  </svg>
);

const chamber = (
  <svg aria-hidden="true" viewBox="0 0 160 90" fill="none" className="ui:mx-auto ui:h-auto ui:w-full ui:max-w-xs ui:text-plasma-300">
    <rect x="40" y="14" width="80" height="62" rx="8" stroke="currentColor" strokeWidth="3" />
    <ellipse cx="80" cy="45" rx="26" ry="12" fill="currentColor" opacity="0.35" />
    <rect x="54" y="60" width="52" height="6" rx="2" fill="currentColor" />
  </svg>
);

/** One microsite page in the rebrand: header, cookie banner, hero, a product card, and the quote dialog open over them. */
function RebrandedPage() {
  const [open, setOpen] = React.useState(true);
  return (
    <>
      <CookieBanner open onChoice={fn()}>
        <p>We use cookies to understand how the site is used.</p>
      </CookieBanner>
      <SiteHeader
        brand={{ name: 'Ionvale Systems', href: '/', logo }}
        items={[
          { label: 'Home', href: '/' },
          { label: 'Products', menu: productsMenu, activeFor: ['/products'] },
          { label: 'Contact Us', href: '/contact' },
        ]}
        currentPath="/products/icp-etcher"
        action={{ label: 'Request a Quote', onSelect: () => setOpen(true) }}
      />
      <Hero
        eyebrow="Plasma process equipment"
        title="Etching systems for research labs"
        lead="The process control of a production tool, sized for a university cleanroom."
        actions={
          <a href="/products" className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
            Explore Products
          </a>
        }
        media={chamber}
        figures={[
          { value: '1000-3000 W', label: 'ICP source power' },
          { value: '-70 to 200 °C', label: 'substrate stage' },
        ]}
      />
      <div className="ui:max-w-sm ui:p-8">
        <ProductCard
          name="ICP-RIE Etcher"
          category="Etching"
          summary="Inductively coupled plasma etching with independent control of plasma density and ion energy."
          href="/products/icp-etcher"
          figures={['1000-3000 W ICP source', '-70 to 200 °C stage']}
          image={chamber}
        />
      </div>
      <QuoteDialog open={open} onOpenChange={setOpen} productName="ICP-RIE" schema={acceptAll} onSubmit={fn(async () => 'Sent')} />
    </>
  );
}

/** A colour as red, green and blue from 0 to 255, whatever its notation; undefined when it is (almost) transparent. */
function rgbOf(colour: string, context: CanvasRenderingContext2D): number[] | undefined {
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = '#000';
  context.fillStyle = colour;
  context.fillRect(0, 0, 1, 1);
  const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
  return alpha! < 26 ? undefined : [red!, green!, blue!];
}

const COLOUR = /(?:rgba?|oklab|oklch|lab|lch|color|hsla?)\([^()]*\)|#[0-9a-f]{3,8}\b/gi;

/** Every colour an element paints with (text, fill, borders, outline, shadows, gradients, SVG paint), with where. */
function paintedColours(element: Element): Array<{ where: string; colour: string }> {
  const style = getComputedStyle(element);
  const painted: Array<{ where: string; colour: string }> = [];
  const add = (where: string, value: string) => {
    for (const colour of value.match(COLOUR) ?? []) painted.push({ where, colour });
  };
  const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
  if (ownText) add('color', style.color);
  add('background-color', style.backgroundColor);
  add('background-image', style.backgroundImage);
  add('box-shadow', style.boxShadow);
  for (const side of ['top', 'right', 'bottom', 'left'] as const) {
    if (parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0) add(`border-${side}-color`, style.getPropertyValue(`border-${side}-color`));
  }
  if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) add('outline-color', style.outlineColor);
  if (element instanceof SVGElement) {
    if (style.fill !== 'none') add('fill', style.fill);
    if (style.stroke !== 'none') add('stroke', style.stroke);
  }
  return painted;
}

const meta = {
  title: 'Foundations/Rebrand',
  component: RebrandedPage,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: () => {
    // The recipe on the page, unlayered, as a microsite's own stylesheet: above the library's tokens.
    const style = document.head.appendChild(document.createElement('style'));
    style.dataset.rebrand = '';
    style.textContent = recipe;
    return () => style.remove();
  },
} satisfies Meta<typeof RebrandedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The README's recipe applied to the page: no element of the header, the cookie banner, the hero, the
 * product card or the open dialog paints with a colour of the shipped brand any more, and all of them take
 * the recipe's typeface.
 */
export const ReadmeRecipe: Story = {
  name: 'The README recipe',
  tags: ['dev'],
  play: async () => {
    const dialog = await waitFor(() => screen.getByRole('dialog'));
    const roots = ['[data-slot="site-header"]', '[data-slot="cookie-banner"]', '[data-slot="hero"]', '[data-slot="product-card"]'].map((selector) =>
      document.querySelector(selector)!,
    );
    roots.push(dialog);
    await expect(roots.every(Boolean)).toBe(true);

    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    const shipped = shippedBrandColours.map((hex) => ({ hex, rgb: rgbOf(hex, context)! }));
    await expect(shipped).toHaveLength(16);
    const stillShipped: string[] = [];
    let checked = 0;
    for (const root of roots) {
      for (const element of [root, ...root.querySelectorAll('*')]) {
        if (!element.checkVisibility()) continue;
        for (const { where, colour } of paintedColours(element)) {
          const rgb = rgbOf(colour, context);
          if (!rgb) continue;
          checked += 1;
          const match = shipped.find((brand) => brand.rgb.every((channel, index) => Math.abs(channel - rgb[index]!) <= 2));
          const slot = element.getAttribute('data-slot') ?? element.tagName.toLowerCase();
          if (match) stillShipped.push(`${slot} ${where}: ${colour} is the shipped ${match.hex}`);
        }
      }
    }
    // Enough painted colours were read for the check to mean something.
    await expect(checked).toBeGreaterThan(50);
    await expect(stillShipped).toEqual([]);

    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.fontFamily = 'var(--ui-font-sans)';
    const recipeFont = getComputedStyle(probe).fontFamily;
    probe.remove();
    await expect(recipeFont).toMatch(/Georgia/);
    for (const root of roots) await expect(getComputedStyle(root).fontFamily).toBe(recipeFont);
  },
};
