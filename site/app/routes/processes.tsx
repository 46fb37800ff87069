import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHero, Section } from '~/components/page';
import { RouterLink } from '~/components/router-link';
import { StaticHtml } from '~/components/static-html';
import { posts } from '~/content/insights.server';
import { processesPage } from '~/content/pages/processes';
import { citationsFrom, filterEntries, filterFromParams, filterToParams, libraryEntries, type LibraryFilter } from '~/content/processes/library';
import { products } from '~/content/products';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useEditsBeforeHydration } from '~/lib/use-edits-before-hydration';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/processes';

/** Built once: every entry with its system and the articles that cite it. */
export function loader() {
  const entries = libraryEntries(citationsFrom(posts));
  const systems = products
    .filter((product) => entries.some((entry) => entry.system === product.slug))
    .map(({ slug, shortName }) => ({ slug, shortName }));
  const techniques = [...new Set(entries.map((entry) => entry.technique))].sort();
  return { page: processesPage, entries, systems, techniques };
}

export const meta: Route.MetaFunction = ({ loaderData: { page } }) => [
  ...pageMeta({ ...page.meta, path: '/processes' }),
  jsonLdMeta(breadcrumbJsonLd(page.trail)),
];

const field =
  'mt-1 block min-h-11 w-full rounded-control border border-ink-300 bg-white px-3 text-ink-900 focus-visible:outline-3 focus-visible:outline-plasma-500';
const linkClasses = 'font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900';

