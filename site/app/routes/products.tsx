import { useState } from 'react';
import { Applications } from '~/components/catalogue/applications';
import { CatalogueCallToAction } from '~/components/catalogue/closing-call-to-action';
import { EtchingProcesses } from '~/components/catalogue/etching-processes';
import { CatalogueFaq } from '~/components/catalogue/faq';
import { CatalogueHero } from '~/components/catalogue/hero';
import { PartnerSection } from '~/components/catalogue/partner';
import { ProductGrid } from '~/components/catalogue/product-grid';
import { CatalogueArticles } from '~/components/catalogue/related-articles';
import { WarrantyAndService } from '~/components/catalogue/warranty';
import { DownloadDialog, QuoteRequestDialog, type GatedFile } from '~/components/lead-dialogs';
import { TrustStrip } from '~/components/trust';
import { catalogue } from '~/content/pages/catalogue';
import { productPicture } from '~/content/product-art';
import { products } from '~/content/products';
import { testimonials } from '~/content/testimonials';
import { trustFigures, trustFiguresNote } from '~/content/trust';
import { breadcrumbJsonLd, faqJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import type { Route } from './+types/products';
import type { RouteHandle } from '~/config/navigation';

// No closing band from the shell: it ends with its own call to action.
export const handle: RouteHandle = { ownClosingBand: true };

export function loader() {
  const cards = products.map(({ slug, name, category, summary }) => ({ slug, name, category, summary, picture: productPicture(slug) }));
  return { page: catalogue, cards, trust: { figures: trustFigures, note: trustFiguresNote }, testimonial: testimonials[0]! };
}

export const meta: Route.MetaFunction = ({ loaderData: { page } }) => [
  ...pageMeta({ ...page.meta, path: '/products' }),
  jsonLdMeta(faqJsonLd(page.faq.items)),
  jsonLdMeta(breadcrumbJsonLd(page.trail)),
];

export default function Products({ loaderData: { page, cards, trust, testimonial } }: Route.ComponentProps) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [download, setDownload] = useState<GatedFile | null>(null);

  return (
    <>
      <CatalogueHero copy={page.hero} onRequestQuote={() => setQuoteOpen(true)} onDownload={setDownload} />
      <TrustStrip figures={trust.figures} note={trust.note} />
      <ProductGrid copy={page.productGrid} cards={cards} />
      <PartnerSection copy={page.partner} testimonial={testimonial} />
      <EtchingProcesses copy={page.etchingProcesses} />
      <Applications copy={page.applications} />
      <WarrantyAndService copy={page.warranty} />
      <CatalogueArticles copy={page.relatedArticles} />
      <CatalogueFaq copy={page.faq} />
      <CatalogueCallToAction copy={page.cta} onDownload={setDownload} />

      <QuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
      {download ? <DownloadDialog open onOpenChange={(open) => !open && setDownload(null)} file={download} /> : null}
    </>
  );
}
