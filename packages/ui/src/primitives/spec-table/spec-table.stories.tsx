import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsFrame } from '../../../test/stories/story-docs';
import { SpecTable, type SpecRow } from './spec-table';

const icpRows: SpecRow[] = [
  { parameter: 'Source power (ICP)', value: '1000-3000 W' },
  { parameter: 'Bias power (RF)', value: '300-1000 W' },
  { parameter: 'Gas lines', value: '5' },
  { parameter: 'Stage temperature', value: '-70 to 200 °C' },
  { parameter: 'Non-uniformity', value: '±5%' },
];

// A 375 px wide phone (iPhone SE / mini class). The Vitest plugin resizes the browser to it too.
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
  title: 'Primitives/SpecTable',
  component: SpecTable,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { caption: 'ICP-RIE Etcher specifications', rows: icpRows },
  decorators: [
    (Story) => (
      <div className="ui:mx-auto ui:max-w-3xl ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SpecTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every row header, in order, with the value cell beside it. */
async function expectRows(canvasElement: HTMLElement, rows: SpecRow[]) {
  const table = within(canvasElement).getByRole('table');
  const bodyRows = within(table).getAllByRole('row').slice(1);
  await expect(bodyRows).toHaveLength(rows.length);
  for (const [index, row] of rows.entries()) {
    const scope = within(bodyRows[index]!);
    const header = scope.getByRole('rowheader');
    await expect(header).toHaveTextContent(row.parameter);
    await expect(header).toHaveAttribute('scope', 'row');
    await expect(scope.getByRole('cell')).toHaveTextContent(row.value);
  }
}

/** Nothing is wider than the viewport, and the page cannot scroll sideways. */
async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  const viewport = document.documentElement.clientWidth;
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(viewport);
  const table = within(canvasElement).getByRole('table');
  await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  for (const cell of table.querySelectorAll('th, td, caption')) {
    const box = cell.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(viewport);
    // The text inside fits its cell: nothing spills out of a cell that cannot grow.
    await expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth);
  }
}

/** A product's specification: caption, two column headers, a row header per parameter. */
export const Default: Story = {
  tags: ['dev'],
  play: async ({ canvasElement, canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'ICP-RIE Etcher specifications' });
    await expect(table.querySelector('caption')).toBeVisible();
    const headers = canvas.getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual(['Parameter', 'Value']);
    for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
    await expectRows(canvasElement, args.rows);

    // Nothing in a data table is interactive: the keyboard passes it by, a click changes nothing.
    await userEvent.tab();
    await expect(document.activeElement === document.body || !table.contains(document.activeElement)).toBe(true);
    await userEvent.click(canvas.getByRole('rowheader', { name: 'Gas lines' }));
    await expectRows(canvasElement, args.rows);
  },
};

/** Column headings in another wording, e.g. for process capabilities. */
export const CustomHeadings: Story = {
  name: 'Custom headings',
  tags: ['dev'],
  args: {
    caption: 'Process capabilities',
    parameterHeading: 'Material',
    valueHeading: 'Typical etch rate',
    rows: [
      { parameter: 'Silicon (Bosch DRIE)', value: 'Up to 10 µm/min' },
      { parameter: 'Silicon dioxide', value: '200-400 nm/min' },
      { parameter: 'Silicon nitride', value: '150-300 nm/min' },
    ],
  },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(canvas.getByRole('table', { name: 'Process capabilities' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Material' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Typical etch rate' })).toBeVisible();
    await expectRows(canvasElement, args.rows);
  },
};

/**
 * At 375 px it is still a table (roles unchanged) and nothing scrolls sideways: the long
 * parameter names and the long unbroken value wrap inside their cells.
 */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  ...phone375,
  args: {
    caption: 'ALD system specifications',
    rows: [
      { parameter: 'Wafer temperature', value: '20-400 °C' },
      { parameter: 'Precursor source temperature', value: '20-150 °C (up to 200 °C)' },
      { parameter: 'Growth per cycle', value: '0.5-2 Å/cycle' },
      { parameter: 'Uniformity', value: '<1%' },
      { parameter: 'Precursor lines', value: '2-6' },
      { parameter: 'Base pressure', value: '<5x10^-5 Torr' },
      { parameter: 'Supported precursor chemistries', value: 'TMA/H2O/O3/TDMAT/TEMAHf/DEZ/BDEAS/plasma-O2/plasma-N2' },
    ],
  },
  play: async ({ canvasElement, canvas, args }) => {
    await expect(window.innerWidth).toBe(375);
    const table = canvas.getByRole('table', { name: 'ALD system specifications' });
    await expect(getComputedStyle(table).display).toBe('table');
    await expectRows(canvasElement, args.rows);
    await expectNoHorizontalOverflow(canvasElement);

    // The long value wrapped onto several lines instead of widening the table.
    const long = canvas.getByRole('cell', { name: /TMA\/H2O/ });
    const lineHeight = Number.parseFloat(getComputedStyle(long).lineHeight);
    await expect(long.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    // Parameter and value of a row still share the row: the header is beside its value, not above it.
    const header = canvas.getByRole('rowheader', { name: 'Base pressure' });
    const value = canvas.getByRole('cell', { name: '<5x10^-5 Torr' });
    await expect(Math.abs(header.getBoundingClientRect().top - value.getBoundingClientRect().top)).toBeLessThan(2);
    await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(value.getBoundingClientRect().left);
  },
};

/** No rows yet: the caption and the headers still render, so the structure is announced. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'ICP-RIE Etcher specifications' });
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(within(table).queryAllByRole('rowheader')).toHaveLength(0);
  },
};
