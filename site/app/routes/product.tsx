import { Button, FloatingAction, KeyFigures, SpecTable } from '@company/ui';
import { useEffect, useState } from 'react';
import { data } from 'react-router';
import { track } from '~/analytics';
import { DownloadDialog, QuoteRequestDialog } from '~/components/lead-dialogs';
import { EstimatePicker } from '~/components/estimate-picker';
import { purchasingDocumentEvents } from '~/lib/purchasing-events';
import { FacilityRequirements, facilityRequirementsId } from '~/components/facility-requirements';
import {
  compareWithOthers,
  contactSales,
  downloadDatasheet,
  downloadGuide,
  downloadSiteReadiness,
  downloadSoleSourceDocx,
  downloadSoleSourceText,
} from '~/content/calls-to-action';
import { compareHref } from '~/lib/compare-address';
import { systemPrices, warranty } from '~/content/commercial';
import {
  datasheet as datasheetOf,
  equipmentGuide,
  siteReadinessSheet,
  soleSourceDocx,
  soleSourceText,
  type GatedDocument,
} from '~/content/documents';
import { Breakable } from '~/components/breakable';
import { Section } from '~/components/page';
import { ProductPicture } from '~/components/product-picture';
import { RouterLink } from '~/components/router-link';
import { ProcessTable } from '~/components/process-table';
import { processesFor } from '~/content/processes';
import { processRow } from '~/content/processes/rows';
import { productBySlug } from '~/content/products';
import { productDefinition } from '~/content/products/registry';
import { facilitySheet } from '~/content/purchasing';
import { breadcrumbJsonLd, jsonLdMeta, pageMeta, productJsonLd } from '~/lib/seo';
import { productArt } from '~/content/product-art';
import type { Route } from './+types/product';
import type { RouteHandle } from '~/config/navigation';

/** What a related link leads to, from its address: shown above its label. */
function relatedKind(href: string) {
  if (href.startsWith('/insights/')) return 'Article';
  if (href.startsWith('/products/')) return 'Product';
  if (href.startsWith('/contact')) return 'Contact';
  if (href.startsWith('/service-support')) return 'Service';
  if (href.startsWith('/startup-package')) return 'Program';
  return 'Page';
}

/** One layout for the nine product routes; the route's path names the product. */
// No closing band from the shell: it ends with its own call to action.
export const handle: RouteHandle = { ownClosingBand: true };

export function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split('/').pop() ?? '';
  const product = productBySlug(slug);
  if (!product) throw data('Product not found', { status: 404 });
  // The process rows come from the process data: the system's own processes, and those of each
  // configuration a section describes (e.g. DRIE on the ICP-RIE).
  const processRows = processesFor(product.slug, null).map(processRow);
  const sectionProcessRows = Object.fromEntries(
    (product.sections ?? []).flatMap((section) =>
      section.processConfiguration ? [[section.id, processesFor(product.slug, section.processConfiguration).map(processRow)]] : [],
    ),
  );
  const definition = productDefinition(product.slug);
  const { priceKey, leadTimeWeeks: [leadFrom, leadTo] } = definition.purchasing;
  const terms = { price: systemPrices[priceKey], leadTime: `${leadFrom}-${leadTo} weeks`, warranty: warranty.standardShort };
  return { product, art: productArt(definition), facility: facilitySheet(product.slug), processRows, sectionProcessRows, terms };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const { product } = loaderData;
  const path = `/products/${product.slug}`;
  return [
    ...pageMeta({ ...product.meta, path }),
    jsonLdMeta(
      productJsonLd({
        name: product.name,
        description: product.meta.description,
        path,
        category: product.category,
        sku: product.slug,
      }),
    ),
    jsonLdMeta(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Products', path: '/products' },
        { name: product.shortName, path },
      ]),
    ),
  ];
};

/** The page's sections, in order, for the in-page navigation that stays under the header. */
function pageSections(product: Route.ComponentProps['loaderData']['product']) {
  return [
    { id: 'overview', label: 'Overview' },
    { id: 'specifications', label: 'Specifications' },
    { id: 'processes', label: 'Processes' },
    ...(product.sections ?? []).map((section) => ({ id: section.id, label: section.navLabel })),
    { id: facilityRequirementsId, label: 'Facility' },
    { id: 'estimate', label: 'Estimate' },
    { id: 'downloads', label: 'Downloads' },
  ];
}

