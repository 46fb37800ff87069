import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CookieBanner } from './cookie-banner';

const meta = {
  title: 'Patterns/CookieBanner',
  component: CookieBanner,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: {
    open: true,
    onChoice: fn(),
    children: (
      <p>
        We use cookies to understand how the site is used. See our <a href="/privacy">privacy policy</a>.
      </p>
    ),
  },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A region named by its title, with the explanation and two equally prominent choices. */
export const Open: Story = {
  name: 'Default',
  tags: ['dev'],
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'Cookies on this site' });
    await expect(within(banner).getByRole('heading', { name: 'Cookies on this site' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    const accept = within(banner).getByRole('button', { name: 'Accept All' });
    const reject = within(banner).getByRole('button', { name: 'Reject All' });
    await expect(accept).toBeVisible();
    await expect(reject).toBeVisible();
    // Equally prominent: same classes, same size.
    await expect(reject.className).toBe(accept.className);
    await expect(reject.getBoundingClientRect().height).toBe(accept.getBoundingClientRect().height);
  },
};

export const CustomTitle: Story = {
  name: 'Custom title',
  tags: ['dev'],
  args: { title: 'Your privacy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your privacy' })).toBeVisible();
  },
};

export const AcceptWithPointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept All' }));
    await expect(args.onChoice).toHaveBeenCalledOnce();
    await expect(args.onChoice).toHaveBeenCalledWith('accepted');
  },
};

export const RejectWithPointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject All' }));
    await expect(args.onChoice).toHaveBeenCalledOnce();
    await expect(args.onChoice).toHaveBeenCalledWith('rejected');
  },
};

/** Keyboard: the privacy link, then Accept All, then Reject All; Enter and Space choose. */
export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept All' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChoice).toHaveBeenLastCalledWith('accepted');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reject All' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChoice).toHaveBeenLastCalledWith('rejected');
    await expect(args.onChoice).toHaveBeenCalledTimes(2);
  },
};

/** Once the visitor has chosen, nothing is rendered. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="cookie-banner"]')).toBeNull();
    await expect(canvasElement).toBeEmptyDOMElement();
  },
};
