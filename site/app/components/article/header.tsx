import { Breadcrumb } from '~/components/breadcrumb';
import { PostMeta, PostTopic } from '~/components/post-card';
import type { Crumb } from '~/content/pages/breadcrumbs';
import type { PostSummary } from '~/lib/insights';

/** The band that opens an article: where it sits in Insights, its title, topic, author and dates. */
export function ArticleHeader({ post, trail }: { post: PostSummary; trail: Crumb[] }) {
  return (
    // On paper (no background graphics): dark text on white.
    <header className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
      <div className="mx-auto max-w-page px-4 py-12 md:py-16 lg:px-8 print:py-0">
        <Breadcrumb trail={trail} />
        <h1 className="mt-6 max-w-4xl text-4xl font-bold text-balance hyphens-auto wrap-break-word md:text-5xl">{post.title}</h1>
        <PostTopic post={post} className="mt-4 text-ink-200 print:text-ink-700" />
        <PostMeta post={post} showUpdated className="mt-1 text-ink-200 print:text-ink-700" />
      </div>
    </header>
  );
}
