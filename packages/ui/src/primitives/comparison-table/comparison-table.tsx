import * as React from 'react';
import { cn } from '../../lib/cn';

export type ComparisonRow = { label: string; values: string[] };

export type ComparisonTableProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** What is compared; the table's caption and the name of its scroll region. */
  caption: React.ReactNode;
  /** Column headings; the first heads the row labels, the others the compared options. */
  columns: string[];
  /** One row per criterion: its label, then one value per compared column. */
  rows: ComparisonRow[];
  /** Index into `columns` (1 = the first compared option) of the column to recommend. */
  highlightColumn?: number;
  /** The word that marks the highlighted column, shown as a badge and read with its heading. */
  highlightLabel?: string;
};

/**
 * A comparison table: a real `<table>` with a caption, column headers and a row header per
 * criterion, so a screen reader announces each value with both its column and its row.
 *
 * On a phone it keeps its columns (comparing across a row is the point; restacking into cards
 * would lose that and, done with CSS `display`, can strip table semantics in some browsers) and
 * scrolls sideways inside its own region; the page itself never scrolls sideways. While (and only
 * while) the table is wider than its region, the region is a named, focusable landmark so keyboard
 * users can scroll it with the arrow keys. The row labels stay pinned on the left as it scrolls.
 */
export function ComparisonTable({
  caption,
  columns,
  rows,
  highlightColumn,
  highlightLabel = 'Recommended',
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
        'max-w-full overflow-x-auto overscroll-x-contain rounded-card border border-ink-200 bg-white',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500',
        className,
      )}
      {...props}
    >
      <table
        className="w-full border-collapse text-left text-sm text-ink-800 sm:text-base"
        // Every column keeps at least 8rem: narrower, values break into one word a line.
        style={{ minWidth: `${columns.length * 8}rem` }}
      >
        <caption id={captionId} className="px-4 pt-4 pb-3 text-left text-lg font-semibold text-ink-900 sm:px-5">
          {/* Pinned inside the caption, so the title stays in view while the table scrolls. */}
          <span className="sticky left-4 inline-block sm:left-5">{caption}</span>
        </caption>
        <thead>
          <tr className="border-y border-ink-200 bg-ink-50">
            <th
              scope="col"
              className="sticky left-0 z-10 w-1/3 bg-ink-50 px-4 shadow-[inset_-1px_0_0_var(--color-ink-200)] py-3 align-bottom font-semibold text-ink-700 sm:px-5"
            >
              {labelColumn}
            </th>
            {options.map((column, offset) => {
              const index = offset + 1;
              return (
                <th
                  key={`${index}-${column}`}
                  scope="col"
                  data-highlighted={highlighted(index) ? '' : undefined}
                  className="px-4 py-3 align-bottom font-semibold text-ink-900 data-highlighted:bg-plasma-700 data-highlighted:text-white sm:px-5"
                >
                  {highlighted(index) && (
                    <span
                      aria-hidden="true"
                      className="mb-1 block w-fit rounded-full bg-white px-2 py-0.5 text-xs font-semibold tracking-wide text-plasma-800 uppercase"
                    >
                      {highlightLabel}
                    </span>
                  )}
                  {column}
                  {highlighted(index) && <span className="sr-only"> ({highlightLabel.toLowerCase()})</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={`${rowIndex}-${row.label}`} className="border-b border-ink-200 last:border-b-0">
              <th
                scope="row"
                className="sticky left-0 z-10 bg-white px-4 shadow-[inset_-1px_0_0_var(--color-ink-200)] py-3 align-top font-semibold text-ink-900 sm:px-5"
              >
                {row.label}
              </th>
              {options.map((column, offset) => {
                const index = offset + 1;
                return (
                  <td
                    key={`${index}-${column}`}
                    data-highlighted={highlighted(index) ? '' : undefined}
                    className="px-4 py-3 align-top data-highlighted:bg-plasma-50 data-highlighted:font-semibold data-highlighted:text-plasma-900 sm:px-5"
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
