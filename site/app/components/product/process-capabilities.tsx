import { Section } from '~/components/page';
import { ProcessTable } from '~/components/process-table';
import { TextLink } from '~/components/text-link';
import { fill } from '~/lib/fill';
import type { productPage } from '~/content/pages/product';
import type { ProcessRow } from '~/content/processes/rows';
import type { Product } from '~/content/products';

/**
 * The system's strongest process results, from the process data, with the way to all of them (conditions and
 * methods included) and into the library, and the materials it takes.
 */
export function ProcessCapabilities({
  copy,
  product,
  rows,
  count,
}: {
  copy: (typeof productPage)['processes'];
  product: Pick<Product, 'slug' | 'shortName' | 'processCapabilitiesNote' | 'materials'>;
  /** The rows shown, strongest first. */
  rows: ProcessRow[];
  /** How many processes the system has in all, on its processes page. */
  count: number;
}) {
  const some = rows.length < count;
  return (
    <Section title={copy.title} id="processes" contained={false}>
      {some ? <p className="mb-4 text-ink-700">{fill(copy.shown, { shown: rows.length, shortName: product.shortName, count })}</p> : null}
      <ProcessTable rows={rows} caption={fill(copy.caption, { shortName: product.shortName })} headline={some} />
      {product.processCapabilitiesNote ? <p className="mt-3 text-sm text-ink-600">{product.processCapabilitiesNote}</p> : null}
      <ul className="mt-5 space-y-2">
        <li>
          <TextLink href={`/products/${product.slug}/processes`}>{fill(copy.all, { count, shortName: product.shortName })}</TextLink>
          <span aria-hidden="true">&nbsp;→</span>
        </li>
        <li>
          <TextLink href={`/processes?system=${product.slug}`}>{copy.library.label}</TextLink>
          {copy.library.rest}
        </li>
      </ul>
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
