import { cn, ProductCard, Tabs, TabsContent, TabsList, TabsTrigger } from '@company/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Section } from '~/components/page';
import { ProductPicture } from '~/components/product-picture';
import { RouterLink } from '~/components/router-link';
import type { CataloguePage } from '~/content/pages/catalogue';
import type { ProductArt } from '~/content/product-art';
import type { ProductSlug } from '~/content/products';
import { productCategories, type ProductCategoryTab } from '~/content/products/categories';
import { MAX_COMPARED } from '~/lib/compare-address';
import { useHydrated } from '~/lib/use-hydrated';
import { CompareBar } from './compare-bar';

/** The category's value in the page address, e.g. 'Coating/Developing' -> 'coating-developing'. */
const categoryParam = (category: ProductCategoryTab) => category.toLowerCase().replace('/', '-');
const categoryFromParam = (param: string | null): ProductCategoryTab =>
  productCategories.find((category) => categoryParam(category) === param) ?? 'All';

type ProductCardData = { slug: ProductSlug; name: string; category: string; summary: string; picture: Omit<ProductArt, 'alt'> };

/**
 * Every system as a card, under category tabs kept in the address, each card with a tick that puts the system
 * in a comparison; the bar that leads to the comparison shows while any is ticked.
 */
export function ProductGrid({ copy, cards }: { copy: CataloguePage['productGrid']; cards: ProductCardData[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  // Prerendered with every product shown: a shared link's category applies once the page hydrates.
  const category = useHydrated() ? categoryFromParam(searchParams.get('category')) : 'All';
  const selectCategory = (value: string) => {
    const next = categoryFromParam(value);
    setSearchParams(next === 'All' ? {} : { category: categoryParam(next) }, { replace: true, preventScrollReset: true });
  };
  const [compared, setCompared] = useState<ProductSlug[]>([]);
  const toggleCompared = (slug: ProductSlug) =>
    setCompared((current) => {
      if (current.includes(slug)) return current.filter((other) => other !== slug);
      return current.length < MAX_COMPARED ? [...current, slug] : current;
    });

  return (
    <Section title={copy.title} lead={copy.lead} id="systems">
      <Tabs value={categoryParam(category)} onValueChange={selectCategory}>
        <TabsList aria-label={copy.tabsLabel}>
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
                    <label
                      className={cn(
                        'flex min-h-11 items-center gap-3 self-start rounded-control px-2 font-semibold text-ink-800',
                        'has-disabled:opacity-60',
                      )}
                    >
                      <input
                        type="checkbox"
                        checked={compared.includes(card.slug)}
                        disabled={!compared.includes(card.slug) && compared.length >= MAX_COMPARED}
                        onChange={() => toggleCompared(card.slug)}
                        className="size-5 accent-plasma-700"
                      />
                      {copy.compare.label}
                      <span className="sr-only"> {card.name}</span>
                    </label>
                  </li>
                ))}
            </ul>
          </TabsContent>
        ))}
      </Tabs>
      {compared.length ? (
        <CompareBar
          copy={copy.compare}
          compared={compared.map((slug) => cards.find((card) => card.slug === slug)!)}
          onClear={() => setCompared([])}
        />
      ) : null}
    </Section>
  );
}
