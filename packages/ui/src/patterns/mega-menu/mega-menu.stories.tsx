import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { Dialog } from '../../primitives/dialog/dialog';
import { forgetLoadedRadixMenu } from './load-menu';
import { MegaMenu } from './mega-menu';
import { productsMenu } from './mega-menu.fixtures';

const meta = {
  title: 'Patterns/MegaMenu',
  component: MegaMenu,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { menu: productsMenu, closeDelay: 220, onOpenChange: fn() },
  argTypes: {
    mode: { control: 'inline-radio', options: ['desktop', 'mobile'] },
    open: { control: 'boolean' },
  },
  // Each story in a frame of its own on the docs page, tall enough for the open panel.
  parameters: docsFrame(600),
  decorators: [
    // In desktop mode the panel spans the nearest positioned ancestor and opens below it: here a bar
    // standing in for the site's header.
    (Story) => (
      <div className="ui:min-h-[36rem] ui:bg-ink-50">
        <div className="ui:relative ui:border-b ui:border-ink-200 ui:bg-white ui:px-4 ui:py-2">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof MegaMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The trigger as a user finds it: the button named after the menu. Always queried afresh, because the
 * element may be replaced (the menu can swap a light stand-in for the full trigger on first intent).
 */
const triggerIn = (canvasElement: HTMLElement) => () => within(canvasElement).getByRole('button', { name: productsMenu.label });

const expectOpen = (trigger: () => HTMLElement, open: boolean) => waitFor(() => expect(trigger()).toHaveAttribute('aria-expanded', String(open)));

/** Every column heading names its list, and every link and action is visible with the right target. */
async function expectFullMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  for (const column of productsMenu.columns) {
    await expect(canvas.getByText(column.heading)).toBeVisible();
    const list = canvas.getByRole('list', { name: column.heading });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(column.links.length);
    for (const [index, link] of column.links.entries()) {
      // Named by its label alone, in order; the line under it is its description.
      const element = within(list).getByRole('link', { name: link.label });
      await expect(element).toBe(links[index]);
      await expect(element).toBeVisible();
      await expect(element).toHaveAttribute('href', link.href);
      if (link.description) await expect(element).toHaveAccessibleDescription(link.description);
    }
  }
  for (const action of productsMenu.actions) {
    if (!('href' in action)) continue;
    const element = canvas.getByRole('link', { name: action.label });
    await expect(element).toBeVisible();
    await expect(element).toHaveAttribute('href', action.href);
  }
}

/** When the pointer left the menu, and when the trigger then reported it closed (event times). */
function watchClose(canvasElement: HTMLElement, trigger: HTMLElement) {
  return new Promise<{ leftAt: number; closedAt: number }>((resolve, reject) => {
    const root = canvasElement.querySelector('[data-slot="mega-menu"]');
    if (!root) return reject(new Error('no [data-slot="mega-menu"]'));
    let leftAt = Number.NaN;
    root.addEventListener('pointerleave', () => (leftAt = performance.now()), { once: true });
    const observer = new MutationObserver(() => {
      if (trigger.getAttribute('aria-expanded') !== 'false') return;
      observer.disconnect();
      resolve({ leftAt, closedAt: performance.now() });
    });
    observer.observe(trigger, { attributes: true, attributeFilter: ['aria-expanded'] });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error('the menu did not close within 2 s of the pointer leaving'));
    }, 2000);
  });
}

/** Desktop: a mouse opens it by hovering; it stays open for 220 ms after the mouse leaves. */
export const DesktopHover: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement, canvas, args }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'PECVD' })).not.toBeInTheDocument();

    await userEvent.hover(trigger());
    await expectOpen(trigger, true);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'PECVD' })).toBeVisible();

    // A mouse click on a hover-opened menu keeps it open (it does not toggle it shut).
    await userEvent.click(trigger());
    await sleep(50);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    // Moving from the trigger into the panel keeps it open.
    await userEvent.hover(canvas.getByRole('link', { name: 'ALD' }));
    await sleep(400);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    // Leaving: it stays open for the close delay (so still open 100 ms after), then closes. The times
    // come from the events themselves (the pointer leaving, the attribute changing) rather than from
    // sleeping, so a busy machine makes the test neither fail nor pass by accident.
    const timing = watchClose(canvasElement, trigger());
    await userEvent.unhover(canvas.getByRole('link', { name: 'ALD' }));
    const { leftAt, closedAt } = await timing;
    await expect(closedAt - leftAt).toBeGreaterThanOrEqual(220);
    await expect(closedAt - leftAt).toBeLessThan(220 + 400);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'PECVD' })).not.toBeInTheDocument());
  },
};

