import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
  Button,
  ProductCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@company/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadDialog, QuoteRequestDialog, type GatedFile } from '~/components/lead-dialogs';
import { PageHero, Section } from '~/components/page';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { Testimonials, TrustStrip } from '~/components/trust';
import { catalogue } from '~/content/pages/catalogue';
import { testimonials } from '~/content/testimonials';
import { trustFigures } from '~/content/trust';
import { productPicture } from '~/content/product-art';
import { products, type ProductSlug } from '~/content/products';
import { productCategories, type ProductCategoryTab } from '~/content/products/categories';
import { compareSelected } from '~/content/calls-to-action';
import { compareHref, MAX_COMPARED, MIN_COMPARED } from '~/lib/compare-address';
import { ProductPicture } from '~/components/product-picture';
import { breadcrumbJsonLd, faqJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import type { Route } from './+types/products';
import type { RouteHandle } from '~/config/navigation';

// No closing band from the shell: it ends with its own call to action.
export const handle: RouteHandle = { ownClosingBand: true };

export function loader() {
  const cards = products.map(({ slug, name, category, summary }) => ({ slug, name, category, summary, picture: productPicture(slug) }));
  return { page: catalogue, cards, trustFigures, testimonial: testimonials[0]! };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...pageMeta({ ...loaderData.page.meta, path: '/products' }),
  jsonLdMeta(faqJsonLd(loaderData.page.faq.items)),
  jsonLdMeta(breadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Products', path: '/products' }])),
];

/** The category's value in the page address, e.g. 'Coating/Developing' -> 'coating-developing'. */
export const categoryParam = (category: ProductCategoryTab) => category.toLowerCase().replace('/', '-');
const categoryFromParam = (param: string | null): ProductCategoryTab =>
  productCategories.find((category) => categoryParam(category) === param) ?? 'All';

const linkClasses = 'font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900';

export default function Products({ loaderData: { page, cards, trustFigures, testimonial } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered with every product shown: a shared link's category applies once the page hydrates.
  const category = useHydrated() ? categoryFromParam(searchParams.get('category')) : 'All';
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [download, setDownload] = useState<GatedFile | null>(null);
  const [compared, setCompared] = useState<ProductSlug[]>([]);
  const toggleCompared = (slug: ProductSlug) =>
    setCompared((current) => (current.includes(slug) ? current.filter((other) => other !== slug) : current.length < MAX_COMPARED ? [...current, slug] : current));
  const { hero, productGrid, partner, etchingProcesses, applications, warranty, relatedArticles, faq, cta } = page;

  const selectCategory = (value: string) => {
    const next = categoryFromParam(value);
    setSearchParams(next === 'All' ? {} : { category: categoryParam(next) }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title}>
        <p>{hero.lead}</p>
        <div className="flex flex-wrap gap-3 pt-4">
          <Button size="lg" variant="inverse" onClick={() => setQuoteOpen(true)}>
            {hero.actions.quote.label}
          </Button>
          <Button size="lg" variant="outlineInverse" onClick={() => setDownload(hero.actions.brochure)}>
            {hero.actions.brochure.label}
          </Button>
        </div>
        <p className="pt-2 text-base">
          {hero.finder.text}{' '}
          <RouterLink href={hero.finder.link.href} className="font-semibold text-white underline underline-offset-4">
            {hero.finder.link.label}
          </RouterLink>
        </p>
      </PageHero>

      <TrustStrip figures={trustFigures} />

      <Section title={productGrid.title} lead={productGrid.lead} id="systems">
        <Tabs value={categoryParam(category)} onValueChange={selectCategory}>
          <TabsList aria-label={productGrid.tabsLabel}>
            {productCategories.map((tab) => (
              <TabsTrigger key={tab} value={categoryParam(tab)}>
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          {productCategories.map((tab) => (
            <TabsContent key={tab} value={categoryParam(tab)} className="mt-8">
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {cards
                  .filter((card) => tab === 'All' || card.category === tab)
                  .map((card) => (
                    <li key={card.slug} className="flex flex-col gap-2">
                      <ProductCard
                        name={card.name}
                        category={card.category}
                        summary={card.summary}
                        href={`/products/${card.slug}`}
                        linkComponent={RouterLink}
                        headingLevel="h3"
                        className="flex-1"
                        image={<ProductPicture art={card.picture} sizes="(min-width: 64rem) 400px, (min-width: 40rem) 50vw, 100vw" />}
                      />
                      <label className="flex min-h-11 items-center gap-3 self-start rounded-control px-2 font-semibold text-ink-800 has-disabled:opacity-60">
                        <input
                          type="checkbox"
                          checked={compared.includes(card.slug)}
                          disabled={!compared.includes(card.slug) && compared.length >= MAX_COMPARED}
                          onChange={() => toggleCompared(card.slug)}
                          className="size-5 accent-plasma-700"
                        />
                        {productGrid.compare.label}
                        <span className="sr-only"> {card.name}</span>
                      </label>
                    </li>
                  ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
        {compared.length ? (
          <div
            role="region"
            aria-label={productGrid.compare.bar}
            className="sticky bottom-4 z-20 mt-8 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-card border border-plasma-300 bg-white p-4 shadow-lg"
          >
            <p role="status" className="min-w-0 flex-1 basis-56 text-ink-800">
              {productGrid.compare.chosen
                .replace('{count}', String(compared.length))
                .replace('{max}', String(MAX_COMPARED))
                .replace('{names}', compared.map((slug) => cards.find((card) => card.slug === slug)!.name).join(', '))}
              {compared.length < MIN_COMPARED ? ` ${productGrid.compare.needMore}` : compared.length === MAX_COMPARED ? ` ${productGrid.compare.full}` : null}
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <button
                type="button"
                onClick={() => setCompared([])}
                className="min-h-11 rounded-control px-3 font-semibold text-ink-700 underline underline-offset-4 hover:text-ink-900 focus-visible:outline-3 focus-visible:outline-plasma-500"
              >
                {productGrid.compare.clear}
              </button>
              {compared.length >= MIN_COMPARED ? <LinkButton href={compareHref(compared)}>{compareSelected(compared.length)}</LinkButton> : null}
            </div>
          </div>
        ) : null}
      </Section>

      <Section title={partner.title} className="bg-ink-50">
        <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <div className="max-w-prose space-y-4 text-lg text-ink-700">
            {partner.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Testimonials items={[testimonial]} />
        </div>
      </Section>

      <Section title={etchingProcesses.title} lead={etchingProcesses.lead}>
        <ul className="grid gap-6 md:grid-cols-2">
          {etchingProcesses.items.map((item) => (
            <li key={item.name} className="rounded-card border border-ink-200 p-6">
              <h3 className="text-lg font-semibold">{item.name}</h3>
              <p className="mt-2 text-ink-700">{item.body}</p>
              <p className="mt-4">
                <RouterLink href={item.link.href} className={linkClasses}>
                  {item.link.label}
                </RouterLink>
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <RouterLink href={etchingProcesses.library.href} className={linkClasses}>
            {etchingProcesses.library.label}
          </RouterLink>
        </p>
      </Section>

      <Section title={applications.title} lead={applications.lead} className="bg-ink-50">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {applications.items.map((item) => (
            <li key={item.title} className="rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-plasma-800">{item.title}</h3>
              <p className="mt-2 text-ink-700">{item.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <RouterLink href={applications.link.href} className={linkClasses}>
            {applications.link.label}
          </RouterLink>
        </p>
      </Section>

      <Section title={warranty.title} lead={warranty.lead}>
        <ul className="grid gap-6 md:grid-cols-3">
          {warranty.items.map((item) => (
            <li key={item.title} className="rounded-card border border-ink-200 p-6">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-ink-700">{item.body}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <RouterLink href={warranty.link.href} className={linkClasses}>
            {warranty.link.label}
          </RouterLink>
        </p>
      </Section>

      <Section title={relatedArticles.title} className="bg-ink-50">
        <ul className="grid gap-6 md:grid-cols-2">
          {relatedArticles.items.map((article) => (
            <li key={article.slug} className="rounded-card bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold">
                <RouterLink href={`/insights/${article.slug}`} className="text-plasma-800 underline-offset-4 hover:underline">
                  {article.title}
                </RouterLink>
              </h3>
              <p className="mt-2 text-ink-700">{article.excerpt}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section title={faq.title}>
        <Accordion type="single" collapsible className="max-w-4xl">
          {faq.items.map((item) => (
            <AccordionItem key={item.question} value={item.question}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </Section>

      <section aria-labelledby="catalogue-cta" className="bg-plasma-950 text-white">
        <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
          <h2 id="catalogue-cta" className="text-3xl font-bold">
            {cta.title}
          </h2>
          <p className="mt-3 max-w-prose text-lg text-ink-200">{cta.body}</p>
          {/* One primary and one secondary action; the quote is the hero's. */}
          <div className="mt-8 flex flex-wrap gap-3">
            <LinkButton href={cta.actions.expert.href} size="lg" variant="inverse">{cta.actions.expert.label}</LinkButton>
            <Button size="lg" variant="outlineInverse" onClick={() => setDownload(cta.actions.guide)}>
              {cta.actions.guide.label}
            </Button>
          </div>
          <p className="mt-6 text-ink-200">
            Or{' '}
            <RouterLink href={cta.actions.application.href} className="font-semibold text-white underline underline-offset-4">
              {cta.actions.application.label.toLowerCase()}
            </RouterLink>
            , or{' '}
            <RouterLink href={cta.actions.contact.href} className="font-semibold text-white underline underline-offset-4">
              {cta.actions.contact.label.toLowerCase()}
            </RouterLink>
            .
          </p>
        </div>
      </section>

      <QuoteRequestDialog open={quoteOpen} onOpenChange={setQuoteOpen} />
      {download ? (
        <DownloadDialog open onOpenChange={(open) => !open && setDownload(null)} file={download} />
      ) : null}
    </>
  );
}
