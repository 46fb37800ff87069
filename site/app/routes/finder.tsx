import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { FinderWorkspace } from '~/components/finder/finder-workspace';
import { PageHero } from '~/components/page';
import { answerRequest, isAnswerable, requestFromParams } from '~/lib/finder';
import { finderPageData } from '~/lib/finder-page-data';
import { sharedAddressRenderedFor } from '~/lib/shared-address';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/finder';

/** The data the rules read: every process entry, and each system's name, wafer sizes and prices. */
export function loader() {
  return finderPageData();
}

export const meta: Route.MetaFunction = ({ loaderData: { page } }) => [
  ...pageMeta({ ...page.meta, path: '/products/finder' }),
  jsonLdMeta(breadcrumbJsonLd(page.trail)),
];

export default function Finder({ loaderData: { page, entries, systems, materials } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered with an empty form. The page server sends a shared address with its answer filled in, and
  // hydration keeps it; from a plain static host the address is filled in once the page has hydrated.
  const hydrated = useHydrated();
  const [renderedFor] = useState(sharedAddressRenderedFor);
  const params = hydrated || renderedFor !== undefined ? searchParams : new URLSearchParams();
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

      <FinderWorkspace
        page={page}
        params={params}
        request={request}
        answer={answer}
        systems={systems}
        materials={materials}
        onChange={setAll}
        renderedFor={renderedFor}
      />
    </>
  );
}
