import type * as React from 'react';
import { cn } from '../../lib/cn';

export type SpecRow = { parameter: string; value: string };

export type SpecTableProps = Omit<React.ComponentProps<'table'>, 'children'> & {
  /** What the table lists, e.g. 'ICP-RIE Etcher specifications'. Shown above the table. */
  caption: React.ReactNode;
  rows: SpecRow[];
  /** The heading of the parameter column. */
  parameterHeading?: string;
  /** The heading of the value column. */
  valueHeading?: string;
};

/**
 * A two-column specification table: a real `<table>` with a caption, column headers and a row
 * header per parameter, so a screen reader announces "Source power, 1000-3000 W" cell by cell.
 *
 * On a phone it stays a table (the semantics never depend on the width): the columns have fixed
 * shares of the width and every cell wraps, even inside long unbroken values, so two columns fit
 * a 320 px screen without sideways scrolling.
 */
export function SpecTable({
  caption,
  rows,
  parameterHeading = 'Parameter',
  valueHeading = 'Value',
  className,
  ...props
}: SpecTableProps) {
  return (
    <table
      data-slot="spec-table"
      className={cn('w-full table-fixed border-collapse text-left text-sm text-ink-800 sm:text-base', className)}
      {...props}
    >
      <caption className="mb-3 text-left text-lg font-semibold text-ink-900">{caption}</caption>
      <colgroup>
        <col className="w-[42%] sm:w-2/5" />
        <col />
      </colgroup>
      <thead>
        <tr className="border-b-2 border-ink-300">
          <th scope="col" className="py-2 pr-3 align-bottom text-xs font-semibold tracking-wider text-ink-600 uppercase sm:pr-6">
            {parameterHeading}
          </th>
          <th scope="col" className="py-2 align-bottom text-xs font-semibold tracking-wider text-ink-600 uppercase">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.parameter}-${index}`} className="border-b border-ink-200 align-top">
            <th scope="row" className="py-3 pr-3 font-semibold text-ink-900 wrap-anywhere hyphens-auto sm:pr-6">
              {row.parameter}
            </th>
            <td className="py-3 tabular-nums wrap-anywhere">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
