import { Section } from '~/components/page';
import type { productPage } from '~/content/pages/product';
import type { Product } from '~/content/products';

/** What the system is: its description, key features and the applications it is configured for. */
export function ProductOverview({
  copy,
  product,
}: {
  copy: (typeof productPage)['overview'];
  product: Pick<Product, 'description' | 'keyFeatures' | 'applications'>;
}) {
  return (
    <Section title={copy.title} id="overview" contained={false}>
      <div className="max-w-prose space-y-4 text-lg text-ink-700">
        {product.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-12 text-xl font-semibold text-ink-900">{copy.keyFeatures}</h3>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {product.keyFeatures.map((feature) => (
          <li key={feature.title} className="rounded-card border border-ink-200 bg-ink-50 p-5">
            <h4 className="font-semibold text-plasma-800">{feature.title}</h4>
            <p className="mt-2 text-ink-700">{feature.body}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-12 text-xl font-semibold text-ink-900">{copy.applications}</h3>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2">
        {product.applications.map((application) => (
          <li key={application.title} className="border-l-4 border-plasma-300 pl-4">
            <h4 className="font-semibold text-ink-900">{application.title}</h4>
            <p className="mt-2 text-ink-700">{application.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