export default function ProductPage({ loaderData: { product, art, facility, processRows, sectionProcessRows, terms } }: Route.ComponentProps) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [download, setDownload] = useState<GatedDocument | null>(null);
  useEffect(() => {
    track('Product Viewed', { productId: product.slug, productName: product.name, category: product.category });
  }, [product.slug, product.name, product.category]);
  const datasheet = datasheetOf(product);
  const actions = (
    <div className="flex flex-wrap gap-3">
      <Button size="lg" variant="inverse" onClick={() => setQuoteOpen(true)}>
        {contactSales}
      </Button>
      <Button size="lg" variant="outlineInverse" onClick={() => setDownload(datasheet)}>
        {downloadDatasheet}
      </Button>
    </div>
  );
  const readiness = siteReadinessSheet(product);
  const draftDocx = soleSourceDocx(product);
  const draftText = soleSourceText(product);
  const downloads: { id: string; kind: string; title: string; description: string; actions: { document: GatedDocument; label: string }[] }[] = [
    {
      id: 'datasheet',
      kind: 'Datasheet · PDF',
      title: datasheet.title,
      description: `Specifications, process capabilities and facility requirements of the ${product.shortName}, on two pages.`,
      actions: [{ document: datasheet, label: downloadDatasheet }],
    },
    {
      id: 'site-readiness',
      kind: 'For your facilities team · PDF',
      title: readiness.title,
      description: `The ${product.shortName}'s power, water, gas, exhaust and floor needs on one page, with a sign-off line for each trade.`,
      actions: [{ document: readiness, label: downloadSiteReadiness }],
    },
    {
      id: 'sole-source',
      kind: 'For your purchasing office · Word or text',
      title: 'Sole-Source Justification Draft',
      description: `The ${product.shortName}'s capabilities, the alternatives considered and its price range, ready to edit into your purchasing form.`,
      actions: [
        { document: draftDocx, label: downloadSoleSourceDocx },
        { document: draftText, label: downloadSoleSourceText },
      ],
    },
    {
      id: 'guide',
      kind: 'Guide · PDF',
      title: equipmentGuide.title,
      description: 'How to choose between etching and deposition systems for a research lab, with every system side by side.',
      actions: [{ document: equipmentGuide, label: downloadGuide }],
    },
  ];
  const ownEvent = purchasingDocumentEvents(product);

  return (
    <>
      {/* On paper (no background graphics) the hero is dark text on white beside a small picture, without its buttons. */}
      <section className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
        <div className="mx-auto grid max-w-page gap-10 px-4 py-14 md:py-20 lg:grid-cols-[3fr_2fr] lg:items-center lg:px-8 print:grid-cols-[3fr_1fr] print:gap-6 print:py-0">
          <div className="min-w-0">
            <nav aria-label="Breadcrumb" className="text-sm text-ink-200 print:text-ink-700">
              <ol className="flex flex-wrap gap-2">
                <li>
                  <RouterLink href="/" className="underline underline-offset-4 hover:text-white">
                    Home
                  </RouterLink>
                  <span aria-hidden="true"> / </span>
                </li>
                <li>
                  <RouterLink href="/products" className="underline underline-offset-4 hover:text-white">
                    Products
                  </RouterLink>
                  <span aria-hidden="true"> / </span>
                </li>
                <li aria-current="page">{product.shortName}</li>
              </ol>
            </nav>
            <p className="mt-8 text-sm font-semibold tracking-wider text-glow-200 uppercase print:mt-4 print:text-plasma-800">{product.category}</p>
            <h1 className="mt-2 text-display font-bold text-balance wrap-break-word">
              <Breakable text={product.name} />
            </h1>
            <p className="mt-5 max-w-prose text-lg text-ink-200 print:text-ink-800">{product.tagline}</p>
            <KeyFigures
              tone="dark"
              size="md"
              aria-label={`${product.shortName} key specifications`}
              items={product.keyFigures.map((figure) => ({ value: figure.value, label: figure.label }))}
              className="mt-8 max-w-xl md:grid-flow-row md:grid-cols-2 print:hidden"
            />
            <div className="mt-8 print:hidden">{actions}</div>
          </div>
          <ProductPicture
            art={art}
            alt={art.alt}
            eager
            sizes="(min-width: 80rem) 480px, (min-width: 64rem) 38vw, 100vw"
            className="mx-auto h-auto w-full max-w-xl rounded-card"
          />
        </div>
      </section>

      {/* Under the sticky header (4rem), so a section is one tap away wherever the reader is. */}
      <nav aria-label="On this page" className="sticky top-16 z-20 border-b border-ink-200 bg-white/95 backdrop-blur-sm print:hidden">
        <ul className="mx-auto flex max-w-page gap-1 overflow-x-auto px-2 lg:px-6">
          {pageSections(product).map((section) => (
            <li key={section.id} className="shrink-0">
              <a
                href={`#${section.id}`}
                className="inline-flex min-h-12 items-center border-b-2 border-transparent px-3 text-sm font-semibold text-ink-700 hover:border-plasma-300 hover:text-plasma-800 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-plasma-500"
              >
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mx-auto max-w-page px-4 lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-10 lg:px-8 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-x-14">
        <div className="min-w-0 divide-y divide-ink-200 [&>section]:scroll-mt-12 [&>section]:py-12 md:[&>section]:py-16">
          <Section title="Overview" id="overview" contained={false}>
            <div className="max-w-prose space-y-4 text-lg text-ink-700">
              {product.description.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <h3 className="mt-12 text-xl font-semibold text-ink-900">Key features</h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {product.keyFeatures.map((feature) => (
                <li key={feature.title} className="rounded-card border border-ink-200 bg-ink-50 p-5">
                  <h4 className="font-semibold text-plasma-800">{feature.title}</h4>
                  <p className="mt-2 text-ink-700">{feature.body}</p>
                </li>
              ))}
            </ul>
            <h3 className="mt-12 text-xl font-semibold text-ink-900">Applications</h3>
            <ul className="mt-5 grid gap-6 sm:grid-cols-2">
              {product.applications.map((application) => (
                <li key={application.title} className="border-l-4 border-plasma-300 pl-4">
                  <h4 className="font-semibold text-ink-900">{application.title}</h4>
                  <p className="mt-2 text-ink-700">{application.body}</p>
                </li>
              ))}
            </ul>
          </Section>

          <Section title="Specifications" id="specifications" contained={false}>
            <div className="max-w-4xl">
              <SpecTable caption={`${product.name} specifications`} rows={product.specifications} />
              {product.specificationsNote ? <p className="mt-3 text-sm text-ink-600">{product.specificationsNote}</p> : null}
              <p className="mt-4 print:hidden">
                <RouterLink href={compareHref([product.slug])} className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900">
                  {compareWithOthers}
                </RouterLink>
                <span aria-hidden="true">&nbsp;→</span>
              </p>
            </div>
          </Section>

          <Section title="Process capabilities" id="processes" contained={false}>
            <ProcessTable rows={processRows} caption={`Typical ${product.shortName} processes`} />
            {product.processCapabilitiesNote ? <p className="mt-3 text-sm text-ink-600">{product.processCapabilitiesNote}</p> : null}
            <p className="mt-4">
              <RouterLink href={`/processes?system=${product.slug}`} className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900">
                All processes in the process library
              </RouterLink>
              , with the articles that cite them and the catalogue as CSV or JSON.
            </p>
            <h3 className="mt-10 text-lg font-semibold">Materials</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {product.materials.map((material) => (
                <li key={material} className="rounded-full bg-plasma-50 px-3 py-1 text-sm text-plasma-900">
                  {material}
                </li>
              ))}
            </ul>
          </Section>

          {product.sections?.map((section) => (
            <Section key={section.id} id={section.id} title={section.title} contained={false}>
              <div className="max-w-prose space-y-4 text-lg text-ink-700">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
              {section.specifications ? (
                <SpecTable caption={`${section.title} specifications`} rows={section.specifications} className="mt-8 max-w-4xl" />
              ) : null}
              {sectionProcessRows[section.id]?.length ? (
                <div className="mt-8">
                  <ProcessTable rows={sectionProcessRows[section.id]!} caption={`${section.title}: typical processes`} />
                </div>
              ) : null}
              {section.links?.length ? (
                <ul className="mt-8 flex flex-wrap gap-3">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <RouterLink
                        href={link.href}
                        className="inline-flex min-h-11 items-center rounded-control border border-plasma-300 bg-white px-4 font-semibold text-plasma-800 hover:bg-plasma-50 focus-visible:outline-3 focus-visible:outline-plasma-500"
                      >
                        {link.label}
                        <span aria-hidden="true">&nbsp;→</span>
                      </RouterLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </Section>
          ))}

          <FacilityRequirements productName={product.name} rows={facility.rows} note={facility.note} className="" contained={false} />

          <Section title="Budgetary estimate" id="estimate" className="print:hidden" contained={false}>
            <p className="max-w-prose text-ink-700">
              Choose a wafer size and options and get a PDF with the price range, what is included, the lead time and a code that names the
              configuration: for a startup budget, a grant or a purchase request.
            </p>
            <div className="mt-6">
              <EstimatePicker key={product.slug} product={product} title={`Configure the ${product.shortName}`} />
            </div>
          </Section>

          <Section title="Downloads" id="downloads" className="print:hidden" contained={false}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {downloads.map(({ id, kind, title, description, actions }) => (
                <li key={id} className="flex flex-col rounded-card border border-ink-200 p-5">
                  <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-ink-600 uppercase">
                    <FileIcon /> {kind}
                  </p>
                  <h3 className="mt-2 font-semibold text-ink-900">{title}</h3>
                  <p className="mt-1 grow text-ink-700">{description}</p>
                  <div className="mt-4 flex flex-wrap gap-3">
                    {actions.map(({ document, label }) => (
                      <Button key={document.fileName} variant="secondary" onClick={() => setDownload(document)}>
                        {label}
                      </Button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          </Section>
        </div>

        {/* Beside the reading column on a wide screen; on a phone the floating button does its job. */}
        <aside aria-labelledby="product-card-title" className="hidden lg:block print:hidden">
          <div className="sticky top-32 mt-12 rounded-card border border-ink-200 bg-white p-6 shadow-md md:mt-16">
            <h2 id="product-card-title" className="font-semibold text-ink-900">
              {product.name}
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              <div>
                <dt className="text-ink-600">Indicative price, base configuration</dt>
                <dd className="text-xl font-bold text-plasma-800 tabular-nums">{terms.price}</dd>
              </div>
              <div>
                <dt className="text-ink-600">Lead time after order</dt>
                <dd className="font-semibold text-ink-900">{terms.leadTime}</dd>
              </div>
              <div>
                <dt className="text-ink-600">Warranty</dt>
                <dd className="font-semibold text-ink-900">{terms.warranty}</dd>
              </div>
            </dl>
            <div className="mt-6 grid gap-3">
              <Button onClick={() => setQuoteOpen(true)}>{contactSales}</Button>
              <Button variant="secondary" onClick={() => setDownload(datasheet)}>
                {downloadDatasheet}
              </Button>
            </div>
            <p className="mt-4 text-xs text-ink-600">A process engineer replies within 1 business day with a configuration and a quote.</p>
          </div>
        </aside>
      </div>

      <Section title="Related" className="border-t border-ink-200 bg-ink-50 print:hidden">
        {/* One height for every card of a row, each saying what it leads to. */}
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {product.relatedLinks.map((link) => (
            <li key={link.href} className="flex">
              <RouterLink
                href={link.href}
                className="flex w-full flex-col gap-1 rounded-card border border-ink-200 bg-white p-4 hover:border-plasma-300 hover:bg-plasma-50 focus-visible:outline-3 focus-visible:outline-plasma-500"
              >
                <span className="text-xs font-semibold tracking-wider text-ink-600 uppercase">{relatedKind(link.href)}</span>
                <span className="font-semibold text-plasma-800">{link.label}</span>
              </RouterLink>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="request-information" className="bg-plasma-950 text-white print:hidden">
        <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
          <h2 id="request-information" className="text-3xl font-bold">
            Request Information
          </h2>
          <p className="mt-3 max-w-prose text-lg text-ink-200">
            Tell us about your materials and wafer sizes: a process engineer replies within 1 business day with a
            configuration and a quote for the {product.shortName}.
          </p>
          <div className="mt-8">{actions}</div>
        </div>
      </section>

      <FloatingAction onClick={() => setQuoteOpen(true)}>{contactSales}</FloatingAction>

      <QuoteRequestDialog
        open={quoteOpen}
        onOpenChange={setQuoteOpen}
        productName={product.name}
        product={product.slug}
        datasheet={datasheet}
      />
      <DownloadDialog
        open={download !== null}
        onOpenChange={(open) => !open && setDownload(null)}
        file={download ?? datasheet}
        product={download?.fileName === datasheet.fileName ? { id: product.slug, name: product.name } : undefined}
        onDownloaded={download ? ownEvent[download.fileName] : undefined}
      />
    </>
  );
}

/** A document, drawn for the downloads list. */
function FileIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="1.5">
      <path d="M4 1.75h5.5L12.25 4.5v9.75H4z" strokeLinejoin="round" />
      <path d="M9.25 1.75V4.75h3M6 8.5h4M6 11h4" />
    </svg>
  );
}