/** Coming back before the delay has passed cancels the close. */
export const DesktopHoverReturn: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement, args }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.hover(trigger());
    await expectOpen(trigger, true);
    await userEvent.unhover(trigger());
    await userEvent.hover(trigger());
    await sleep(400);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
  },
};

/** Desktop: the mouse must rest on the trigger for the open delay (100 ms); passing over it opens nothing. */
export const DesktopHoverIntent: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement, args }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.hover(trigger());
    await sleep(30);
    await userEvent.unhover(trigger());
    await sleep(300);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    const hoveredAt = performance.now();
    await userEvent.hover(trigger());
    await expectOpen(trigger, true);
    await expect(performance.now() - hoveredAt).toBeGreaterThanOrEqual(100);
  },
};

/** Desktop, keyboard: Enter opens, Tab or ArrowDown enters the panel, Escape closes and refocuses the trigger. */
export const DesktopKeyboard: Story = {
  args: { mode: 'desktop' },
  play: async ({ canvasElement, canvas }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Enter}');
    await expectOpen(trigger, true);
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expectFullMenu(canvasElement);

    // Tab moves into the panel, to its first link, then on through the links.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'ICP-RIE' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'RIE' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expectOpen(trigger, false);
    await expect(trigger()).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'ICP-RIE' })).not.toBeInTheDocument());

    // Space opens it too; ArrowDown moves into the panel; Enter on the trigger closes it again.
    await userEvent.keyboard(' ');
    await expectOpen(trigger, true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'ICP-RIE' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOpen(trigger, true);
    await userEvent.keyboard('{Enter}');
    await expectOpen(trigger, false);
  },
};

/** Mobile (inside the hamburger menu): a tap toggles it, hover does nothing, Escape closes it. */
export const Mobile: Story = {
  name: 'On a phone',
  tags: ['dev'],
  args: { mode: 'mobile' },
  decorators: [
    (Story) => (
      <div className="ui:max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, canvas, args }) => {
    const trigger = triggerIn(canvasElement);

    await userEvent.hover(trigger());
    await sleep(300);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();

    await userEvent.click(trigger());
    await expectOpen(trigger, true);
    await expectFullMenu(canvasElement);

    // Leaving with the mouse does not close it in mobile mode.
    await userEvent.unhover(trigger());
    await sleep(400);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(trigger());
    await expectOpen(trigger, false);
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'PECVD' })).not.toBeInTheDocument());

    await userEvent.click(trigger());
    await expectOpen(trigger, true);
    await userEvent.keyboard('{Escape}');
    await expectOpen(trigger, false);
    await expect(trigger()).toHaveFocus();

    // Keyboard: Enter toggles.
    await userEvent.keyboard('{Enter}');
    await expectOpen(trigger, true);
    await userEvent.keyboard('{Enter}');
    await expectOpen(trigger, false);
  },
};

