import { Section } from '~/components/page';
import { RouterLink } from '~/components/router-link';
import type { CataloguePage } from '~/content/pages/catalogue';

/** The articles that explain the etching systems, each with its excerpt. */
export function CatalogueArticles({ copy }: { copy: CataloguePage['relatedArticles'] }) {
  return (
    <Section title={copy.title} className="bg-ink-50">
      <ul className="grid gap-6 md:grid-cols-2">
        {copy.items.map((article) => (
          <li key={article.slug} className="rounded-card bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold">
              <RouterLink href={`/insights/${article.slug}`} className="text-plasma-800 underline-offset-4 hover:underline">
                {article.title}
              </RouterLink>
            </h3>
            <p className="mt-2 text-ink-700">{article.excerpt}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
