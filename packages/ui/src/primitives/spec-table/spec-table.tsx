import type * as React from 'react';
import { cn } from '../../lib/cn';

/** One row: the parameter (its row header) and its value. */
export type SpecRow = { parameter: string; value: string };

/** The table's column headings. */
export type SpecTableMessages = {
  /**
   * The heading of the parameter column.
   * @defaultValue 'Parameter'
   */
  parameterHeading: string;
  /**
   * The heading of the value column.
   * @defaultValue 'Value'
   */
  valueHeading: string;
};

/** The English defaults; pass `parameterHeading` and `valueHeading` to change them. */
export const specTableMessages: SpecTableMessages = { parameterHeading: 'Parameter', valueHeading: 'Value' };

export type SpecTableProps = Omit<React.ComponentProps<'table'>, 'children'> & {
  /** What the table lists, e.g. 'ICP-RIE Etcher specifications'. Shown above the table. */
  caption: React.ReactNode;
  /** The rows, in order: a parameter and its value each. With none, the caption and headers still show. */
  rows: SpecRow[];
  /**
   * The heading of the parameter column.
   * @defaultValue 'Parameter'
   */
  parameterHeading?: string;
  /**
   * The heading of the value column.
   * @defaultValue 'Value'
   */
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
  parameterHeading = specTableMessages.parameterHeading,
  valueHeading = specTableMessages.valueHeading,
  className,
  ...props
}: SpecTableProps) {
  return (
    <table
      data-slot="spec-table"
      className={cn('ui:w-full ui:table-fixed ui:border-collapse ui:text-left ui:text-sm ui:text-ink-800 ui:tabular-nums ui:sm:text-base', className)}
      {...props}
    >
      <caption className="ui:mb-3 ui:text-left ui:text-lg ui:font-semibold ui:text-ink-900">{caption}</caption>
      <colgroup>
        <col className="ui:w-[42%] ui:sm:w-2/5" />
        <col />
      </colgroup>
      <thead>
        <tr className="ui:border-b-2 ui:border-ink-300">
          <th
            scope="col"
            className="ui:py-2 ui:pr-3 ui:align-bottom ui:text-xs ui:font-semibold ui:tracking-wider ui:text-ink-600 ui:uppercase ui:sm:pr-6"
          >
            {parameterHeading}
          </th>
          <th scope="col" className="ui:py-2 ui:align-bottom ui:text-xs ui:font-semibold ui:tracking-wider ui:text-ink-600 ui:uppercase">
            {valueHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.parameter}-${index}`} className="ui:border-b ui:border-ink-200 ui:align-top">
            <th scope="row" className="ui:py-3 ui:pr-3 ui:font-semibold ui:text-ink-900 ui:wrap-anywhere ui:hyphens-auto ui:sm:pr-6">
              {row.parameter}
            </th>
            <td className="ui:py-3 ui:tabular-nums ui:wrap-anywhere">{row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
