import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { code, docsFrame, snippet } from '../../../test/stories/story-docs';
import { DonutChart, type DonutSegment } from './donut-chart';

const costOfOwnership: DonutSegment[] = [
  { label: 'Equipment purchase', value: 40 },
  { label: 'Maintenance and service', value: 25 },
  { label: 'Operating costs', value: 25 },
  { label: 'Downtime impact', value: 10 },
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

const meta = {
  title: 'Primitives/DonutChart',
  component: DonutChart,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { title: '5-year cost of ownership', segments: costOfOwnership },
  decorators: [
    (Story) => (
      <div className="ui:mx-auto ui:max-w-3xl ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DonutChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The legend, row by row: [label, figure]. */
function legendRows(canvasElement: HTMLElement) {
  const legend = canvasElement.querySelector<HTMLElement>('[data-slot="donut-chart-legend"]')!;
  return within(legend)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);
}

const arcs = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll<SVGCircleElement>('[data-slot="donut-chart-arc"]')];
const dash = (arc: SVGCircleElement) => Number.parseFloat(arc.getAttribute('stroke-dasharray')!.split(' ')[0]!);

/** The service page's chart: four shares, named in full for screen readers and listed in a visible table. */
export const CostOfOwnership: Story = {
  name: 'Default',
  tags: ['dev'],
  play: async ({ canvasElement, canvas }) => {
    const figure = canvas.getByRole('figure', { name: '5-year cost of ownership' });
    await expect(within(figure).getByText('5-year cost of ownership')).toBeVisible();
    const image = canvas.getByRole('img', {
      name: '5-year cost of ownership: Equipment purchase 40%, Maintenance and service 25%, Operating costs 25%, Downtime impact 10%',
    });
    await expect(image.tagName.toLowerCase()).toBe('svg');

    // The text equivalent, visible.
    await expect(legendRows(canvasElement)).toEqual([
      ['Equipment purchase', '40%'],
      ['Maintenance and service', '25%'],
      ['Operating costs', '25%'],
      ['Downtime impact', '10%'],
    ]);
    for (const row of legendRows(canvasElement)) await expect(canvas.getByText(row[0]!)).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Share' })).toBeInTheDocument();

    // The arcs are drawn from the values: lengths in proportion (less the small gaps), one after another.
    const drawn = arcs(canvasElement);
    await expect(drawn).toHaveLength(4);
    const lengths = drawn.map(dash);
    await expect(lengths[0]! + 0.6).toBeCloseTo(40, 5);
    await expect(lengths[1]! + 0.6).toBeCloseTo(25, 5);
    await expect(lengths[3]! + 0.6).toBeCloseTo(10, 5);
    await expect(drawn.map((arc) => Number(arc.getAttribute('stroke-dashoffset')))).toEqual([25, -15, -40, -65]);
    // Each arc's colour is its swatch's colour, and the four differ.
    const swatches = [...canvasElement.querySelectorAll('[data-slot="donut-chart-swatch"]')];
    const strokes = drawn.map((arc) => getComputedStyle(arc).stroke);
    await expect(swatches.map((swatch) => getComputedStyle(swatch).backgroundColor)).toEqual(strokes);
    await expect(new Set(strokes).size).toBe(4);
    await expect(strokes[0]).toBe('rgb(58, 53, 193)'); // plasma-700 from the tokens

    // Nothing to operate: the keyboard passes by, a click changes nothing.
    await userEvent.tab();
    await expect(figure.contains(document.activeElement)).toBe(false);
    await userEvent.click(image);
    await expect(arcs(canvasElement)).toHaveLength(4);
  },
};

/** Values written as given (here in dollars), with the share still drawn. */
export const ValueFormat: Story = {
  args: {
    title: 'Annual service plan prices',
    segments: [
      { label: 'Basic AMC', value: 12000 },
      { label: 'Premium AMC', value: 25000 },
    ],
    valueFormat: (value) => `$${value.toLocaleString('en-US')} per year`,
    valueHeading: 'Price',
  },
  // A function prints as written here: keep the two the same.
  parameters: snippet({ args: { valueFormat: code("(value) => `$${value.toLocaleString('en-US')} per year`") } }),
  play: async ({ canvasElement, canvas }) => {
    await expect(
      canvas.getByRole('img', { name: 'Annual service plan prices: Basic AMC $12,000 per year, Premium AMC $25,000 per year' }),
    ).toBeVisible();
    await expect(legendRows(canvasElement)).toEqual([
      ['Basic AMC', '$12,000 per year'],
      ['Premium AMC', '$25,000 per year'],
    ]);
    await expect(canvas.getByRole('columnheader', { name: 'Price' })).toBeInTheDocument();
    const [basic, premium] = arcs(canvasElement).map(dash);
    await expect(basic! + 0.6).toBeCloseTo((12000 / 37000) * 100, 5);
    await expect(premium! + 0.6).toBeCloseTo((25000 / 37000) * 100, 5);
  },
};

/** 'value': the plain number. */
export const PlainValues: Story = {
  args: {
    title: 'Installed systems by region',
    segments: [
      { label: 'North America', value: 420 },
      { label: 'Europe', value: 310 },
      { label: 'Asia', value: 270 },
    ],
    valueFormat: 'value',
    valueHeading: 'Systems',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Installed systems by region: North America 420, Europe 310, Asia 270' })).toBeVisible();
    await expect(legendRows(canvasElement).map((row) => row[1])).toEqual(['420', '310', '270']);
  },
};

/** Colours chosen by the page: arc and swatch follow them. */
export const CustomColours: Story = {
  name: 'Custom colours',
  tags: ['dev'],
  args: {
    segments: [
      { label: 'Equipment purchase', value: 40, color: '#2c2b7c' },
      { label: 'Maintenance and service', value: 25, color: '#0e7490' },
      { label: 'Operating costs', value: 25, color: '#475569' },
      { label: 'Downtime impact', value: 10, color: '#b91c1c' },
    ],
  },
  play: async ({ canvasElement }) => {
    const strokes = arcs(canvasElement).map((arc) => getComputedStyle(arc).stroke);
    await expect(strokes).toEqual(['rgb(44, 43, 124)', 'rgb(14, 116, 144)', 'rgb(71, 85, 105)', 'rgb(185, 28, 28)']);
    const swatches = [...canvasElement.querySelectorAll('[data-slot="donut-chart-swatch"]')];
    await expect(swatches.map((swatch) => getComputedStyle(swatch).backgroundColor)).toEqual(strokes);
  },
};

/** A segment of zero is listed (0%) but draws no arc; a single remaining segment fills the ring. */
export const ZeroAndFull: Story = {
  args: {
    title: 'Warranty claims by cause',
    segments: [
      { label: 'Component failure', value: 3 },
      { label: 'Installation', value: 0 },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warranty claims by cause: Component failure 100%, Installation 0%' })).toBeVisible();
    await expect(legendRows(canvasElement)).toEqual([
      ['Component failure', '100%'],
      ['Installation', '0%'],
    ]);
    const drawn = arcs(canvasElement);
    await expect(drawn).toHaveLength(1);
    await expect(drawn[0]).toHaveAttribute('stroke-dasharray', '100 0');
  },
};

/** On a phone the legend sits under the chart, full width; nothing overflows. */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  ...phone375,
  play: async ({ canvasElement, canvas }) => {
    await expect(window.innerWidth).toBe(375);
    const image = canvas.getByRole('img');
    const legend = canvasElement.querySelector('[data-slot="donut-chart-legend"]')!;
    await expect(legend.getBoundingClientRect().top).toBeGreaterThanOrEqual(image.getBoundingClientRect().bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
