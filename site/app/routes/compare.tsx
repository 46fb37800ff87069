import { Button } from '@company/ui';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { PageHero } from '~/components/page';
import { RouterLink } from '~/components/router-link';
import { downloadCsv, printComparison } from '~/content/calls-to-action';
import { comparePage } from '~/content/pages/compare';
import { processesFor } from '~/content/processes';
import { products, type ProductSlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet, optionsFor } from '~/content/purchasing';
import {
  compareHref,
  comparisonCsv,
  compareSystems,
  csvFileName,
  MAX_COMPARED,
  MIN_COMPARED,
  onlyDifferences,
  systemsFromParam,
  type Cell,
  type ComparedSystem,
  type CompareGroup,
} from '~/lib/compare';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/compare';

/** Every system as the comparison reads it; which ones are shown is the address's business, after hydration. */
export function loader() {
  const systems: ComparedSystem[] = products.map(({ slug, name, shortName, category, specifications, keyFigures }) => {
    const { priceKey, leadTimeWeeks } = productDefinition(slug).purchasing;
    return {
      product: { slug, name, shortName, category, specifications, keyFigures },
      facilityRows: facilitySheet(slug).rows,
      options: optionsFor(slug),
      processes: processesFor(slug),
      pricing: { priceKey, leadTimeWeeks },
    };
  });
  return { page: comparePage, systems };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.page.meta, path: '/products/compare' }),
  jsonLdMeta(
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Products', path: '/products' },
      { name: 'Compare systems', path: '/products/compare' },
    ]),
  ),
];

const linkClasses = 'font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900';
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

export default function Compare({ loaderData: { page, systems } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Prerendered as the chooser: a shared address shows its comparison once the page hydrates.
  const hydrated = useHydrated();
  const known = systems.map((system) => system.product.slug);
  const { slugs, ignored } = systemsFromParam(hydrated ? searchParams.get('systems') : null, known);
  const chosen = slugs.map((slug) => systems.find((system) => system.product.slug === slug)!);
  const choose = (next: ProductSlug[]) => navigate(compareHref(next), { preventScrollReset: true });

  // Each comparison shown, once the choice has settled for a second.
  const shown = chosen.length >= MIN_COMPARED ? slugs.join(',') : '';
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => track('Systems Compared', { systems: shown, count: shown.split(',').length }), 1000);
    return () => window.clearTimeout(timer);
  }, [shown]);

  return (
    <>
      <div className="print:hidden">
        <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title}>
          <p>{page.hero.lead}</p>
        </PageHero>
      </div>
      {chosen.length >= MIN_COMPARED ? (
        <Comparison page={page} chosen={chosen} systems={systems} onChoose={choose} />
      ) : (
        <Chooser page={page} systems={systems} slugs={slugs} ignored={ignored} onChoose={choose} />
      )}
    </>
  );
}

type Page = typeof comparePage;

/**
 * Set by a Remove button, which goes with its column: the heading of what is shown next (the comparison,
 * or the chooser when one system is left) takes the keyboard focus, so it is not lost to the page.
 */
let refocusHeading = false;

function useRefocusedHeading(id: string, key: string) {
  useEffect(() => {
    if (!refocusHeading) return;
    refocusHeading = false;
    document.getElementById(id)?.focus();
  }, [id, key]);
}

