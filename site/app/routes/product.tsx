import { Button, cn, FloatingAction } from '@company/ui';
import { useEffect, useState } from 'react';
import { data } from 'react-router';
import { track } from '~/analytics';
import { FacilityRequirements } from '~/components/facility-requirements';
import { DownloadDialog, QuoteRequestDialog } from '~/components/lead-dialogs';
import { ConfigurationSection } from '~/components/product/configuration-section';
import { ProductDownloads } from '~/components/product/downloads';
import { ProductEstimate } from '~/components/product/estimate';
import { ProductHero } from '~/components/product/hero';
import { ProductOverview } from '~/components/product/overview';
import { ProcessCapabilities } from '~/components/product/process-capabilities';
import { ProductActions } from '~/components/product/product-actions';
import { RelatedLinks } from '~/components/product/related-links';
import { RequestInformation } from '~/components/product/request-information';
import { ProductSectionNav } from '~/components/product/section-nav';
import { ProductSpecifications } from '~/components/product/specifications';
import { StaticHtml } from '~/components/static-html';
import { ProductTermsCard } from '~/components/product/terms-card';
import { contactSales } from '~/content/calls-to-action';
import { systemPrices, warranty } from '~/content/commercial';
import { datasheet as datasheetOf, type GatedDocument } from '~/content/documents';
import { homeCrumb, productsCrumb } from '~/content/pages/breadcrumbs';
import { productPage } from '~/content/pages/product';
import { productArt } from '~/content/product-art';
import { processesFor } from '~/content/processes';
import { processRow } from '~/content/processes/rows';
import { productBySlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet } from '~/content/purchasing';
import { formatLeadTime } from '~/lib/estimate';
import { purchasingDocumentEvents } from '~/lib/purchasing-events';
import { processHighlights } from '~/lib/process-highlights';
import { processChoice } from '~/lib/sole-source';
import { useScrolledPast } from '~/lib/use-scrolled-past';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta, productJsonLd } from '~/lib/seo';
import type { Route } from './+types/product';
import type { RouteHandle } from '~/config/navigation';

/** One layout for the nine product routes; the route's path names the product. */

/** How many process results the page shows; the rest are on the system's processes page. */
const PROCESS_HIGHLIGHTS = 6;
/** How far (px) a visitor scrolls before the page's call to action follows them. */
const FOLLOWING_ACTION_AFTER = 500;
// No closing band from the shell: it ends with its own call to action.
export const handle: RouteHandle = { ownClosingBand: true };

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  const product = productBySlug(slug);
  if (!product) throw data('Product not found', { status: 404 });
  // The process rows come from the process data: the system's own processes, and those of each
  // configuration a section describes (e.g. DRIE on the ICP-RIE).
  // The strongest of the system's own processes; all of them, those of its configurations too, are on its processes page.
  const ownProcesses = processesFor(product.slug, null);
  const processRows = processHighlights(ownProcesses, PROCESS_HIGHLIGHTS).map(processRow);
  const processCount = processesFor(product.slug).length;
  const sectionProcessRows = Object.fromEntries(
    (product.sections ?? []).flatMap((section) =>
      section.processConfiguration ? [[section.id, processesFor(product.slug, section.processConfiguration).map(processRow)]] : [],
    ),
  );
  const definition = productDefinition(product.slug);
  const { purchasing } = definition;
  const { priceKey, leadTimeWeeks } = purchasing;
  const terms = { price: systemPrices[priceKey], leadTime: formatLeadTime(leadTimeWeeks), warranty: warranty.standardShort };
  const trail = [homeCrumb, productsCrumb, { name: product.shortName, path: `/products/${product.slug}` }];
  return {
    page: productPage,
    product,
    trail,
    art: productArt(definition),
    facility: facilitySheet(product.slug),
    processRows,
    processCount,
    sectionProcessRows,
    // Every process of the system, for the sole-source draft's choice in the estimate picker.
    processChoices: processesFor(product.slug).map(processChoice),
    purchasing,
    terms,
  };
}

