import { cn } from '@company/ui';
import { RouterLink } from '~/components/router-link';
import type { comparePage } from '~/content/pages/compare';
import { fill } from '~/lib/fill';
import type { ComparedSystem, CompareGroup } from '~/lib/compare';
import { ComparisonGroup } from './comparison-group';

/**
 * The systems in columns, each headed by its name, a Remove button and a link to its budgetary estimate, and the
 * groups of rows beneath. The table is never wider than the page, so it never scrolls sideways:
 * - from the md breakpoint up the columns share the width and the row of system names stays under the site's
 *   header while the rows scroll past, so a price or a pressure is always read under its system's name;
 * - on a narrower screen three columns would leave a word or two a line, so each row stacks: its label, then one
 *   line per system with the system's name above its value. Stacking per row, rather than one card per system,
 *   keeps the values being compared next to each other, and the name goes with every value.
 * The stacked rows are the same table with explicit roles, so it still reads as a table; paper keeps the columns.
 */
export function ComparisonTable({
  copy,
  chosen,
  groups,
  onRemove,
}: {
  copy: (typeof comparePage)['table'];
  chosen: ComparedSystem[];
  groups: CompareGroup[];
  onRemove: (slug: ComparedSystem['product']['slug']) => void;
}) {
  const names = chosen.map((system) => system.product.name);
  return (
    // Clipped for the rounded corners, not scrolled: a scrolling box would hold the names' row in place of the page.
    <div className="mt-4 overflow-clip rounded-card border border-ink-200 bg-white print:overflow-visible print:rounded-none print:border-0">
      <table
        role="table"
        className={cn('w-full table-fixed border-collapse text-left text-sm text-ink-800 narrow:block', 'print:text-[6.75pt] print:leading-tight')}
      >
        <caption className="sr-only">{fill(copy.tableCaption, { names: names.join(', ') })}</caption>
        <colgroup>
          <col className="w-44 lg:w-52 print:w-[16%]" />
          {chosen.map((system) => (
            <col key={system.product.slug} />
          ))}
        </colgroup>
        <thead className="narrow:block">
          <tr role="row" className="bg-ink-50 narrow:block narrow:divide-y narrow:divide-ink-200 narrow:border-b narrow:border-ink-300">
            <th
              role="columnheader"
              scope="col"
              className={cn(
                'sticky top-header z-20 bg-ink-50 px-3 py-3 align-bottom font-semibold text-ink-700 shadow-[inset_0_-1px_0_var(--color-ink-300)]',
                'narrow:hidden print:static print:px-1 print:py-1',
              )}
            >
              <span className="sr-only">{copy.rowHeading}</span>
            </th>
            {chosen.map(({ product }) => (
              <th
                key={product.slug}
                role="columnheader"
                scope="col"
                className={cn(
                  'sticky top-header z-20 bg-ink-50 px-3 py-3 align-bottom shadow-[inset_0_-1px_0_var(--color-ink-300)]',
                  'narrow:static narrow:block narrow:shadow-none print:static print:px-1 print:py-1 print:shadow-none',
                )}
              >
                <span className="block text-xs font-semibold tracking-wider text-ink-600 uppercase print:hidden">{product.category}</span>
                <RouterLink
                  href={`/products/${product.slug}`}
                  className={cn(
                    'mt-1 block text-base font-semibold text-plasma-800 underline underline-offset-4 hover:text-plasma-900 print:text-[8.5pt]',
                    'print:no-underline',
                  )}
                >
                  {product.name}
                </RouterLink>
                <span className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 print:hidden">
                  <button
                    type="button"
                    aria-label={fill(copy.remove, { name: product.name })}
                    onClick={() => onRemove(product.slug)}
                    className={cn(
                      'inline-flex min-h-9 items-center gap-1 rounded-control px-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-300',
                      'ring-inset hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-plasma-500',
                    )}
                  >
                    <span aria-hidden="true">×</span> {copy.removeVisible}
                  </button>
                  <RouterLink
                    href={`/products/${product.slug}#estimate`}
                    aria-label={fill(copy.estimate, { name: product.name })}
                    className="text-sm font-medium text-plasma-800 underline underline-offset-2 hover:no-underline"
                  >
                    {copy.estimateVisible}
                  </RouterLink>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <ComparisonGroup key={group.key} group={group} names={names} copy={copy} />
        ))}
      </table>
    </div>
  );
}
