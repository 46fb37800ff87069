import { PostCard } from '~/components/post-card';
import type { PostSummary } from '~/lib/insights';

/** The articles closest to this one, as cards; nothing when there are none. */
export function RelatedArticles({ title, related }: { title: string; related: PostSummary[] }) {
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="bg-ink-50 print:hidden">
      <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
        <h2 id="related-articles" className="text-2xl font-bold">
          {title}
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {related.map((item) => (
            <li key={item.slug}>
              <PostCard post={item} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
