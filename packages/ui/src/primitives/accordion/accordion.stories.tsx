import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger, type AccordionProps, type AccordionTriggerProps } from './accordion';

const faq = [
  {
    value: 'rie-vs-icp',
    question: 'What is the difference between RIE and ICP-RIE?',
    answer:
      'RIE makes the plasma and the ion energy with one RF supply, so density and energy rise together. ICP-RIE adds an inductively coupled source, so plasma density and ion energy are set independently: faster etching with less damage.',
  },
  {
    value: 'wafer-sizes',
    question: 'Which wafer sizes do the systems take?',
    answer: 'Chambers are configured for 4, 6, 8 or 12 inch wafers; small pieces run on a carrier wafer.',
  },
  {
    value: 'warranty',
    question: 'What does the warranty cover?',
    answer: 'A 2-year full warranty on parts and labor, plus one free preventive maintenance visit.',
  },
] as const;

// A plain function rather than a component, so "Show code" prints the items it makes.
function items(headingLevel?: AccordionTriggerProps['headingLevel']) {
  return faq.map((item) => (
    <AccordionItem key={item.value} value={item.value}>
      <AccordionTrigger headingLevel={headingLevel}>{item.question}</AccordionTrigger>
      <AccordionContent>{item.answer}</AccordionContent>
    </AccordionItem>
  ));
}

// Typed apart: inline, its inferred type turns the union of Accordion's props (single | multiple) into never.
const padded: Decorator = (Story) => (
  <div className="ui:mx-auto ui:max-w-3xl ui:p-4 ui:sm:p-8">
    <Story />
  </div>
);

const render = (args: AccordionProps) => <Accordion {...args}>{items()}</Accordion>;

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  subcomponents: { AccordionItem, AccordionTrigger, AccordionContent },
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  // On the docs page each story gets its own frame, where its play opens its answers.
  parameters: { ...docsFrame(), ...snippet({ render }) },
  argTypes: {
    type: {
      control: 'inline-radio',
      options: ['single', 'multiple'],
      description:
        '`single`: one answer open at a time (`value` is a string; add `collapsible` to let it close). `multiple`: any number (`value` is an array).',
    },
  },
  args: { type: 'single', onValueChange: fn() },
  render,
  decorators: [padded],
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttonFor = (canvasElement: HTMLElement, index: number) => within(canvasElement).getByRole('button', { name: faq[index]!.question });

/** Which answers are open, checked from what a user perceives: aria-expanded and the visible region. */
async function expectOpen(canvasElement: HTMLElement, open: number[]) {
  const canvas = within(canvasElement);
  for (const [index, item] of faq.entries()) {
    const isOpen = open.includes(index);
    await waitFor(() => expect(buttonFor(canvasElement, index)).toHaveAttribute('aria-expanded', String(isOpen)));
    if (isOpen) {
      const region = canvas.getByRole('region', { name: item.question });
      await expect(region).toBeVisible();
      await expect(region).toHaveTextContent(item.answer);
    } else {
      await expect(canvas.queryByRole('region', { name: item.question })).not.toBeInTheDocument();
      await expect(canvas.queryByText(item.answer)).not.toBeInTheDocument();
    }
  }
}

/** One answer at a time, all closed at first; a second click closes (`collapsible`). */
export const Single: Story = {
  name: 'Default',
  tags: ['dev'],
  args: { collapsible: true },
  play: async ({ canvasElement, canvas, args }) => {
    // Each question is a heading (h3 by default) holding one button; the chevron is hidden from AT.
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(faq.map((item) => item.question));
    for (const heading of headings) {
      const button = within(heading).getByRole('button');
      await expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
    await expectOpen(canvasElement, []);

    // Pointer.
    await userEvent.click(buttonFor(canvasElement, 0));
    await expectOpen(canvasElement, [0]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('rie-vs-icp');
    await userEvent.click(buttonFor(canvasElement, 1));
    await expectOpen(canvasElement, [1]);
    await userEvent.click(buttonFor(canvasElement, 1));
    await expectOpen(canvasElement, []);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');

    // Keyboard: Tab reaches the first button; arrows, Home and End move; Enter and Space toggle.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(buttonFor(canvasElement, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttonFor(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(buttonFor(canvasElement, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(buttonFor(canvasElement, 0)).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowDown}{ArrowUp}');
    await expect(buttonFor(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOpen(canvasElement, [1]);
    await userEvent.keyboard('[Space]');
    await expectOpen(canvasElement, []);
  },
};

/** Several answers open at once. */
export const Multiple: Story = {
  name: 'Several open',
  tags: ['dev'],
  args: { type: 'multiple' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(buttonFor(canvasElement, 0));
    await userEvent.click(buttonFor(canvasElement, 2));
    await expectOpen(canvasElement, [0, 2]);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['rie-vs-icp', 'warranty']);

    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(buttonFor(canvasElement, 0)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expectOpen(canvasElement, [0, 1, 2]);
    await userEvent.keyboard('{Home}[Space]');
    await expectOpen(canvasElement, [1, 2]);
  },
};

/** Opened at first (`defaultValue`), and not collapsible: the open answer stays open. */
export const OpenByDefault: Story = {
  name: 'Open by default',
  tags: ['dev'],
  args: { defaultValue: 'warranty' },
  play: async ({ canvasElement }) => {
    await expectOpen(canvasElement, [2]);
    const open = buttonFor(canvasElement, 2);
    // Radix marks the open button of a non-collapsible accordion as not operable.
    await expect(open).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(open);
    await expectOpen(canvasElement, [2]);
    await userEvent.keyboard('{Enter}');
    await expectOpen(canvasElement, [2]);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expectOpen(canvasElement, [1]);
  },
};

/** Under a page's h1 directly: the headings are h2. */
const headingLevel = (args: AccordionProps) => <Accordion {...args}>{items(2)}</Accordion>;

export const HeadingLevel: Story = {
  parameters: snippet({ render: headingLevel }),
  render: headingLevel,
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(faq.length);
    await expect(canvas.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectOpen(canvasElement, [0]);
  },
};

/** Controlled: the page holds the open sections (e.g. to open one from a link). */
export const Controlled: Story = {
  args: { type: 'multiple' },
  parameters: snippet({
    setup: ["const [value, setValue] = React.useState(['wafer-sizes']);"],
    render: () => (
      <>
        <Button onClick={code("() => setValue(['rie-vs-icp', 'wafer-sizes', 'warranty'])")}>Open all answers</Button>
        <Accordion type="multiple" value={code('value')} onValueChange={code('setValue')}>
          {items()}
        </Accordion>
      </>
    ),
  }),
  render: function Render() {
    const [value, setValue] = React.useState<string[]>(['wafer-sizes']);
    return (
      <div className="ui:space-y-4">
        <Button onClick={() => setValue(faq.map((item) => item.value))}>Open all answers</Button>
        <Accordion type="multiple" value={value} onValueChange={setValue}>
          {items()}
        </Accordion>
      </div>
    );
  },
  play: async ({ canvasElement, canvas }) => {
    await expectOpen(canvasElement, [1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Open all answers' }));
    await expectOpen(canvasElement, [0, 1, 2]);
    await userEvent.tab();
    await expect(buttonFor(canvasElement, 0)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expectOpen(canvasElement, [1, 2]);
  },
};
