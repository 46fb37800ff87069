import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { CompareWorkspace } from '~/components/compare/compare-workspace';
import { PageHero } from '~/components/page';
import type { ProductSlug } from '~/content/products';
import { compareHref, MIN_COMPARED, systemsFromParam } from '~/lib/compare';
import { comparePageData } from '~/lib/compare-page-data';
import { sharedAddressRenderedFor } from '~/lib/shared-address';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/compare';

/** Every system as the comparison reads it; which ones are shown is the address's business. */
export function loader() {
  return comparePageData();
}

export const meta: Route.MetaFunction = ({ loaderData: { page } }) => [
  ...pageMeta({ ...page.meta, path: '/products/compare' }),
  jsonLdMeta(breadcrumbJsonLd(page.trail)),
];

export default function Compare({ loaderData: { page, systems } }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // Prerendered as the chooser. The page server sends a shared address with its comparison filled in, and
  // hydration keeps it; from a plain static host the comparison shows once the page has hydrated.
  const hydrated = useHydrated();
  const [renderedFor] = useState(sharedAddressRenderedFor);
  const systemsParam = hydrated || renderedFor !== undefined ? searchParams.get('systems') : null;
  const known = systems.map((system) => system.product.slug);
  const { slugs } = systemsFromParam(systemsParam, known);
  const choose = (next: ProductSlug[]) => navigate(compareHref(next), { preventScrollReset: true });

  // Each comparison shown, once the choice has settled for a second.
  const shown = slugs.length >= MIN_COMPARED ? slugs.join(',') : '';
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
      <CompareWorkspace page={page} systems={systems} systemsParam={systemsParam} onChoose={choose} renderedFor={renderedFor} />
    </>
  );
}
