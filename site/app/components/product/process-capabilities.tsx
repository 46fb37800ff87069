import { Section } from '~/components/page';
import { ProcessTable } from '~/components/process-table';
import { TextLink } from '~/components/text-link';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { ProcessRow } from '~/content/processes/rows';
import type { Product } from '~/content/products';

/** The processes the system runs, from the process data, with the way into the library and the materials it takes. */
export function ProcessCapabilities({
  copy,
  product,
  rows,
}: {
  copy: (typeof productPage)['processes'];
  product: Pick<Product, 'slug' | 'shortName' | 'processCapabilitiesNote' | 'materials'>;
  rows: ProcessRow[];
}) {
  return (
    <Section title={copy.title} id="processes" contained={false}>
      <ProcessTable rows={rows} caption={fill(copy.caption, { shortName: product.shortName })} />
      {product.processCapabilitiesNote ? <p className="mt-3 text-sm text-ink-600">{product.processCapabilitiesNote}</p> : null}
      <p className="mt-4">
        <TextLink href={`/processes?system=${product.slug}`}>{copy.library.label}</TextLink>
        {copy.library.rest}
      </p>
      <h3 className="mt-10 text-lg font-semibold">{copy.materials}</h3>
      <ul className="mt-3 flex flex-wrap gap-2">
        {product.materials.map((material) => (
          <li key={material} className="rounded-full bg-plasma-50 px-3 py-1 text-sm text-plasma-900">
            {material}
          </li>
        ))}
      </ul>
    </Section>
  );
}
