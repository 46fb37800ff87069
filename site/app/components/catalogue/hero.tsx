import { Button } from '@company/ui';
import { PageHero } from '~/components/page';
import { RouterLink } from '~/components/router-link';
import type { CataloguePage, GatedDownload } from '~/content/pages/catalogue';

/** The catalogue's first screen: what the range is, a quote or the brochure, and the way to the system finder. */
export function CatalogueHero({
  copy,
  onRequestQuote,
  onDownload,
}: {
  copy: CataloguePage['hero'];
  onRequestQuote: () => void;
  onDownload: (file: GatedDownload) => void;
}) {
  return (
    <PageHero eyebrow={copy.eyebrow} title={copy.title}>
      <p>{copy.lead}</p>
      <div className="flex flex-wrap gap-3 pt-4">
        <Button size="lg" variant="inverse" onClick={onRequestQuote}>
          {copy.actions.quote.label}
        </Button>
        <Button size="lg" variant="outlineInverse" onClick={() => onDownload(copy.actions.brochure)}>
          {copy.actions.brochure.label}
        </Button>
      </div>
      <p className="pt-2 text-base">
        {copy.finder.text}{' '}
        <RouterLink href={copy.finder.link.href} className="font-semibold text-white underline underline-offset-4">
          {copy.finder.link.label}
        </RouterLink>
      </p>
    </PageHero>
  );
}
