import { cn } from '@company/ui';
import type { PostSummary } from '~/lib/insights';
import { MetaLine } from './meta-line';
import { RouterLink } from './router-link';

const COVER_WIDTHS = [640, 768, 1024, 1280];

/** The responsive variants of a cover, as a `srcset`. */
const coverSrcSet = (imageUrl: string) => {
  const base = imageUrl.replace(/\.webp$/, '');
  return COVER_WIDTHS.map((width) => `${base}-${width}.webp ${width}w`).join(', ');
};

/** A cover in the responsive webp widths made at build time; intrinsic size set so nothing shifts. */
export function CoverImage({
  post,
  sizes,
  eager = false,
  className,
}: {
  post: Pick<PostSummary, 'imageUrl' | 'imageAlt'>;
  sizes: string;
  /** Above the fold: load at once. Otherwise the browser loads it as it nears the viewport. */
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={post.imageUrl}
      srcSet={coverSrcSet(post.imageUrl)}
      sizes={sizes}
      width={1280}
      height={720}
      alt={post.imageAlt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={cn('aspect-video w-full rounded-card bg-plasma-950 object-cover', className)}
    />
  );
}

/** "September 8, 2025", the same on the server and in every browser. */
const formatDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** Author and publication date; with `showUpdated`, also the date of the last revision. */
export function PostMeta({ post, className, showUpdated = false }: { post: PostSummary; className?: string; showUpdated?: boolean }) {
  return (
    <MetaLine
      className={cn('text-sm', className)}
      items={[
        post.author,
        <time key="published" dateTime={post.publishDate}>
          {formatDate(post.publishDate)}
        </time>,
        ...(showUpdated && post.modified
          ? [
              <span key="updated">
                Updated <time dateTime={post.modified}>{formatDate(post.modified)}</time>
              </span>,
            ]
          : []),
      ]}
    />
  );
}

/** The article's category and reading time, each kept whole on a narrow screen. */
export function PostTopic({ post, className }: { post: Pick<PostSummary, 'category' | 'readTime'>; className?: string }) {
  return <MetaLine className={className} items={[post.category, `${post.readTime} min read`]} />;
}

export function PostCard({ post, headingLevel: Heading = 'h3', eager = false }: { post: PostSummary; headingLevel?: 'h2' | 'h3'; eager?: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-ink-200 bg-white shadow-sm">
      <CoverImage post={post} sizes="(min-width: 64rem) 400px, (min-width: 40rem) 50vw, 100vw" eager={eager} className="rounded-none" />
      <div className="flex flex-1 flex-col p-5">
        <PostTopic post={post} className="text-sm font-semibold text-plasma-800" />
        <Heading className="mt-2 text-lg font-semibold text-ink-900">
          <RouterLink href={`/insights/${post.slug}`} className="underline-offset-4 hover:text-plasma-800 hover:underline">
            {post.title}
          </RouterLink>
        </Heading>
        <p className="mt-2 flex-1 text-ink-700">{post.excerpt}</p>
        <PostMeta post={post} className="mt-4 text-ink-700" />
      </div>
    </article>
  );
}
