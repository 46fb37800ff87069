import { EstimatePicker } from '~/components/estimate-picker';
import { Section } from '~/components/page';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { Product } from '~/content/products';
import type { ProductPurchasing } from '~/content/purchasing/types';
import { usePickedConfiguration } from '~/lib/estimate-address';
import type { ProcessChoice } from '~/lib/sole-source';

/**
 * A budgetary estimate of the system as the visitor configures it, as a PDF; not on paper. The configuration
 * lives in the page's address, where the downloads read it for the sole-source draft.
 */
export function ProductEstimate({
  copy,
  product,
  purchasing,
  processes,
}: {
  copy: (typeof productPage)['estimate'];
  product: Product;
  purchasing: ProductPurchasing;
  processes: ProcessChoice[];
}) {
  const [configuration, update] = usePickedConfiguration({ product, purchasing, processIds: processes.map((process) => process.id) });
  return (
    <Section title={copy.title} id="estimate" className="print:hidden" contained={false}>
      <p className="max-w-prose text-ink-700">{copy.lead}</p>
      <div className="mt-6">
        <EstimatePicker
          key={product.slug}
          product={product}
          purchasing={purchasing}
          processes={processes}
          configuration={configuration}
          onChange={update}
          title={fill(copy.picker, { shortName: product.shortName })}
        />
      </div>
    </Section>
  );
}
