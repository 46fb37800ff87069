import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { Field, Input } from '../form-field/form-field';
import { pageScroll } from '../../../test/stories/story-helpers';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { Dialog, type DialogProps } from './dialog';

/** A page with the button that opens the dialog; the dialog is controlled by the page's state. */
function Page({ open: initialOpen = false, onOpenChange, children, ...props }: DialogProps) {
  const [open, setOpen] = React.useState(initialOpen);
  return (
    <div className="ui:min-h-[250vh] ui:bg-ink-50 ui:p-8">
      <h1 className="ui:text-2xl ui:font-bold ui:text-ink-900">Product page</h1>
      <Button className="ui:mt-4" onClick={() => setOpen(true)}>
        Contact Sales Team
      </Button>
      <p className="ui:mt-4 ui:max-w-prose ui:text-ink-700">The page is taller than the screen, so it could scroll.</p>
      <Dialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          setOpen(next);
        }}
      >
        {children}
      </Dialog>
    </div>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: {
    // On the docs page each story gets its own frame, where its play opens the dialog and brings it
    // into its state (a modal rendered inline would cover the page).
    ...docsFrame(720),
    // The page's button and the dialog it controls.
    ...snippet<DialogProps>({
      setup: (args) => [`const [open, setOpen] = React.useState(${args.open ? 'true' : 'false'});`],
      args: { open: code('open'), onOpenChange: code('setOpen') },
      render: (args) => (
        <>
          <Button onClick={code('() => setOpen(true)')}>Contact Sales Team</Button>
          <Dialog {...args} />
        </>
      ),
    }),
  },
  argTypes: {
    // From the dialog's variants, which carry no JSDoc of their own.
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: "The card's width from the `sm` breakpoint (phones always get the full-screen sheet).",
      table: { defaultValue: { summary: 'md' } },
    },
  },
  args: {
    open: false,
    onOpenChange: fn(),
    title: 'Request a Quote: ICP-RIE',
    description: 'We reply within one business day.',
    children: (
      <div className="ui:flex ui:flex-col ui:gap-4">
        <Field label="Name" required>
          <Input name="name" />
        </Field>
        <Field label="Email" required>
          <Input name="email" type="email" />
        </Field>
        <Button type="button">Submit Request</Button>
      </div>
    ),
  },
  render: (args) => <Page {...args} />,
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const desktop = { viewport: { value: 'desktop', isRotated: false } };
const phone = { viewport: { value: 'mobile2', isRotated: false } };

const opener = () => screen.getByRole('button', { name: 'Contact Sales Team' });
const dialog = () => screen.getByRole('dialog', { name: 'Request a Quote: ICP-RIE' });
const expectClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

/** Opened with the pointer: named by its title, described, focus on the first field; Escape closes. */
export const OpenAndEscape: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(opener());
    const element = await waitFor(dialog);
    await expect(element).toHaveAttribute('aria-modal', 'true');
    await expect(element).toHaveAccessibleDescription('We reply within one business day.');
    await expect(within(element).getByRole('heading', { level: 2, name: 'Request a Quote: ICP-RIE' })).toBeVisible();
    await waitFor(() => expect(within(element).getByRole('textbox', { name: 'Name' })).toHaveFocus());

    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener()).toHaveFocus();
  },
};

