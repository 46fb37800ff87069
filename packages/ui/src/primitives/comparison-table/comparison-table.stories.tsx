import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { docsFrame } from '../../../test/stories/story-docs';
import { ComparisonTable, type ComparisonRow } from './comparison-table';

const columns = ['Service', 'Ionvale Systems', 'Typical supplier'];
const rows: ComparisonRow[] = [
  { label: 'Warranty', values: ['2 years, parts and labor', '1 year, parts only'] },
  { label: 'Preventive maintenance', values: ['One free visit included', 'Charged per visit'] },
  { label: 'Response time', values: ['2-3 business days', '5-10 business days'] },
  { label: 'Parts discount with a plan', values: ['15-25%', 'Rarely offered'] },
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
  title: 'Primitives/ComparisonTable',
  component: ComparisonTable,
  // Every story is a check that `npm test` runs; out of the sidebar unless tagged 'dev' (a designer's view).
  // The docs page is the .mdx beside this file.
  tags: ['!autodocs', '!dev'],
  args: { caption: 'Service compared', columns, rows },
  decorators: [
    (Story) => (
      <div className="ui:mx-auto ui:max-w-4xl ui:p-4 ui:sm:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComparisonTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Column headers, then every row: its row header and one cell per compared column. */
async function expectStructure(canvasElement: HTMLElement, expected: { columns: string[]; rows: ComparisonRow[] }) {
  const table = within(canvasElement).getByRole('table');
  const headers = within(table).getAllByRole('columnheader');
  await expect(headers).toHaveLength(expected.columns.length);
  for (const header of headers) await expect(header).toHaveAttribute('scope', 'col');
  const bodyRows = within(table).getAllByRole('row').slice(1);
  await expect(bodyRows).toHaveLength(expected.rows.length);
  for (const [index, row] of expected.rows.entries()) {
    const header = within(bodyRows[index]!).getByRole('rowheader');
    await expect(header).toHaveTextContent(row.label);
    await expect(header).toHaveAttribute('scope', 'row');
    const cells = within(bodyRows[index]!).getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual(row.values);
  }
}

/** Wide screen: the table fits, so its wrapper is neither a landmark nor a tab stop. */
export const Default: Story = {
  tags: ['dev'],
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Service compared' })).toBeVisible();
    await expectStructure(canvasElement, { columns, rows });
    await expect(canvas.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(columns);
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    const wrapper = canvasElement.querySelector('[data-slot="comparison-table"]')!;
    await expect(wrapper).not.toHaveAttribute('tabindex');
    await expect(canvasElement.querySelectorAll('[data-highlighted]')).toHaveLength(0);

    await userEvent.tab();
    await expect(wrapper.contains(document.activeElement)).toBe(false);
  },
};

/** A recommended column: a visible badge and colour, and "(recommended)" read with its header. */
export const Highlighted: Story = {
  name: 'Highlighted column',
  tags: ['dev'],
  args: { highlightColumn: 1 },
  play: async ({ canvasElement, canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Ionvale Systems (recommended)' });
    await expect(within(header).getByText('Recommended')).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'Typical supplier' })).not.toHaveAttribute('data-highlighted');
    await expectStructure(canvasElement, { columns: ['Service', 'Ionvale Systems (recommended)', 'Typical supplier'], rows });
    // The whole column is marked: its header and one cell per row, styled apart from the others.
    const marked = [...canvasElement.querySelectorAll('td[data-highlighted]')];
    await expect(marked.map((cell) => cell.textContent)).toEqual(rows.map((row) => row.values[0]));
    const other = canvas.getByRole('cell', { name: '1 year, parts only' });
    await expect(getComputedStyle(marked[0]!).backgroundColor).not.toBe(getComputedStyle(other).backgroundColor);
    await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
  },
};

/** A custom badge word on the second option. */
export const HighlightLabel: Story = {
  args: {
    caption: 'Service plans',
    columns: ['Included', 'Basic AMC', 'Premium AMC', 'Custom AMC'],
    rows: [
      { label: 'Price', values: ['$12,000 per year', '$25,000 per year', 'By quote'] },
      { label: 'Preventive maintenance visits', values: ['2', '4', 'As agreed'] },
      { label: 'On-site response', values: ['—', '48 hours', 'As agreed'] },
      { label: 'Parts discount', values: ['15%', '25%', 'As agreed'] },
      { label: '24/7 phone support', values: ['No', 'Yes', 'Optional'] },
    ],
    highlightColumn: 2,
    highlightLabel: 'Most popular',
  },
  play: async ({ canvas }) => {
    const header = canvas.getByRole('columnheader', { name: 'Premium AMC (most popular)' });
    await expect(within(header).getByText('Most popular')).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '48 hours' })).toHaveAttribute('data-highlighted');
    await expect(canvas.getByRole('cell', { name: '$12,000 per year' })).not.toHaveAttribute('data-highlighted');
  },
};

/**
 * 375 px: each row stacks, its label and then each value under its column's name, so no column is out of
 * view and nothing scrolls sideways; the header row stays for screen readers, and the caption wraps whole.
 */
export const Phone: Story = {
  name: 'On a phone',
  tags: ['dev'],
  ...phone375,
  args: { highlightColumn: 1 },
  play: async ({ canvasElement, canvas }) => {
    await expect(window.innerWidth).toBe(375);
    await expectStructure(canvasElement, { columns, rows });
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-slot="comparison-table"]')!;
    await waitFor(() => expect(wrapper).not.toHaveAttribute('data-overflowing'));
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(wrapper.scrollWidth).toBeLessThanOrEqual(wrapper.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

    // The row's label above its values, one under the other, each under its column's name and all within the screen.
    const label = canvas.getByRole('rowheader', { name: 'Response time' });
    const ours = within(label.closest('tr')!).getAllByRole('cell')[0]!;
    const theirs = within(label.closest('tr')!).getAllByRole('cell')[1]!;
    await expect(theirs).toHaveTextContent('5-10 business days');
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(ours.getBoundingClientRect().top + 1);
    await expect(ours.getBoundingClientRect().bottom).toBeLessThanOrEqual(theirs.getBoundingClientRect().top + 1);
    await expect(getComputedStyle(ours, '::before').content).toBe('"Ionvale Systems (recommended)"');
    await expect(getComputedStyle(theirs, '::before').content).toBe('"Typical supplier"');
    for (const cell of [label, ours, theirs]) {
      await expect(cell.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
      await expect(cell.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    }
    const caption = canvas.getByText('Service compared');
    await expect(caption).toBeVisible();
    await expect(caption.getBoundingClientRect().right).toBeLessThanOrEqual(375);

    // Nothing to scroll, so no tab stop of its own.
    await userEvent.tab();
    await expect(wrapper).not.toHaveFocus();
  },
};

/** Missing values render as empty cells, so columns never shift. */
export const MissingValues: Story = {
  name: 'Missing values',
  tags: ['dev'],
  args: {
    rows: [
      { label: 'Warranty', values: ['2 years, parts and labor'] },
      { label: 'Response time', values: ['2-3 business days', '5-10 business days'] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expectStructure(canvasElement, {
      columns,
      rows: [
        { label: 'Warranty', values: ['2 years, parts and labor', ''] },
        { label: 'Response time', values: ['2-3 business days', '5-10 business days'] },
      ],
    });
  },
};
