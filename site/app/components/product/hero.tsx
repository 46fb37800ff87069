import { cn, KeyFigures } from '@company/ui';
import type { ReactNode } from 'react';
import { Breadcrumb } from '~/components/breadcrumb';
import { Breakable } from '~/components/breakable';
import { ProductPicture } from '~/components/product-picture';
import type { Crumb } from '~/content/pages/breadcrumbs';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { ProductArt } from '~/content/product-art';
import type { Product } from '~/content/products';

/** The band that opens a product page: where the system sits in the site, its name, key figures and drawing, and the page's actions. */
export function ProductHero({
  product,
  art,
  trail,
  copy,
  actions,
}: {
  product: Pick<Product, 'name' | 'shortName' | 'category' | 'tagline' | 'keyFigures'>;
  art: ProductArt;
  trail: Crumb[];
  copy: (typeof productPage)['hero'];
  actions: ReactNode;
}) {
  return (
    // On paper (no background graphics) the hero is dark text on white beside a small picture, without its buttons.
    <section className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
      <div
        className={cn(
          'mx-auto grid max-w-page gap-10 px-4 py-14 md:py-20 lg:grid-cols-[3fr_2fr] lg:items-center lg:px-8',
          'print:grid-cols-[3fr_1fr] print:gap-6 print:py-0',
        )}
      >
        <div className="min-w-0">
          <Breadcrumb trail={trail} listClassName="flex flex-wrap gap-2" />
          <p className="mt-8 text-sm font-semibold tracking-wider text-glow-200 uppercase print:mt-4 print:text-plasma-800">{product.category}</p>
          <h1 className="mt-2 text-display font-bold text-balance wrap-break-word">
            <Breakable text={product.name} />
          </h1>
          <p className="mt-5 max-w-prose text-lg text-ink-200 print:text-ink-800">{product.tagline}</p>
          <KeyFigures
            tone="dark"
            size="md"
            aria-label={fill(copy.keyFigures, { shortName: product.shortName })}
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
  );
}