/** Controlled: the parent owns `open`; the menu reports what the user asked for through `onOpenChange`. */
export const ControlledOpen: Story = {
  name: 'Open',
  tags: ['dev'],
  args: { mode: 'desktop', open: true },
  play: async ({ canvasElement, args }) => {
    const trigger = triggerIn(canvasElement);
    await expectOpen(trigger, true);
    await expectFullMenu(canvasElement);

    trigger().focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // The parent did not change `open`, so it stays open.
    await sleep(50);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Controlled closed: hovering asks to open, but the parent decides. */
export const ControlledClosed: Story = {
  name: 'Closed',
  tags: ['dev'],
  args: { mode: 'desktop', open: false },
  play: async ({ canvasElement, args }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.hover(trigger());
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(true));
    await sleep(300);
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The trigger marks the current section (a product page is being shown). */
export const Current: Story = {
  name: 'Current section',
  tags: ['dev'],
  args: { mode: 'desktop', current: true },
  play: async ({ canvasElement }) => {
    const trigger = triggerIn(canvasElement);
    await expect(trigger()).toHaveAttribute('aria-current', 'page');
    await expect(trigger()).toHaveStyle({ textDecorationLine: 'underline' });
    // Still marked once the menu has been opened.
    await userEvent.hover(trigger());
    await expectOpen(trigger, true);
    await expect(trigger()).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * Until the first intent a light stand-in takes the trigger's place: it must take exactly the room
 * the real trigger will, or the header shifts when one replaces the other. Keyboard focus swaps them.
 */
async function expectStandInSizedAsTrigger(canvasElement: HTMLElement) {
  const trigger = triggerIn(canvasElement);
  const standIn = trigger();
  await expect(standIn).toHaveAttribute('data-slot', 'mega-menu-stand-in');
  const before = standIn.getBoundingClientRect();

  await userEvent.tab();
  await waitFor(() => expect(trigger()).not.toBe(standIn));
  await expect(trigger()).not.toHaveAttribute('data-slot', 'mega-menu-stand-in');
  await waitFor(() => expect(trigger()).toHaveFocus());
  const after = trigger().getBoundingClientRect();
  await expect(Math.round(before.width)).toBe(Math.round(after.width));
  await expect(Math.round(before.height)).toBe(Math.round(after.height));
  await expect(Math.round(before.left)).toBe(Math.round(after.left));
  // As wide as its text, not as its container.
  const container = canvasElement.querySelector('[data-slot="mega-menu"]')!.getBoundingClientRect();
  await expect(after.width).toBeLessThan(container.width / 2);
}

/** Desktop: the stand-in and the full trigger have the same box. */
export const StandInWidthDesktop: Story = {
  args: { mode: 'desktop' },
  beforeEach: () => forgetLoadedRadixMenu(),
  play: async ({ canvasElement }) => expectStandInSizedAsTrigger(canvasElement),
};

/** Mobile (inside the hamburger menu): the same. */
export const StandInWidthMobile: Story = {
  args: { mode: 'mobile' },
  beforeEach: () => forgetLoadedRadixMenu(),
  decorators: [
    (Story) => (
      <div className="ui:max-w-sm">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => expectStandInSizedAsTrigger(canvasElement),
};

/** A page whose menu's primary action is a button that opens a dialog, not a link. */
function MenuWithQuoteDialog(props: React.ComponentProps<typeof MegaMenu>) {
  const [quoteOpen, setQuoteOpen] = React.useState(false);
  const menu = {
    ...props.menu,
    actions: [productsMenu.actions[0]!, { label: 'Request a Quote', onSelect: () => setQuoteOpen(true) }],
  };
  return (
    <>
      <MegaMenu {...props} menu={menu} />
      <Dialog open={quoteOpen} onOpenChange={setQuoteOpen} title="Request a Quote">
        <p>The quote form goes here.</p>
      </Dialog>
    </>
  );
}

/**
 * An action with `onSelect` is a button: choosing it closes the menu and runs the action (here it
 * opens a dialog). Closing the dialog gives focus back to the menu's trigger.
 */
export const ActionOpensDialog: Story = {
  args: { mode: 'desktop' },
  render: (args) => <MenuWithQuoteDialog {...args} />,
  parameters: snippet<React.ComponentProps<typeof MegaMenu>>({
    setup: ['const [quoteOpen, setQuoteOpen] = React.useState(false);'],
    render: (args) => (
      <>
        <MegaMenu
          {...args}
          menu={{
            ...args.menu,
            actions: [productsMenu.actions[0]!, { label: 'Request a Quote', onSelect: code('() => setQuoteOpen(true)') }],
          }}
        />
        <Dialog open={code('quoteOpen')} onOpenChange={code('setQuoteOpen')} title="Request a Quote">
          <p>The quote form goes here.</p>
        </Dialog>
      </>
    ),
  }),
  play: async ({ canvasElement, canvas }) => {
    const trigger = triggerIn(canvasElement);
    await userEvent.click(trigger());
    await expectOpen(trigger, true);
    await expect(canvas.getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/products');
    const action = canvas.getByRole('button', { name: 'Request a Quote' });
    await expect(action).not.toHaveAttribute('href');

    await userEvent.click(action);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog).toBeVisible();
    // The menu closed behind it (the page is hidden from the accessibility tree while the dialog is open).
    await expect(canvasElement.querySelector('[data-slot="mega-menu"] [aria-expanded]')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectOpen(trigger, false);
    await waitFor(() => expect(trigger()).toHaveFocus());

    // From the keyboard too: Enter on the action.
    await userEvent.keyboard('{Enter}');
    await expectOpen(trigger, true);
    // Tab through the panel's links to it: it is the last entry.
    const entries = productsMenu.columns.flatMap((column) => column.links).length + productsMenu.actions.length;
    for (let step = 0; step < entries; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Request a Quote' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Request a Quote' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger()).toHaveFocus());
  },
};
