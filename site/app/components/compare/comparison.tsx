import { Button, cn } from '@company/ui';
import { useState } from 'react';
import { track } from '~/analytics';
import { downloadCsv, printComparison } from '~/content/calls-to-action';
import type { comparePage } from '~/content/pages/compare';
import { fill } from '~/lib/fill';
import type { ProductSlug } from '~/content/products';
import { comparisonCsv, compareSystems, csvFileName, MAX_COMPARED, onlyDifferences, type ComparedSystem } from '~/lib/compare';
import { ComparisonTable } from './comparison-table';
import { DiffersMark } from './differs-mark';
import { refocusHeadingNext, useRefocusedHeading } from './refocused-heading';

/**
 * The chosen systems side by side: a system to add, the differences-only switch, the table, and what to take
 * away from it (a CSV, a print). On paper only the heading, legend and table print.
 */
export function Comparison({
  copy,
  chosen,
  systems,
  onChoose,
}: {
  copy: (typeof comparePage)['table'];
  chosen: ComparedSystem[];
  systems: ComparedSystem[];
  onChoose: (slugs: ProductSlug[]) => void;
}) {
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const slugs = chosen.map((system) => system.product.slug);
  const all = compareSystems(chosen);
  const groups = differencesOnly ? onlyDifferences(all) : all;
  const names = chosen.map((system) => system.product.name);
  const remaining = systems.filter((system) => !slugs.includes(system.product.slug));
  useRefocusedHeading('compare-table', slugs.join());

  const remove = (removed: ProductSlug) => {
    refocusHeadingNext();
    onChoose(slugs.filter((slug) => slug !== removed));
  };

  const download = () => {
    const blob = new Blob([comparisonCsv(names, groups)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = csvFileName(slugs);
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
    track('Comparison Downloaded', { systems: slugs.join(','), format: 'csv' });
  };

  return (
    <section aria-labelledby="compare-table" className="compare-sheet mx-auto max-w-page px-4 py-12 md:py-16 lg:px-8 print:p-0">
      <h2 id="compare-table" tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-900 print:text-base">
        {fill(copy.caption, { names: names.join(', ') })}
      </h2>

      <div className="mt-6 flex flex-wrap items-end gap-x-8 gap-y-4 print:hidden">
        {remaining.length && chosen.length < MAX_COMPARED ? (
          <label className="block font-semibold">
            {copy.add}
            <select
              value=""
              onChange={(event) => event.target.value && onChoose([...slugs, event.target.value as ProductSlug])}
              className={cn(
                'mt-1 block min-h-11 w-full max-w-xs rounded-control border border-ink-300 bg-white px-3 font-normal text-ink-900',
                'focus-visible:outline-3 focus-visible:outline-plasma-500',
              )}
            >
              <option value="">{copy.addPlaceholder}</option>
              {remaining.map(({ product }) => (
                <option key={product.slug} value={product.slug}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="max-w-prose text-ink-700">{copy.full}</p>
        )}
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input
            type="checkbox"
            checked={differencesOnly}
            onChange={(event) => setDifferencesOnly(event.target.checked)}
            className="size-4 accent-plasma-700"
          />
          {copy.onlyDifferences}
        </label>
      </div>

      <p className="mt-4 flex items-start gap-2 text-sm text-ink-700 print:mt-1 print:text-[7pt]">
        <span className="print:hidden">
          <DiffersMark label={copy.differs} sign={copy.differsSign} />
        </span>
        <span className="print:hidden">{copy.legend}</span>
        <span className="hidden print:inline">{copy.legendPrint}</span>
      </p>

      {groups.length === 0 ? <p className="mt-4 text-ink-700">{copy.noDifferences}</p> : null}

      <ComparisonTable copy={copy} chosen={chosen} groups={groups} onRemove={remove} />

      {/* Page-level actions on the comparison shown: what a visitor takes away from it. */}
      <div role="group" aria-label={copy.actions} data-slot="compare-actions" className="mt-6 flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={download}>
          {downloadCsv}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          {printComparison}
        </Button>
      </div>
    </section>
  );
}
