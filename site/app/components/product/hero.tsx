import { buttonVariants, cn, KeyFigures } from '@company/ui';
import { Breadcrumb } from '~/components/breadcrumb';
import { Breakable } from '~/components/breakable';
import { ProductPicture } from '~/components/product-picture';
import { configureAndEstimate, downloadDatasheet } from '~/content/calls-to-action';
import type { Crumb } from '~/content/pages/breadcrumbs';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { ProductArt } from '~/content/product-art';
import type { Product } from '~/content/products';

/**
 * The band that opens a product page, read as a buyer reads it: the system's name and drawing, its key
 * figures, what it costs and how soon it ships, and one action, to configure it and get an estimate;
 * the datasheet is a quieter second way in.
 */
export function ProductHero({
  product,
  art,
  trail,
  copy,
  terms,
  onDownloadDatasheet,
}: {
  product: Pick<Product, 'name' | 'shortName' | 'category' | 'tagline' | 'keyFigures'>;
  art: ProductArt;
  trail: Crumb[];
  copy: (typeof productPage)['hero'];
  terms: { price: string; leadTime: string };
  onDownloadDatasheet: () => void;
}) {
  return (
    // On paper (no background graphics) the hero is dark text on white, without its drawing and buttons.
    <section className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
      <div
        className={cn(
          'mx-auto grid max-w-page px-4 pt-8 pb-12 md:py-16 lg:grid-cols-[3fr_2fr] lg:items-center lg:gap-10 lg:px-8',
          'print:block print:py-0',
        )}
      >
        {/* On a phone the drawing comes right after the name and tagline: the text's parts join the grid to place it. */}
        <div className="min-w-0 max-lg:contents">
          <Breadcrumb trail={trail} listClassName="flex flex-wrap gap-2" />
          <p className="mt-6 text-sm font-semibold tracking-wider text-glow-200 uppercase md:mt-8 print:mt-4 print:text-plasma-800">
            {product.category}
          </p>
          <h1 className="mt-2 text-display font-bold text-balance wrap-break-word">
            <Breakable text={product.name} />
          </h1>
          <p className="mt-4 max-w-prose text-lg text-ink-200 print:text-ink-800">{product.tagline}</p>
          <KeyFigures
            tone="dark"
            size="md"
            aria-label={fill(copy.keyFigures, { shortName: product.shortName })}
            items={product.keyFigures.map((figure) => ({ value: figure.value, label: figure.label }))}
            className="mt-6 max-w-xl max-lg:order-2 md:grid-flow-row md:grid-cols-2 print:hidden"
          />
          <dl className="mt-6 flex flex-wrap gap-x-10 gap-y-3 border-t border-white/15 pt-5 max-lg:order-2 print:border-ink-200">
            <div>
              <dt className="text-sm text-ink-300 print:text-ink-700">{copy.price}</dt>
              <dd className="text-2xl font-bold tabular-nums">{terms.price}</dd>
            </div>
            <div>
              <dt className="text-sm text-ink-300 print:text-ink-700">{copy.leadTime}</dt>
              <dd className="text-2xl font-bold">{terms.leadTime}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3 max-lg:order-2 print:hidden">
            <a href="#estimate" className={buttonVariants({ size: 'lg', variant: 'inverse' })}>
              {configureAndEstimate}
            </a>
            <button
              type="button"
              onClick={onDownloadDatasheet}
              className="min-h-11 font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-glow-200"
            >
              {downloadDatasheet}
            </button>
          </div>
        </div>
        <ProductPicture
          art={art}
          alt={art.alt}
          eager
          sizes="(min-width: 80rem) 480px, (min-width: 64rem) 38vw, 100vw"
          className="mx-auto h-auto w-full max-w-xl rounded-card max-lg:order-1 max-lg:mt-6 max-lg:max-w-sm print:hidden"
        />
      </div>
    </section>
  );
}
