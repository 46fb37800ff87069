import { EstimatePicker } from '~/components/estimate-picker';
import { Section } from '~/components/page';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { Product } from '~/content/products';
import type { ProductPurchasing } from '~/content/purchasing/types';

/** A budgetary estimate of the system as the visitor configures it, as a PDF; not on paper. */
export function ProductEstimate({
  copy,
  product,
  purchasing,
}: {
  copy: (typeof productPage)['estimate'];
  product: Product;
  purchasing: ProductPurchasing;
}) {
  return (
    <Section title={copy.title} id="estimate" className="print:hidden" contained={false}>
      <p className="max-w-prose text-ink-700">{copy.lead}</p>
      <div className="mt-6">
        <EstimatePicker key={product.slug} product={product} purchasing={purchasing} title={fill(copy.picker, { shortName: product.shortName })} />
      </div>
    </Section>
  );
}
