import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { FinderForm } from '~/components/finder/finder-form';
import { FinderResults } from '~/components/finder/finder-results';
import { PageHero } from '~/components/page';
import { finderPage } from '~/content/pages/finder';
import { processes } from '~/content/processes';
import { products } from '~/content/products';
import { answerRequest, isAnswerable, requestFromParams } from '~/lib/finder';
import { finderSystem } from '~/lib/finder-systems';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/finder';

/** The data the rules read: every process entry, and each system's name and wafer sizes. */
export function loader() {
  const systems = products.map(({ slug, name, category, waferSizesMm }) => finderSystem({ slug, name, category, waferSizesMm }));
  // The suggestions of the material box: each entry's first material, as the data writes it.
  const materials = [...new Set(processes.map((entry) => entry.material.split(/,| \(| and /)[0]!.trim()))].sort();
  return { page: finderPage, entries: processes, systems, materials };
}

export const meta: Route.MetaFunction = ({ loaderData: { page } }) => [
  ...pageMeta({ ...page.meta, path: '/products/finder' }),
  jsonLdMeta(breadcrumbJsonLd(page.trail)),
];

export default function Finder({ loaderData: { page, entries, systems, materials } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered with an empty form: a shared address fills it, and shows its result, once the page hydrates.
  const hydrated = useHydrated();
  const params = hydrated ? searchParams : new URLSearchParams();
  const request = requestFromParams(params);
  const answer = answerRequest(request, entries, systems);
  const matches = answer.matches;
  const setAll = (edits: Record<string, string>) => {
    const next = new URLSearchParams(searchParams);
    for (const [name, value] of Object.entries(edits)) {
      if (value.trim() === '') next.delete(name);
      else next.set(name, value);
    }
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };
  // Each answered request, once the typing has settled for a second: what was asked, and which systems came back.
  const report = isAnswerable(request)
    ? JSON.stringify({
        need: request.need ?? 'any',
        material: request.material ?? '',
        matches: matches.length,
        systems: matches.map((match) => match.system).join(','),
      })
    : '';
  useEffect(() => {
    if (!report) return;
    const timer = window.setTimeout(() => track('System Finder Used', JSON.parse(report)), 1000);
    return () => window.clearTimeout(timer);
  }, [report]);

  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title}>
        <p>{page.hero.lead}</p>
      </PageHero>

      <div className="mx-auto grid max-w-page gap-12 px-4 py-12 md:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:px-8">
        <FinderForm copy={page.form} params={params} request={request} materials={materials} onChange={setAll} />
        <FinderResults copy={page.results} request={request} answer={answer} systems={systems} />
      </div>
    </>
  );
}
