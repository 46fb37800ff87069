import { cn } from '@company/ui';
import { RouterLink } from '~/components/router-link';
import type { comparePage } from '~/content/pages/compare';
import type { Cell, CompareGroup } from '~/lib/compare';
import { DiffersMark } from './differs-mark';

/**
 * One group of the comparison's rows (specifications, processes, prices…) under its title, with its note.
 * On a narrow screen each row stacks: its label, then each system's value under the system's name. The name is
 * drawn from `data-system` by CSS, so it is seen and read with the value but is not part of the cell's text.
 */
export function ComparisonGroup({ group, names, copy }: { group: CompareGroup; names: string[]; copy: (typeof comparePage)['table'] }) {
  return (
    <tbody className="break-inside-auto narrow:block">
      <tr role="row" className="border-y-2 border-ink-300 bg-ink-100 text-ink-900 narrow:block print:border-t-0 print:bg-white">
        <th
          role="columnheader"
          scope="colgroup"
          colSpan={names.length + 1}
          className="px-3 py-2 text-left text-base font-bold narrow:block print:border-b-2 print:border-ink-900 print:px-1 print:py-1 print:text-[9pt]"
        >
          <span>{group.title}</span>
        </th>
      </tr>
      {group.rows.map((row) => (
        <tr
          key={row.key}
          role="row"
          data-differs={row.differs ? '' : undefined}
          className={cn('border-b border-ink-200 last:border-b-0 narrow:block narrow:py-2', row.differs && 'bg-plasma-50/70 print:bg-transparent')}
        >
          <th role="rowheader" scope="row" className="px-3 py-2 align-top font-semibold text-ink-900 narrow:block narrow:pb-1 print:px-1 print:py-px">
            {row.label}
            {row.differs ? (
              <span className="mt-0.5 block narrow:ml-2 narrow:inline print:mt-0 print:ml-1 print:inline">
                <DiffersMark label={copy.differs} sign={copy.differsSign} />
              </span>
            ) : null}
          </th>
          {row.cells.map((cell, index) => (
            <td
              key={index}
              data-system={names[index]}
              className={cn(
                'px-3 py-2 align-top wrap-break-word print:px-1 print:py-px',
                'narrow:block narrow:py-1 narrow:pl-6',
                'narrow:before:-ml-3 narrow:before:block narrow:before:text-xs narrow:before:font-semibold narrow:before:text-ink-600',
                'narrow:before:content-[attr(data-system)]',
              )}
            >
              <CellContent cell={cell} notStated={copy.notStated} />
            </td>
          ))}
        </tr>
      ))}
      {group.note ? (
        <tr role="row" className="narrow:block">
          <td colSpan={names.length + 1} className="px-3 py-2 text-xs text-ink-600 narrow:block print:px-1 print:py-px print:text-[6.5pt]">
            {group.note}
          </td>
        </tr>
      ) : null}
    </tbody>
  );
}

function CellContent({ cell, notStated }: { cell: Cell | null; notStated: string }) {
  if (!cell) {
    return (
      <>
        <span aria-hidden="true" className="text-ink-500">
          —
        </span>
        <span className="sr-only">{notStated}</span>
      </>
    );
  }
  return (
    <>
      {/* On paper, a label and a list run on in one paragraph, so three systems fit on two sheets. */}
      {cell.source ? (
        <span className="block text-xs text-ink-600 print:inline print:text-[6.5pt] print:after:content-[':_']">{cell.source}</span>
      ) : null}
      {cell.items ? (
        <ul className="space-y-1 print:inline print:space-y-0">
          {cell.items.map((item, index) => (
            <li key={item.text} className="print:inline">
              {index ? <span className="hidden print:inline">; </span> : null}
              {item.href ? (
                <RouterLink
                  href={item.href}
                  className="text-plasma-800 underline underline-offset-2 hover:text-plasma-900 print:text-ink-900 print:no-underline"
                >
                  {item.text}
                </RouterLink>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      ) : (
        cell.text
      )}
    </>
  );
}
