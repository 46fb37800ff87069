import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { docsFrame } from '../../../test/stories/story-docs';
import { FloatingAction } from './floating-action';

const phone375 = {
  parameters: {
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;

const meta = {
  title: 'Patterns/FloatingAction',
  component: FloatingAction,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  // On the docs page each story gets its own frame, where its play scrolls: a button fixed to the
  // viewport, shown on scroll, only makes sense in a window of its own.
  parameters: docsFrame(480),
  args: { children: 'Contact Sales Team', onClick: fn() },
  decorators: [
    // A long page (so the story's window can scroll), the button, then a footer it must not cover.
    (Story) => (
      <div className="ui:bg-ink-50 ui:text-ink-800">
        <main className="ui:mx-auto ui:max-w-prose ui:space-y-4 ui:px-4 ui:py-10">
          <h1 className="ui:text-2xl ui:font-bold ui:text-ink-900">ICP-RIE Etcher</h1>
          <p>Scroll down: the button appears once the page has scrolled past its threshold.</p>
          <div className="ui:h-[250vh] ui:rounded-card ui:border ui:border-dashed ui:border-ink-300" />
          <p>
            The end of the page.{' '}
            <a href="#specifications" className="ui:font-medium ui:text-plasma-800 ui:underline">
              Specifications
            </a>
          </p>
          {/* Where a page renders it: after its content, so it comes last in the tab order. */}
          <Story />
        </main>
        <footer data-slot="site-footer" className="ui:h-96 ui:bg-ink-950 ui:px-4 ui:py-8 ui:text-ink-200">
          <ul className="ui:flex ui:flex-col ui:items-end ui:gap-3">
            {['Privacy', 'Contact', 'Insights'].map((label) => (
              <li key={label}>
                <a href={`#${label.toLowerCase()}`} className="ui:text-ink-200 ui:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </footer>
      </div>
    ),
  ],
} satisfies Meta<typeof FloatingAction>;

export default meta;
type Story = StoryObj<typeof meta>;

const NAME = 'Contact Sales Team';

/** Scrolls the story's window and lets the scroll event and the next frame run. */
async function scrollTo(y: number) {
  window.scrollTo({ top: y, behavior: 'instant' });
  await waitFor(() => expect(Math.abs(window.scrollY - Math.min(y, maxScroll()))).toBeLessThan(1));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

/** Rendered, and (once its fade-in has run) visible. */
async function expectShown(canvasElement: HTMLElement) {
  const button = await waitFor(() => within(canvasElement).getByRole('button', { name: NAME }));
  await waitFor(() => expect(button).toBeVisible());
  await waitFor(() => expect(getComputedStyle(button).opacity).toBe('1'));
  return button;
}
const expectGone = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(within(canvasElement).queryByRole('button', { name: NAME })).not.toBeInTheDocument());
  // Not rendered at all: nothing hidden is left in the tab order or the accessibility tree.
  await expect(canvasElement.querySelector('[data-slot="floating-action"]')).toBeNull();
};

/**
 * Hidden at the top; shown, bottom right, once scrolled more than 500 px; operable by keyboard and
 * pointer; gone again when scrolled back.
 */
export const AppearsOnScroll: Story = {
  play: async ({ canvasElement, args }) => {
    await scrollTo(0);
    await expectGone(canvasElement);
    await scrollTo(500);
    await expectGone(canvasElement);

    await scrollTo(800);
    const button = await expectShown(canvasElement);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('type', 'button');
    const box = button.getBoundingClientRect();
    const viewportWidth = document.documentElement.clientWidth;
    await expect(getComputedStyle(button).position).toBe('fixed');
    await expect(viewportWidth - box.right).toBeCloseTo(16, 0);
    await expect(window.innerHeight - box.bottom).toBeCloseTo(16, 0);
    await expect(box.height).toBeGreaterThanOrEqual(44);

    // Keyboard: it follows the page's content in the tab order; Enter and Space activate it.
    // (Focusing the link scrolls the page down to it; the button stays.)
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Specifications' })).toHaveFocus();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('3px');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('[Space]');
    // Pointer.
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(3);

    // Scrolling back up takes it away; down again, it is back.
    button.blur();
    await scrollTo(100);
    await expectGone(canvasElement);
    await scrollTo(800);
    await expectShown(canvasElement);
  },
};

/** Another threshold: still hidden at 1000 px, shown past 1200 px. */
export const CustomThreshold: Story = {
  args: { threshold: 1200 },
  play: async ({ canvasElement }) => {
    await scrollTo(1000);
    await expectGone(canvasElement);
    await scrollTo(1300);
    await expectShown(canvasElement);
    await scrollTo(0);
    await expectGone(canvasElement);
    await scrollTo(1300);
    await expectShown(canvasElement);
  },
};

/**
 * At the end of the page it rides above the footer instead of covering its links; every footer
 * link stays reachable by pointer.
 */
export const KeepsClearOfTheFooter: Story = {
  play: async ({ canvasElement }) => {
    await scrollTo(800);
    const button = await expectShown(canvasElement);
    await scrollTo(maxScroll());
    const footer = canvasElement.querySelector('footer')!;
    await waitFor(() => expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top - 15));
    await expect(button).toBeVisible();
    for (const link of within(footer).getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      await expect(hit).toBe(link);
    }
    await scrollTo(0);
    await expectGone(canvasElement);
    // Back at the end of the page, it is above the footer again.
    await scrollTo(maxScroll());
    const again = await expectShown(canvasElement);
    await waitFor(() => expect(again.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top - 15));
  },
};

/** A phone: inside the screen, clear of the footer, with a comfortable target. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    await scrollTo(700);
    const button = await expectShown(canvasElement);
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(375 - 15);
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    await scrollTo(maxScroll());
    const footer = canvasElement.querySelector('footer')!;
    await waitFor(() => expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(footer.getBoundingClientRect().top - 15));
    await userEvent.click(button);
    await scrollTo(0);
    await expectGone(canvasElement);
    await scrollTo(700);
    await expectShown(canvasElement);
  },
};

/**
 * When what it avoids fills the screen (here a tall block named by `avoid`, on a phone where it
 * spans the width under the button), there is no room above it: the button goes away rather than
 * cover it, and comes back once there is room. (On a wide screen a narrow block beside the
 * button's column does not move it.)
 */
export const NoRoomToAvoid: Story = {
  ...phone375,
  args: { avoid: '[data-story-avoid]' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div data-story-avoid="" className="ui:h-[120vh] ui:rounded-card ui:bg-plasma-100 ui:p-4">
          A block the button must not cover.
        </div>
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-story-avoid]')!;
    const blockTop = block.getBoundingClientRect().top + window.scrollY;
    await scrollTo(800);
    await expectShown(canvasElement);
    // The block's top at the middle of the screen: the button sits above it.
    await scrollTo(blockTop - window.innerHeight / 2);
    const button = await expectShown(canvasElement);
    await waitFor(() => expect(button.getBoundingClientRect().bottom).toBeLessThanOrEqual(block.getBoundingClientRect().top - 15));
    // The block fills the screen: gone.
    await scrollTo(blockTop + 10);
    await expectGone(canvasElement);
    await scrollTo(blockTop - window.innerHeight / 2);
    await expectShown(canvasElement);
    await scrollTo(0);
    await expectGone(canvasElement);
    await scrollTo(blockTop - window.innerHeight / 2);
    await expectShown(canvasElement);
  },
};
