import * as React from 'react';
import { cn } from '../../lib/cn';

export type ComparisonRow = { label: string; values: string[] };

/** The table's own text: everything else comes with its data. */
export type ComparisonTableMessages = {
  /**
   * The word that marks the highlighted column.
   * @defaultValue 'Recommended'
   */
  highlight: string;
};

/** The English default; pass `highlightLabel` to change it. */
export const comparisonTableMessages: ComparisonTableMessages = { highlight: 'Recommended' };

export type ComparisonTableProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What is compared; the table's caption and the name of its scroll region. */
  caption: React.ReactNode;
  /** Column headings; the first heads the row labels, the others the compared options. */
  columns: string[];
  /** One row per criterion: its label, then one value per compared column. */
  rows: ComparisonRow[];
  /** Index into `columns` (1 = the first compared option) of the column to recommend. */
  highlightColumn?: number;
  /**
   * The word that marks the highlighted column, shown as a badge and read with its heading.
   * @defaultValue 'Recommended'
   */
  highlightLabel?: string;
};

/**
 * A comparison table: a real `<table>` with a caption, column headers and a row header per
 * criterion, so a screen reader announces each value with both its column and its row.
 *
 * From the `sm` breakpoint up the columns stand side by side, each at least 8rem wide, and the row
 * labels stay pinned on the left if the table has to scroll sideways inside its own region (the page
 * itself never does). While (and only while) the table is wider than its region, the region is a
 * named, focusable landmark so keyboard users can scroll it with the arrow keys.
 *
 * Below `sm` two or three columns leave a few words a line, or push a column out of view, so each
 * row stacks instead: its label, then each compared value under its column's name. Stacking row by
 * row, not one card per column, keeps the values being compared next to each other. The column name
 * is drawn by CSS from `data-column`, so it is seen and read with the value without changing the
 * cell's text; explicit roles keep the table's semantics when its rows are laid out as blocks.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  highlightColumn,
  highlightLabel = comparisonTableMessages.highlight,
  className,
  ...props
}: ComparisonTableProps) {
  const captionId = React.useId();
  const region = React.useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = React.useState(false);

  React.useEffect(() => {
    const element = region.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const highlighted = (index: number) => highlightColumn !== undefined && highlightColumn > 0 && index === highlightColumn;
  const [labelColumn, ...options] = columns;

  return (
    <div
      ref={region}
      data-slot="comparison-table"
      data-overflowing={overflowing ? '' : undefined}
      {...(overflowing ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
      className={cn(
        'ui:relative ui:max-w-full ui:overflow-x-auto ui:overscroll-x-contain ui:rounded-card ui:border ui:border-ink-200 ui:bg-white',
        'ui:focus-visible:outline-3 ui:focus-visible:outline-offset-2 ui:focus-visible:outline-plasma-500',
        className,
      )}
      {...props}
    >
      <table
        role="table"
        className={cn(
          'ui:w-full ui:border-collapse ui:text-left ui:text-sm ui:text-ink-800 ui:tabular-nums ui:max-sm:block ui:sm:text-base',
          // Side by side, every column keeps at least 8rem: narrower, values break into one word a line. The
          // width is set on the element; the class gives the variable a value of its own, so it is never unset.
          'ui:[--ui-comparison-min-width:auto] ui:sm:min-w-(--ui-comparison-min-width)',
        )}
        style={{ '--ui-comparison-min-width': `${columns.length * 8}rem` } as React.CSSProperties}
      >
        <caption
          id={captionId}
          className="ui:px-4 ui:pt-4 ui:pb-3 ui:text-left ui:text-lg ui:font-semibold ui:text-ink-900 ui:max-sm:block ui:sm:px-5"
        >
          {/* Pinned inside the caption, so the title stays in view while the table scrolls. */}
          <span className="ui:sticky ui:left-4 ui:inline-block ui:sm:left-5">{caption}</span>
        </caption>
        {/* Stacked, each value shows its column's name, so the header row is left to screen readers. */}
        <thead className="ui:max-sm:sr-only">
          <tr role="row" className="ui:border-y ui:border-ink-200 ui:bg-ink-50">
            <th
              role="columnheader"
              scope="col"
              className="ui:sticky ui:left-0 ui:z-10 ui:w-1/3 ui:bg-ink-50 ui:px-4 ui:shadow-[inset_-1px_0_0_var(--ui-color-ink-200)] ui:py-3 ui:align-bottom ui:font-semibold ui:text-ink-700 ui:sm:px-5"
            >
              {labelColumn}
            </th>
            {options.map((column, offset) => {
              const index = offset + 1;
              return (
                <th
                  key={`${index}-${column}`}
                  role="columnheader"
                  scope="col"
                  data-highlighted={highlighted(index) ? '' : undefined}
                  className="ui:px-4 ui:py-3 ui:align-bottom ui:font-semibold ui:text-ink-900 ui:data-highlighted:bg-plasma-700 ui:data-highlighted:text-white ui:sm:px-5"
                >
                  {highlighted(index) && (
                    <span
                      aria-hidden="true"
                      className="ui:mb-1 ui:block ui:w-fit ui:rounded-full ui:bg-white ui:px-2 ui:py-0.5 ui:text-xs ui:font-semibold ui:tracking-wide ui:text-plasma-800 ui:uppercase"
                    >
                      {highlightLabel}
                    </span>
                  )}
                  {column}
                  {highlighted(index) && <span className="ui:sr-only"> ({highlightLabel.toLowerCase()})</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="ui:max-sm:block ui:max-sm:border-t ui:max-sm:border-ink-200">
          {rows.map((row, rowIndex) => (
            <tr
              key={`${rowIndex}-${row.label}`}
              role="row"
              className="ui:border-b ui:border-ink-200 ui:last:border-b-0 ui:max-sm:block ui:max-sm:py-2"
            >
              <th
                role="rowheader"
                scope="row"
                className={cn(
                  'ui:sticky ui:left-0 ui:z-10 ui:bg-white ui:px-4 ui:shadow-[inset_-1px_0_0_var(--ui-color-ink-200)] ui:py-3 ui:align-top ui:font-semibold ui:text-ink-900 ui:sm:px-5',
                  'ui:max-sm:static ui:max-sm:block ui:max-sm:pb-1 ui:max-sm:shadow-none',
                )}
              >
                {row.label}
              </th>
              {options.map((column, offset) => {
                const index = offset + 1;
                return (
                  <td
                    key={`${index}-${column}`}
                    data-highlighted={highlighted(index) ? '' : undefined}
                    data-column={highlighted(index) ? `${column} (${highlightLabel.toLowerCase()})` : column}
                    className={cn(
                      'ui:px-4 ui:py-3 ui:align-top ui:data-highlighted:bg-plasma-50 ui:data-highlighted:font-semibold ui:data-highlighted:text-plasma-900 ui:sm:px-5',
                      'ui:max-sm:block ui:max-sm:py-1.5 ui:max-sm:before:block ui:max-sm:before:text-xs ui:max-sm:before:font-semibold',
                      'ui:max-sm:before:text-ink-600 ui:max-sm:before:content-[attr(data-column)]',
                    )}
                  >
                    {row.values[offset] ?? ''}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
