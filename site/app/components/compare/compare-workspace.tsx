import type { ProductSlug } from '~/content/products';
import { MIN_COMPARED, systemsFromParam } from '~/lib/compare';
import type { ComparePageData } from '~/lib/compare-page-data';
import { CompareChooser } from './chooser';
import { Comparison } from './comparison';

/**
 * What an address of the comparison shows: the chosen systems side by side, or the chooser until two are
 * chosen. The page renders it in the browser; the page server renders it for a shared address, so the
 * comparison is in the HTML it sends (`renderedFor` names that address's query).
 */
export function CompareWorkspace({
  page,
  systems,
  systemsParam,
  onChoose,
  renderedFor,
}: {
  page: ComparePageData['page'];
  systems: ComparePageData['systems'];
  /** The address's `systems` parameter, or null for none. */
  systemsParam: string | null;
  onChoose: (slugs: ProductSlug[]) => void;
  renderedFor?: string;
}) {
  const { slugs, ignored } = systemsFromParam(
    systemsParam,
    systems.map((system) => system.product.slug),
  );
  const chosen = slugs.map((slug) => systems.find((system) => system.product.slug === slug)!);
  return (
    <div data-rendered-for={renderedFor}>
      {chosen.length >= MIN_COMPARED ? (
        <Comparison copy={page.table} chosen={chosen} systems={systems} onChoose={onChoose} />
      ) : (
        <CompareChooser copy={page.chooser} systems={systems} slugs={slugs} ignored={ignored} onChoose={onChoose} />
      )}
    </div>
  );
}
