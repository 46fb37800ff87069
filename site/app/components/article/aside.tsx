import type { ReactNode } from 'react';
import { RouterLink } from '~/components/router-link';
import type { articlePage } from '~/content/pages/article';

/** Beside the article on a wide screen, and under it on a phone: its contents (wide screens only), then the systems it is about. */
export function ArticleAside({
  copy,
  contents,
  products,
}: {
  copy: (typeof articlePage)['relatedProducts'];
  contents: ReactNode;
  products: { name: string; href: string; summary: string }[];
}) {
  return (
    <aside aria-labelledby="related-products" className="lg:sticky lg:top-24 lg:self-start print:hidden">
      {contents}
      <h2 id="related-products" className="text-lg font-semibold">
        {copy.title}
      </h2>
      <ul className="mt-4 space-y-3">
        {products.map((product) => (
          <li key={product.href} className="rounded-card border border-ink-200 p-4">
            <RouterLink href={product.href} className="font-semibold text-plasma-800 underline-offset-4 hover:underline">
              {product.name}
            </RouterLink>
            <p className="mt-1 text-sm text-ink-700">{product.summary}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <RouterLink href="/contact?topic=application" className="text-sm font-semibold text-plasma-700 underline underline-offset-4">
          {copy.askEngineer}
        </RouterLink>
      </p>
    </aside>
  );
}