export default function Processes({ loaderData: { page, entries, systems, techniques } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered with every process shown: a shared link's filter applies once the page hydrates.
  const hydrated = useHydrated();
  const filter = hydrated ? filterFromParams(searchParams) : filterFromParams(new URLSearchParams());
  const shown = filterEntries(entries, filter);
  // Every entry is in the page, prerendered, and hydration skips the list: a filter hides the entries it
  // leaves out rather than rendering the list again, so a phone hydrates a few controls, not 130 cards.
  const list = useRef<HTMLDivElement>(null);
  const shownKey = shown.map((entry) => entry.anchor).join(' ');
  useEffect(() => {
    const visible = new Set(shownKey.split(' '));
    for (const item of list.current?.querySelectorAll<HTMLLIElement>('li[id]') ?? []) item.hidden = !visible.has(item.id);
  }, [shownKey]);
  const update = (next: Partial<LibraryFilter>) =>
    setSearchParams(filterToParams({ ...filter, ...next }), { replace: true, preventScrollReset: true });
  // Chosen or typed before the page hydrated: kept, with the filters of the address it was opened at.
  const form = useEditsBeforeHydration((edits) =>
    setSearchParams(filterToParams(filterFromParams(new URLSearchParams({ ...Object.fromEntries(searchParams), ...edits }))), {
      replace: true,
      preventScrollReset: true,
    }),
  );

  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title}>
        <p>{page.hero.lead}</p>
      </PageHero>

      <Section title={page.filters.title} className="print:hidden">
        <form
          ref={form}
          role="search"
          aria-label={page.filters.title}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 md:grid-cols-3"
        >
          <label className="block font-semibold">
            {page.filters.system}
            <select name="system" className={field} value={filter.system} onChange={(event) => update({ system: event.target.value })}>
              <option value="">{page.filters.all}</option>
              {systems.map((system) => (
                <option key={system.slug} value={system.slug}>
                  {system.shortName}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            {page.filters.technique}
            <select name="technique" className={field} value={filter.technique} onChange={(event) => update({ technique: event.target.value })}>
              <option value="">{page.filters.all}</option>
              {techniques.map((technique) => (
                <option key={technique} value={technique}>
                  {technique}
                </option>
              ))}
            </select>
          </label>
          <label className="block font-semibold">
            {page.filters.material}
            <input
              type="search"
              name="material"
              className={field}
              value={filter.material}
              placeholder={page.filters.materialPlaceholder}
              onChange={(event) => update({ material: event.target.value })}
            />
          </label>
        </form>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <p role="status" className="font-semibold text-ink-900">
            {(shown.length === entries.length ? page.labels.countAll : page.labels.count)
              .replace('{shown}', String(shown.length))
              .replace('{total}', String(entries.length))}
          </p>
          {shown.length < entries.length ? (
            <button type="button" className={linkClasses} onClick={() => setSearchParams({}, { replace: true, preventScrollReset: true })}>
              {page.filters.reset}
            </button>
          ) : null}
        </div>
        <div className="mt-8 rounded-card border border-ink-200 p-4">
          <h3 className="font-semibold">{page.downloads.title}</h3>
          <p className="mt-1 text-sm text-ink-700">{page.downloads.lead}</p>
          <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            {[page.downloads.csv, page.downloads.json].map((file) => (
              <li key={file.href}>
                <a href={file.href} download className={linkClasses}>
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <div className="mx-auto max-w-page px-4 pb-20 lg:px-8">
        <p className="max-w-prose text-sm text-ink-700">{page.note}</p>
        {shown.length === 0 ? <p className="mt-8 text-lg">{page.labels.none}</p> : null}
        <div ref={list}>
          <StaticHtml>
            <ul aria-label={page.labels.list} className="mt-8 grid grid-cols-1 gap-4 lg:grid-cols-2 print:block">
              {entries.map((entry) => (
                <li
                  key={entry.id}
                  id={entry.anchor}
                  className="render-when-near scroll-mt-24 break-inside-avoid rounded-card border border-ink-200 bg-white p-5 target:border-plasma-500 target:ring-2 target:ring-plasma-300 print:mb-4"
                >
                  <article aria-labelledby={`${entry.anchor}-title`}>
                    <p className="text-sm font-semibold text-plasma-800">
                      {entry.technique} · {entry.systemName}
                      {entry.configuration ? `, ${entry.configuration} configuration` : ''}
                    </p>
                    <h2 id={`${entry.anchor}-title`} className="mt-1 text-lg font-bold text-ink-900">
                      {entry.material}
                    </h2>
                    <p className="text-ink-700">{entry.process}</p>
                    {entry.basis === 'starting window' ? (
                      <p className="mt-2 text-sm text-ink-700">
                        <span className="rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-800">{page.labels.startingWindow}</span>{' '}
                        {page.labels.startingWindowHelp}
                      </p>
                    ) : null}
                    <dl className="mt-3 space-y-1 text-sm text-ink-700">
                      {entry.rate ? (
                        <div>
                          <dt className="inline font-semibold text-ink-900">{entry.rateLabel}: </dt>
                          <dd className="inline font-semibold text-ink-900">{entry.rate}</dd>
                        </div>
                      ) : null}
                      {entry.selectivity ? (
                        <div>
                          <dt className="inline">{page.labels.selectivity}: </dt>
                          <dd className="inline">{entry.selectivity}</dd>
                        </div>
                      ) : null}
                      {entry.uniformity ? (
                        <div>
                          <dt className="inline">{page.labels.uniformity}: </dt>
                          <dd className="inline">{entry.uniformity}</dd>
                        </div>
                      ) : null}
                      {entry.measured?.map((result) => (
                        <div key={result.label}>
                          <dt className="inline">{result.label}: </dt>
                          <dd className="inline">
                            {result.value} <span className="text-ink-600">({result.method})</span>
                          </dd>
                        </div>
                      ))}
                      <div>
                        <dt className="inline">{page.labels.conditions}: </dt>
                        <dd className="inline">{entry.conditions}</dd>
                      </div>
                    </dl>
                    {entry.outcome ? <p className="mt-2 text-sm text-ink-700">{entry.outcome}</p> : null}
                    <p className="mt-3 text-sm">
                      {page.labels.onSystem}:{' '}
                      <RouterLink href={entry.systemHref} className={linkClasses}>
                        {entry.systemName}
                        <span className="sr-only">({entry.material})</span>
                      </RouterLink>
                    </p>
                    {entry.citedIn.length ? (
                      <div className="mt-2 text-sm">
                        <p>{page.labels.citedIn}:</p>
                        <ul className="mt-1 list-disc space-y-1 pl-5">
                          {entry.citedIn.map((article) => (
                            <li key={article.href}>
                              <RouterLink href={article.href} className={linkClasses}>
                                {article.title}
                              </RouterLink>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          </StaticHtml>
        </div>
      </div>
    </>
  );
}
