import { cn } from '@company/ui';
import { useId } from 'react';
import { RouterLink } from '~/components/router-link';
import type { comparePage } from '~/content/pages/compare';
import { fill } from '~/lib/fill';
import type { ComparedSystem, CompareGroup } from '~/lib/compare';
import { ComparisonGroup } from './comparison-group';

/**
 * The systems in columns, each headed by its name, a Remove button and a link to its budgetary estimate, and the
 * groups of rows beneath; a region that scrolls sideways on a narrow screen, with the label column kept in view.
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
  const captionId = useId();
  const names = chosen.map((system) => system.product.name);
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // A region that scrolls sideways takes focus, so the keyboard can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        'relative mt-4 max-w-full overflow-x-auto overscroll-x-contain rounded-card border border-ink-200 bg-white focus-visible:outline-3',
        'focus-visible:outline-offset-2 focus-visible:outline-plasma-500 print:overflow-visible print:rounded-none print:border-0',
      )}
    >
      <table
        className={cn(
          'w-full min-w-[44rem] table-fixed border-collapse text-left text-sm text-ink-800',
          'print:min-w-0 print:text-[6.75pt] print:leading-tight',
        )}
      >
        <caption id={captionId} className="sr-only">
          {fill(copy.tableCaption, { names: names.join(', ') })}
        </caption>
        <colgroup>
          <col className="w-40 sm:w-52 print:w-[16%]" />
          {chosen.map((system) => (
            <col key={system.product.slug} />
          ))}
        </colgroup>
        <thead>
          <tr className="border-b border-ink-300 bg-ink-50">
            <th
              scope="col"
              className={cn(
                'sticky left-0 z-10 bg-ink-50 px-3 py-3 align-bottom font-semibold text-ink-700 shadow-[inset_-1px_0_0_var(--color-ink-200)]',
                'print:static print:px-1 print:py-1',
              )}
            >
              <span className="sr-only">{copy.rowHeading}</span>
            </th>
            {chosen.map(({ product }) => (
              <th key={product.slug} scope="col" className="px-3 py-3 align-bottom print:px-1 print:py-1">
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
                <button
                  type="button"
                  aria-label={fill(copy.remove, { name: product.name })}
                  onClick={() => onRemove(product.slug)}
                  className={cn(
                    'mt-2 inline-flex min-h-9 items-center gap-1 rounded-control px-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-300',
                    'ring-inset hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-plasma-500 print:hidden',
                  )}
                >
                  <span aria-hidden="true">×</span> {copy.removeVisible}
                </button>
                <RouterLink
                  href={`/products/${product.slug}#estimate`}
                  aria-label={fill(copy.estimate, { name: product.name })}
                  className="mt-2 block text-sm font-medium text-plasma-800 underline underline-offset-2 hover:no-underline print:hidden"
                >
                  {copy.estimateVisible}
                </RouterLink>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <ComparisonGroup key={group.key} group={group} columns={chosen.length} copy={copy} />
        ))}
      </table>
    </div>
  );
}
