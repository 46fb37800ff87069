import { cn } from '@company/ui';
import { RouterLink } from '~/components/router-link';
import type { comparePage } from '~/content/pages/compare';
import type { Cell, CompareGroup } from '~/lib/compare';
import { DiffersMark } from './differs-mark';

/** One group of the comparison's rows (specifications, processes, prices…) under its title, with its note. */
export function ComparisonGroup({ group, columns, copy }: { group: CompareGroup; columns: number; copy: (typeof comparePage)['table'] }) {
  return (
    <tbody className="break-inside-auto">
      <tr className="border-y-2 border-ink-300 bg-ink-100 text-ink-900 print:border-t-0 print:bg-white">
        <th
          scope="colgroup"
          colSpan={columns + 1}
          className="px-3 py-2 text-left text-base font-bold print:border-b-2 print:border-ink-900 print:px-1 print:py-1 print:text-[9pt]"
        >
          <span className="sticky left-3 print:static">{group.title}</span>
        </th>
      </tr>
      {group.rows.map((row) => (
        <tr key={row.key} data-differs={row.differs ? '' : undefined} className="border-b border-ink-200 last:border-b-0">
          <th
            scope="row"
            className={cn(
              'sticky left-0 z-10 bg-white px-3 py-2 align-top font-semibold text-ink-900 shadow-[inset_-1px_0_0_var(--color-ink-200)]',
              'print:static print:px-1 print:py-px',
            )}
          >
            {row.label}
            {row.differs ? (
              <span className="mt-1 block print:mt-0 print:ml-1 print:inline">
                <DiffersMark label={copy.differs} sign={copy.differsSign} />
              </span>
            ) : null}
          </th>
          {row.cells.map((cell, index) => (
            <td
              key={index}
              className={`px-3 py-2 align-top wrap-break-word print:px-1 print:py-px ${row.differs ? 'bg-plasma-50 print:bg-transparent' : ''}`}
            >
              <CellContent cell={cell} notStated={copy.notStated} />
            </td>
          ))}
        </tr>
      ))}
      {group.note ? (
        <tr>
          <td colSpan={columns + 1} className="px-3 py-2 text-xs text-ink-600 print:px-1 print:py-px print:text-[6.5pt]">
            <span className="sticky left-3 block max-w-[calc(100vw-4rem)] print:static print:max-w-none">{group.note}</span>
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