export const meta: Route.MetaFunction = ({ loaderData: { product, trail } }) => {
  const path = `/products/${product.slug}`;
  return [
    ...pageMeta({ ...product.meta, path }),
    jsonLdMeta(productJsonLd({ name: product.name, description: product.meta.description, path, category: product.category, sku: product.slug })),
    jsonLdMeta(breadcrumbJsonLd(trail)),
  ];
};

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { page, product, trail, art, facility, processRows, processCount, sectionProcessRows, processChoices, purchasing, terms } = loaderData;
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [download, setDownload] = useState<GatedDocument | null>(null);
  const scrolled = useScrolledPast(FOLLOWING_ACTION_AFTER);
  useEffect(() => {
    track('Product Viewed', { productId: product.slug, productName: product.name, category: product.category });
  }, [product.slug, product.name, product.category]);
  const datasheet = datasheetOf(product);
  const requestQuote = () => setQuoteOpen(true);
  const downloadDatasheet = () => setDownload(datasheet);

  return (
    <>
      <ProductHero product={product} art={art} trail={trail} copy={page.hero} terms={terms} onDownloadDatasheet={downloadDatasheet} />
      <ProductSectionNav
        copy={page.sectionNav}
        configurations={product.sections ?? []}
        // Below the wide layout, where no side card holds it, the call to action joins the bar once the hero is passed.
        action={
          scrolled ? (
            <Button size="sm" onClick={requestQuote} className="shrink-0 lg:hidden">
              {contactSales}
            </Button>
          ) : null
        }
      />

      <div
        className={cn(
          'mx-auto max-w-page px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-10 lg:px-8',
          'xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-x-14',
        )}
      >
        <div className="min-w-0 divide-y divide-ink-200 [&>*>section]:scroll-mt-12 [&>*>section]:py-12 md:[&>*>section]:py-16">
          {/* The reading parts of the page are long, and hydration skips them. */}
          <StaticHtml className="divide-y divide-ink-200">
            <ProductOverview copy={page.overview} product={product} />
            <ProcessCapabilities copy={page.processes} product={product} rows={processRows} count={processCount} />
          </StaticHtml>
          <div>
            <ProductEstimate copy={page.estimate} product={product} purchasing={purchasing} processes={processChoices} />
          </div>
          <StaticHtml className="divide-y divide-ink-200">
            <ProductSpecifications copy={page.specifications} product={product} />
            {product.sections?.map((section) => (
              <ConfigurationSection key={section.id} copy={page.configuration} section={section} processRows={sectionProcessRows[section.id]} />
            ))}
            <FacilityRequirements
              productName={product.name}
              rows={facility.rows}
              note={facility.note}
              footprint={facility.footprint}
              className=""
              contained={false}
            />
          </StaticHtml>
          <div>
            <ProductDownloads copy={page.downloads} product={product} purchasing={purchasing} processes={processChoices} onDownload={setDownload} />
          </div>
        </div>
        <ProductTermsCard
          copy={page.terms}
          productName={product.name}
          terms={terms}
          onRequestQuote={requestQuote}
          onDownloadDatasheet={downloadDatasheet}
        />
      </div>

      <StaticHtml>
        <RelatedLinks copy={page.related} links={product.relatedLinks} />
      </StaticHtml>
      <RequestInformation
        copy={page.requestInformation}
        shortName={product.shortName}
        actions={<ProductActions onRequestQuote={requestQuote} onDownloadDatasheet={downloadDatasheet} />}
      />
      {/* On a wide screen the button floats in the margin; on a narrower one the bar above holds it instead. */}
      <FloatingAction onClick={requestQuote} threshold={FOLLOWING_ACTION_AFTER} className="max-lg:hidden">
        {contactSales}
      </FloatingAction>

      <QuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} productName={product.name} product={product.slug} datasheet={datasheet} />
      <DownloadDialog
        open={download !== null}
        onOpenChange={(open) => !open && setDownload(null)}
        file={download ?? datasheet}
        product={download?.fileName === datasheet.fileName ? { id: product.slug, name: product.name } : undefined}
        onDownloaded={download ? purchasingDocumentEvents(product)[download.fileName] : undefined}
      />
    </>
  );
}
