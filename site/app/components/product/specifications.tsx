import { SpecTable } from '@company/ui';
import { Section } from '~/components/page';
import { TextLink } from '~/components/text-link';
import { compareWithOthers } from '~/content/calls-to-action';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { Product } from '~/content/products';
import { compareHref } from '~/lib/compare-address';

/** The system's full specification table, with its note, and the way to set it beside other systems. */
export function ProductSpecifications({
  copy,
  product,
}: {
  copy: (typeof productPage)['specifications'];
  product: Pick<Product, 'slug' | 'name' | 'specifications' | 'specificationsNote'>;
}) {
  return (
    <Section title={copy.title} id="specifications" contained={false}>
      <div className="max-w-4xl">
        <SpecTable caption={fill(copy.caption, { name: product.name })} rows={product.specifications} />
        {product.specificationsNote ? <p className="mt-3 text-sm text-ink-600">{product.specificationsNote}</p> : null}
        <p className="mt-4 print:hidden">
          <TextLink href={compareHref([product.slug])}>{compareWithOthers}</TextLink>
          <span aria-hidden="true">&nbsp;→</span>
        </p>
      </div>
    </Section>
  );
}
