import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { track } from '~/analytics';
import { CompareChooser } from '~/components/compare/chooser';
import { Comparison } from '~/components/compare/comparison';
import { PageHero } from '~/components/page';
import { comparePage } from '~/content/pages/compare';
import { processesFor } from '~/content/processes';
import { products, type ProductSlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet, optionsFor } from '~/content/purchasing';
import { compareHref, MIN_COMPARED, systemsFromParam, type ComparedSystem } from '~/lib/compare';
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

export const meta: Route.MetaFunction = ({ loaderData: { page } }) => [
  ...pageMeta({ ...page.meta, path: '/products/compare' }),
  jsonLdMeta(breadcrumbJsonLd(page.trail)),
];

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
        <Comparison copy={page.table} chosen={chosen} systems={systems} onChoose={choose} />
      ) : (
        <CompareChooser copy={page.chooser} systems={systems} slugs={slugs} ignored={ignored} onChoose={choose} />
      )}
    </>
  );
}