/** Keyboard only: Enter opens, Tab and Shift+Tab cycle inside, the close button closes, focus returns. */
export const KeyboardFocusTrap: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(opener()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const element = await waitFor(dialog);
    const name = within(element).getByRole('textbox', { name: 'Name' });
    const close = within(element).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(name).toHaveFocus());

    await userEvent.tab();
    await expect(within(element).getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(element).getByRole('button', { name: 'Submit Request' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    // Focus wraps: it never leaves the dialog.
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expectClosed();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(opener()).toHaveFocus();
  },
};

/** The × and a click on the overlay close it with the pointer. */
export const CloseWithPointer: Story = {
  globals: desktop,
  play: async () => {
    await userEvent.click(opener());
    const close = within(await waitFor(dialog)).getByRole('button', { name: 'Close' });
    await expect(close).toBeVisible();
    // A comfortable target.
    await expect(close.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await userEvent.click(close);
    await expectClosed();
    await expect(opener()).toHaveFocus();

    await userEvent.click(opener());
    await waitFor(dialog);
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await expectClosed();
  },
};

/**
 * While the dialog is open the page cannot scroll: the body's overflow is hidden (so neither the
 * wheel, touch, nor the keyboard scroll the page) and wheel events outside the dialog are cancelled.
 * Closing gives the scrolling back.
 */
export const ScrollLock: Story = {
  globals: desktop,
  play: async () => {
    const before = pageScroll();
    await expect(before.scrollable).toBe(true);
    await expect(before.overflow).not.toBe('hidden');

    await userEvent.click(opener());
    await waitFor(dialog);
    await waitFor(() => expect(pageScroll().overflow).toBe('hidden'));
    await expect(document.body).toHaveAttribute('data-scroll-locked');

    // A wheel over the page behind the overlay is cancelled, so it scrolls nothing.
    const wheel = new WheelEvent('wheel', { deltaY: 400, bubbles: true, cancelable: true, clientX: 5, clientY: 5 });
    document.querySelector('[data-slot="dialog-overlay"]')!.dispatchEvent(wheel);
    await expect(wheel.defaultPrevented).toBe(true);
    await expect(pageScroll().root.scrollTop).toBe(0);

    await userEvent.keyboard('{Escape}');
    await expectClosed();
    await waitFor(() => expect(pageScroll().overflow).not.toBe('hidden'));
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
  },
};

const paragraphs = Array.from({ length: 14 }, (_, index) => (
  <p key={index}>
    Section {index + 1}. Chamber cleaning, endpoint detection, recipe transfer and preventive maintenance are all part of the startup package that
    comes with every system.
  </p>
));

/** Content taller than the screen scrolls inside the dialog; the title and the × stay in view. */
export const TallContent: Story = {
  name: 'Tall content',
  tags: ['dev'],
  globals: desktop,
  args: {
    open: true,
    title: 'Request a Quote: ICP-RIE',
    children: (
      <div className="ui:flex ui:flex-col ui:gap-4 ui:text-ink-800">
        <Field label="Name">
          <Input name="name" />
        </Field>
        {paragraphs}
        <Button>Last action</Button>
      </div>
    ),
  },
  play: async () => {
    const element = await waitFor(dialog);
    const body = element.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(getComputedStyle(body).overflowY).toBe('auto');

    // Reaching the last button by keyboard scrolls it into view inside the dialog.
    await waitFor(() => expect(within(element).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await expect(body.scrollTop).toBe(0);
    await userEvent.tab();
    await expect(within(element).getByRole('button', { name: 'Last action' })).toHaveFocus();
    await waitFor(() => expect(body.scrollTop).toBeGreaterThan(0));
    await expect(within(element).getByRole('heading', { name: 'Request a Quote: ICP-RIE' })).toBeVisible();
    const title = within(element).getByRole('heading').getBoundingClientRect();
    await expect(title.top).toBeGreaterThanOrEqual(element.getBoundingClientRect().top);
    await expect(within(element).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Desktop: a centred card with rounded corners, narrower than the screen. */
export const DesktopCard: Story = {
  name: 'Default',
  tags: ['dev'],
  globals: desktop,
  args: { open: true },
  play: async () => {
    const box = (await waitFor(dialog)).getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth / 2);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
    await expect(Math.abs(box.top + box.height / 2 - window.innerHeight / 2)).toBeLessThan(2);
    await expect(getComputedStyle(dialog()).borderTopLeftRadius).toBe('16px');
  },
};

/** Phones: a sheet that fills the whole screen, closed by its × and opened again by the page's button. */
export const PhoneSheet: Story = {
  name: 'On a phone',
  tags: ['dev'],
  globals: phone,
  args: { open: true },
  play: async () => {
    const fillsTheScreen = async () => {
      const box = (await waitFor(dialog)).getBoundingClientRect();
      await expect(box.left).toBe(0);
      await expect(box.top).toBe(0);
      await expect(box.width).toBe(window.innerWidth);
      await expect(box.height).toBe(window.innerHeight);
    };
    await fillsTheScreen();
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    await expectClosed();
    await userEvent.click(opener());
    await fillsTheScreen();
  },
};

/** Without a description, the dialog is not described by anything. */
export const WithoutDescription: Story = {
  args: { open: true, description: undefined, closeLabel: 'Close dialog' },
  play: async () => {
    const element = await waitFor(dialog);
    await expect(element).not.toHaveAttribute('aria-describedby');
    await expect(within(element).getByRole('button', { name: 'Close dialog' })).toBeVisible();
  },
};
