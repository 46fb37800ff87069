import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsFrame, snippet } from '../../../test/stories/story-docs';
import { StepList, type Step, type StepListProps } from './step-list';

const serviceProcess: Step[] = [
  { title: 'Initial Assessment', body: 'An engineer reviews your tool, its history and your process goals, on site or remotely.' },
  { title: 'Service Planning', body: 'We agree a schedule of preventive maintenance, spare parts and response times that fits your lab.' },
  { title: 'Implementation', body: 'Certified engineers carry out the work and calibrate the system against its specification.' },
  { title: 'Ongoing Support', body: 'Phone and remote support, regular visits and a report after each one keep the tool running.' },
];

const phone375 = {
  parameters: {
    // On the docs page, a frame as wide as the phone.
    ...docsFrame(),
    viewport: {
      options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
} as const;
const desktop = { globals: { viewport: { value: 'desktop', isRotated: false } } } as const;

const meta = {
  title: 'Primitives/StepList',
  component: StepList,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { steps: serviceProcess },
  decorators: [
    (Story) => (
      <div className="ui:mx-auto ui:max-w-page ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An ordered list of the steps in order, each titled and numbered; the numbers match the order. */
async function expectSteps(canvasElement: HTMLElement, steps: Step[], level: number | null = 3) {
  const canvas = within(canvasElement);
  const list = canvas.getByRole('list');
  await expect(list.tagName.toLowerCase()).toBe('ol');
  const items = within(list).getAllByRole('listitem');
  await expect(items).toHaveLength(steps.length);
  for (const [index, step] of steps.entries()) {
    const item = within(items[index]!);
    if (level) await expect(item.getByRole('heading', { level, name: step.title })).toBeVisible();
    else await expect(item.getByText(step.title)).toBeVisible();
    await expect(item.getByText(step.body)).toBeVisible();
    const number = items[index]!.querySelector('[data-slot="step-number"]')!;
    await expect(number).toHaveTextContent(String(index + 1));
    await expect(number).toBeVisible();
    // The position is the list's, announced by screen readers; the drawn number is not read twice.
    await expect(number).toHaveAttribute('aria-hidden', 'true');
  }
  return items;
}

const boxes = (items: HTMLElement[]) => items.map((item) => item.getBoundingClientRect());

/** Wide screens: the four steps side by side, left to right. */
export const Horizontal: Story = {
  tags: ['dev'],
  ...desktop,
  play: async ({ canvasElement }) => {
    const items = await expectSteps(canvasElement, serviceProcess);
    const rects = boxes(items);
    for (let i = 1; i < rects.length; i++) {
      await expect(rects[i]!.top).toBeCloseTo(rects[0]!.top, 0);
      await expect(rects[i]!.left).toBeGreaterThan(rects[i - 1]!.right - 1);
    }
    // Nothing to operate: the keyboard passes by.
    await userEvent.tab();
    await expect(canvasElement.querySelector('ol')!.contains(document.activeElement)).toBe(false);
  },
};

/** Phones: one step under another, the number beside its text; nothing overflows. */
export const Vertical: Story = {
  tags: ['dev'],
  ...phone375,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(375);
    const items = await expectSteps(canvasElement, serviceProcess);
    const rects = boxes(items);
    for (let i = 1; i < rects.length; i++) {
      await expect(rects[i]!.top).toBeGreaterThanOrEqual(rects[i - 1]!.bottom - 1);
      await expect(rects[i]!.left).toBeCloseTo(rects[0]!.left, 0);
    }
    const number = items[0]!.querySelector('[data-slot="step-number"]')!.getBoundingClientRect();
    const title = within(items[0]!).getByRole('heading').getBoundingClientRect();
    await expect(title.left).toBeGreaterThanOrEqual(number.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Titles at another level, or not headings at all. */
const titleElements = (args: StepListProps) => (
  <div className="ui:space-y-10">
    <StepList {...args} titleAs="h4" steps={serviceProcess.slice(0, 2)} />
    <StepList {...args} titleAs="p" steps={serviceProcess.slice(2)} aria-label="Later steps" />
  </div>
);

export const TitleElements: Story = {
  ...desktop,
  parameters: snippet({ render: titleElements }),
  render: titleElements,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Initial Assessment', 'Service Planning']);
    const later = canvas.getByRole('list', { name: 'Later steps' });
    await expect(within(later).queryAllByRole('heading')).toHaveLength(0);
    await expect(within(later).getAllByRole('listitem')).toHaveLength(2);
    // Each list counts from 1.
    await expect(within(later).getByText('1')).toBeVisible();
  },
};

/** Three steps share the width as evenly as four. */
export const ThreeSteps: Story = {
  name: 'Three steps',
  tags: ['dev'],
  ...desktop,
  args: { steps: serviceProcess.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const items = await expectSteps(canvasElement, serviceProcess.slice(0, 3));
    const widths = boxes(items).map((box) => box.width);
    await expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(1);
  },
};
