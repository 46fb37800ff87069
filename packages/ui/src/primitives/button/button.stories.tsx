import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { snippet } from '../../../test/stories/story-docs';
import { Button, type ButtonProps } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  parameters: { layout: 'centered' },
  args: { children: 'Request a Quote', onClick: fn() },
  // The look and the size come from the button's variants (buttonVariants), which carry no JSDoc of their own.
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'inverse', 'outlineInverse'],
      description:
        'The look: `primary` for the main action of a page or form, `secondary` beside it, `ghost` for a quiet one; `inverse` and `outlineInverse` on dark surfaces.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: {
      control: 'inline-radio',
      options: ['sm', 'md', 'lg'],
      description: 'The height and type size: `sm` (36 px, in dense bars), `md` (44 px), `lg` (48 px, for a hero).',
      table: { defaultValue: { summary: 'md' } },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inverse variants are meant for dark surfaces. */
const onDark: NonNullable<Story['decorators']> = [
  (Story) => (
    <div className="ui:rounded-card ui:bg-plasma-900 ui:p-8">
      <Story />
    </div>
  ),
];

export const Primary: Story = {
  tags: ['dev'],
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Request a Quote' });
    // A plain button never submits a surrounding form by accident.
    await expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = {
  tags: ['dev'],
  args: { variant: 'secondary', children: 'Download Brochure' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Download Brochure' });
    await expect(button).toHaveAttribute('data-slot', 'button');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Ghost: Story = {
  tags: ['dev'],
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Inverse: Story = {
  tags: ['dev'],
  args: { variant: 'inverse', children: 'Talk to an Engineer' },
  decorators: onDark,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Talk to an Engineer' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const OutlineInverse: Story = {
  name: 'Outline inverse',
  tags: ['dev'],
  args: { variant: 'outlineInverse', children: 'View All Products' },
  decorators: onDark,
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'View All Products' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** The three sizes; every one is tall enough to be an easy pointer target. */
const sizes = (args: ButtonProps) => (
  <div className="ui:flex ui:items-center ui:gap-4">
    <Button {...args} size="sm">
      Small
    </Button>
    <Button {...args} size="md">
      Medium
    </Button>
    <Button {...args} size="lg">
      Large
    </Button>
  </div>
);

export const Sizes: Story = {
  tags: ['dev'],
  parameters: snippet({ render: sizes }),
  render: sizes,
  play: async ({ canvas, args }) => {
    const small = canvas.getByRole('button', { name: 'Small' });
    const medium = canvas.getByRole('button', { name: 'Medium' });
    const large = canvas.getByRole('button', { name: 'Large' });
    const height = (element: HTMLElement) => element.getBoundingClientRect().height;
    // min-h-9, min-h-11, min-h-12 in the design's spacing scale (px).
    await expect(height(small)).toBeGreaterThanOrEqual(36);
    await expect(height(medium)).toBeGreaterThanOrEqual(44);
    await expect(height(large)).toBeGreaterThanOrEqual(48);
    await expect(height(small)).toBeLessThan(height(medium));
    await expect(height(medium)).toBeLessThan(height(large));

    await userEvent.click(large);
    await userEvent.tab({ shift: true });
    await expect(medium).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  tags: ['dev'],
  args: { disabled: true, children: 'Submitting....' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Submitting....' });
    await expect(button).toBeDisabled();

    // Not in the tab order, so the keyboard cannot reach it.
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');

    // The pointer goes through it (pointer-events: none); force a click anyway: nothing happens.
    await expect(getComputedStyle(button).pointerEvents).toBe('none');
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** `asChild`: a link that looks like a button stays a link (role, href, new-tab and all). */
export const AsLink: Story = {
  name: 'As a link',
  tags: ['dev'],
  args: {
    asChild: true,
    children: <a href="/contact?topic=quote">Request a Quote</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Request a Quote' });
    await expect(link).toHaveAttribute('href', '/contact?topic=quote');
    await expect(link).toHaveAttribute('data-slot', 'button');
    // A link takes no button `type`, and nothing in the canvas claims to be a button.
    await expect(link).not.toHaveAttribute('type');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    // It carries the button's look.
    await expect(link.className).toContain('ui:bg-plasma-700');

    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

/** Keyboard and pointer activation of one button, counted. */
export const KeyboardActivation: Story = {
  args: { children: 'Send Message' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Send Message' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('[Space]');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await userEvent.pointer({ keys: '[MouseLeft]', target: button });
    await expect(args.onClick).toHaveBeenCalledTimes(3);
  },
};

/**
 * A long label on a 320 px phone (16 px page margins): the label wraps onto a second line, centred,
 * and the button stays inside the screen instead of pushing the page sideways.
 */
export const LongLabelOnAPhone: Story = {
  name: 'Long label on a phone',
  tags: ['dev'],
  args: { size: 'lg', children: 'Request Your Startup Package Quote' },
  // The two buttons; the story's box only stands for the phone's screen.
  parameters: snippet<ButtonProps>({
    render: (args) => (
      <>
        <Button {...args} />
        <Button {...args} variant="secondary">
          Download the Service Process Guide (PDF)
        </Button>
      </>
    ),
  }),
  render: (args) => (
    <div data-testid="phone" className="ui:box-border ui:w-[320px] ui:px-4 ui:py-6 ui:outline ui:outline-ink-200">
      <div className="ui:flex ui:flex-wrap ui:gap-3">
        <Button {...args} />
        <Button {...args} variant="secondary">
          Download the Service Process Guide (PDF)
        </Button>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const phone = canvas.getByTestId('phone');
    const content = phone.getBoundingClientRect();
    for (const name of ['Request Your Startup Package Quote', 'Download the Service Process Guide (PDF)']) {
      const button = canvas.getByRole('button', { name });
      const box = button.getBoundingClientRect();
      // Inside the 288 px between the margins...
      await expect(box.left).toBeGreaterThanOrEqual(content.left + 16);
      await expect(box.right).toBeLessThanOrEqual(content.right - 16);
      // ...on two lines of text (28 px each) rather than one, its text not spilling out of it.
      await expect(box.height).toBeGreaterThanOrEqual(56);
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    }
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
  },
};