function Chooser({
  page,
  systems,
  slugs,
  ignored,
  onChoose,
}: {
  page: Page;
  systems: ComparedSystem[];
  slugs: ProductSlug[];
  ignored: boolean;
  onChoose: (slugs: ProductSlug[]) => void;
}) {
  const full = slugs.length >= MAX_COMPARED;
  useRefocusedHeading('compare-chooser', slugs.join());
  return (
    <section aria-labelledby="compare-chooser" className="mx-auto max-w-page px-4 py-12 md:py-16 lg:px-8">
      <h2 id="compare-chooser" tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink-900">
        {page.chooser.title}
      </h2>
      <form onSubmit={(event) => event.preventDefault()} className="mt-6">
        <fieldset className="min-w-0">
          <legend className="font-semibold">{page.chooser.legend}</legend>
          <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {systems.map(({ product }) => {
              const checked = slugs.includes(product.slug);
              return (
                <li key={product.slug}>
                  <label className="flex min-h-11 items-center gap-3 rounded-control border border-ink-300 px-3 py-2 font-semibold text-ink-900 has-checked:border-plasma-600 has-checked:bg-plasma-50 has-disabled:opacity-60">
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => onChoose(checked ? slugs.filter((slug) => slug !== product.slug) : [...slugs, product.slug])}
                      className="size-4 shrink-0 accent-plasma-700"
                    />
                    <span className="min-w-0">{product.name}</span>
                    <span className="ml-auto text-right text-sm font-normal text-ink-600">{product.category}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <p role="status" className="mt-4 text-ink-700">
          {fill(page.chooser.count, { count: slugs.length, max: MAX_COMPARED })}. {page.chooser.needMore}
          {ignored ? ` ${page.chooser.ignored}` : null}
        </p>
      </form>
      <p className="mt-6 text-ink-700">
        {page.chooser.finder.text}{' '}
        <RouterLink href={page.chooser.finder.link.href} className={linkClasses}>
          {page.chooser.finder.link.label}
        </RouterLink>
      </p>
    </section>
  );
}

function Comparison({
  page,
  chosen,
  systems,
  onChoose,
}: {
  page: Page;
  chosen: ComparedSystem[];
  systems: ComparedSystem[];
  onChoose: (slugs: ProductSlug[]) => void;
}) {
  const [differencesOnly, setDifferencesOnly] = useState(false);
  const captionId = useId();
  const slugs = chosen.map((system) => system.product.slug);
  const all = compareSystems(chosen);
  const groups = differencesOnly ? onlyDifferences(all) : all;
  const names = chosen.map((system) => system.product.name);
  const remaining = systems.filter((system) => !slugs.includes(system.product.slug));
  useRefocusedHeading('compare-table', slugs.join());

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
        {fill(page.table.caption, { names: names.join(', ') })}
      </h2>

      <div className="mt-6 flex flex-wrap items-end gap-x-8 gap-y-4 print:hidden">
        {remaining.length && chosen.length < MAX_COMPARED ? (
          <label className="block font-semibold">
            {page.table.add}
            <select
              value=""
              onChange={(event) => event.target.value && onChoose([...slugs, event.target.value as ProductSlug])}
              className="mt-1 block min-h-11 w-full max-w-xs rounded-control border border-ink-300 bg-white px-3 font-normal text-ink-900 focus-visible:outline-3 focus-visible:outline-plasma-500"
            >
              <option value="">{page.table.addPlaceholder}</option>
              {remaining.map(({ product }) => (
                <option key={product.slug} value={product.slug}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="max-w-prose text-ink-700">{page.table.full}</p>
        )}
        <label className="flex min-h-11 items-center gap-3 font-semibold">
          <input type="checkbox" checked={differencesOnly} onChange={(event) => setDifferencesOnly(event.target.checked)} className="size-4 accent-plasma-700" />
          {page.table.onlyDifferences}
        </label>
      </div>

      <p className="mt-4 flex items-start gap-2 text-sm text-ink-700 print:mt-1 print:text-[7pt]">
        <span className="print:hidden"><DiffersMark label={page.table.differs} sign={page.table.differsSign} /></span>
        <span className="print:hidden">{page.table.legend}</span>
        <span className="hidden print:inline">{page.table.legendPrint}</span>
      </p>

      {groups.length === 0 ? <p className="mt-4 text-ink-700">{page.table.noDifferences}</p> : null}

      <div
        role="region"
        aria-labelledby={captionId}
        // A region that scrolls sideways takes focus, so the keyboard can scroll it.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="relative mt-4 max-w-full overflow-x-auto overscroll-x-contain rounded-card border border-ink-200 bg-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-plasma-500 print:overflow-visible print:rounded-none print:border-0"
      >
        <table className="w-full min-w-[44rem] table-fixed border-collapse text-left text-sm text-ink-800 print:min-w-0 print:text-[6.75pt] print:leading-tight">
          <caption id={captionId} className="sr-only">
            {fill(page.table.tableCaption, { names: names.join(', ') })}
          </caption>
          <colgroup>
            <col className="w-40 sm:w-52 print:w-[16%]" />
            {chosen.map((system) => (
              <col key={system.product.slug} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-ink-300 bg-ink-50">
              <th scope="col" className="sticky left-0 z-10 bg-ink-50 px-3 py-3 align-bottom font-semibold text-ink-700 shadow-[inset_-1px_0_0_var(--color-ink-200)] print:static print:px-1 print:py-1">
                <span className="sr-only">{page.table.rowHeading}</span>
              </th>
              {chosen.map(({ product }) => (
                <th key={product.slug} scope="col" className="px-3 py-3 align-bottom print:px-1 print:py-1">
                  <span className="block text-xs font-semibold tracking-wider text-ink-600 uppercase print:hidden">{product.category}</span>
                  <RouterLink href={`/products/${product.slug}`} className="mt-1 block text-base font-semibold text-plasma-800 underline underline-offset-4 hover:text-plasma-900 print:text-[8.5pt] print:no-underline">
                    {product.name}
                  </RouterLink>
                  <button
                    type="button"
                    aria-label={fill(page.table.remove, { name: product.name })}
                    onClick={() => {
                      refocusHeading = true;
                      onChoose(slugs.filter((slug) => slug !== product.slug));
                    }}
                    className="mt-2 inline-flex min-h-9 items-center gap-1 rounded-control px-2 text-sm font-semibold text-ink-700 ring-1 ring-ink-300 ring-inset hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-plasma-500 print:hidden"
                  >
                    <span aria-hidden="true">×</span> {page.table.removeVisible}
                  </button>
                  <RouterLink
                    href={`/products/${product.slug}#estimate`}
                    aria-label={fill(page.table.estimate, { name: product.name })}
                    className="mt-2 block text-sm font-medium text-plasma-800 underline underline-offset-2 hover:no-underline print:hidden"
                  >
                    {page.table.estimateVisible}
                  </RouterLink>
                </th>
              ))}
            </tr>
          </thead>
          {groups.map((group) => (
            <Group key={group.key} group={group} columns={chosen.length} page={page} />
          ))}
        </table>
      </div>

      {/* Page-level actions on the comparison shown: what a visitor takes away from it. */}
      <div role="group" aria-label={page.table.actions} data-slot="compare-actions" className="mt-6 flex flex-wrap gap-3 print:hidden">
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

function Group({ group, columns, page }: { group: CompareGroup; columns: number; page: Page }) {
  return (
    <tbody className="break-inside-auto">
      <tr className="border-y-2 border-ink-300 bg-ink-100 text-ink-900 print:border-t-0 print:bg-white">
        <th scope="colgroup" colSpan={columns + 1} className="px-3 py-2 text-left text-base font-bold print:border-b-2 print:border-ink-900 print:px-1 print:py-1 print:text-[9pt]">
          <span className="sticky left-3 print:static">{group.title}</span>
        </th>
      </tr>
      {group.rows.map((row) => (
        <tr key={row.key} data-differs={row.differs ? '' : undefined} className="border-b border-ink-200 last:border-b-0">
          <th
            scope="row"
            className="sticky left-0 z-10 bg-white px-3 py-2 align-top font-semibold text-ink-900 shadow-[inset_-1px_0_0_var(--color-ink-200)] print:static print:px-1 print:py-px"
          >
            {row.label}
            {row.differs ? (
              <span className="mt-1 block print:mt-0 print:ml-1 print:inline">
                <DiffersMark label={page.table.differs} sign={page.table.differsSign} />
              </span>
            ) : null}
          </th>
          {row.cells.map((cell, index) => (
            <td key={index} className={`px-3 py-2 align-top wrap-break-word print:px-1 print:py-px ${row.differs ? 'bg-plasma-50 print:bg-transparent' : ''}`}>
              <CellContent cell={cell} notStated={page.table.notStated} />
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

/**
 * The visible marker of a differing row: a word, not only the tint, so it reads without colour. On paper,
 * where no tint prints, a narrow sign keeps the row's label on one line.
 */
function DiffersMark({ label, sign }: { label: string; sign: string }) {
  return (
    <>
      <span className="inline-block rounded-full border border-plasma-700 bg-plasma-100 px-2 py-0.5 text-xs font-semibold text-plasma-900 print:hidden">{label}</span>
      <span aria-hidden="true" className="hidden font-bold print:inline">
        {sign}
      </span>
    </>
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
                <RouterLink href={item.href} className="text-plasma-800 underline underline-offset-2 hover:text-plasma-900 print:text-ink-900 print:no-underline">
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
