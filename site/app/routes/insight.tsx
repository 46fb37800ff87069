import { isRouteErrorResponse, useNavigate } from 'react-router';
import { useEffect, type MouseEvent } from 'react';
import { track } from '~/analytics';
import { CoverImage, PostCard, PostMeta, PostTopic } from '~/components/post-card';
import { LinkButton } from '~/components/link-button';
import { RouterLink } from '~/components/router-link';
import { company } from '~/config/company';
import { requestQuote, talkToExpert } from '~/content/calls-to-action';
import { postBySlug, postSummaries } from '~/content/insights.server';
import { processById } from '~/content/processes';
import { processAnchor } from '~/content/processes/rows';
import { productBySlug } from '~/content/products';
import { relatedPosts } from '~/lib/insights';
import { absoluteUrl, breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import type { Route } from './+types/insight';

const COVER_SIZES = '(min-width: 80rem) 900px, (min-width: 64rem) 70vw, 100vw';

/** An unknown slug is a page too ('Post not found'): prerendered once, served with status 404. */
export function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  if (!post) return { post: null, related: [], products: [], cited: [], contents: [] };
  const products = post.relatedProducts.flatMap((slug) => {
    const product = productBySlug(slug);
    return product ? [{ name: product.name, href: `/products/${product.slug}`, summary: product.summary }] : [];
  });
  // The process data this article prints figures from, each linked to its entry in the process library.
  const cited = [...new Set([...post.html.matchAll(/data-process="([^"]+)"/g)].map(([, id]) => id!))].map((id) => {
    const entry = processById(id);
    return { id, label: `${entry.material}: ${entry.process}`, system: productBySlug(entry.system)?.shortName ?? entry.system, href: `/processes#${processAnchor(entry)}` };
  });
  return { post, related: relatedPosts(post, postSummaries(), new Date()), products, cited, contents: numberedSections(post.html) };
}

/** The article's numbered sections ('2. The Bosch cycle, step by step'), from its headings, for the contents list. */
function numberedSections(html: string) {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].flatMap(([, id, inner]) => {
    const title = inner!.replace(/<[^>]+>/g, '');
    return /^\d+\.\s/.test(title) ? [{ id: id!, title }] : [];
  });
}

/** The contents of an article: a link to each of its numbered sections. */
function Contents({ sections, className }: { sections: { id: string; title: string }[]; className?: string }) {
  if (sections.length === 0) return null;
  return (
    <nav aria-label="In this article" className={className}>
      <h2 className="text-sm font-semibold tracking-wider text-ink-600 uppercase">In this article</h2>
      <ol className="mt-3 space-y-1 border-l-2 border-ink-200">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="-ml-0.5 block border-l-2 border-transparent py-1 pl-3 text-sm text-ink-800 hover:border-plasma-500 hover:text-plasma-800 focus-visible:outline-3 focus-visible:outline-plasma-500"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const post = loaderData?.post;
  if (!post) return pageMeta({ title: 'Post not found', description: 'This article does not exist or has moved. Browse all our technical articles.' });
  const path = `/insights/${post.slug}`;
  const image = { path: post.imageUrl, width: 1280, height: 720, alt: post.imageAlt };
  return [
    ...pageMeta({ title: post.title, description: post.description, path, type: 'article', image }),
    { property: 'article:published_time', content: post.publishDate },
    ...(post.modified ? [{ property: 'article:modified_time', content: post.modified }] : []),
    { property: 'article:section', content: post.category },
    jsonLdMeta({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.description,
      image: absoluteUrl(post.imageUrl),
      datePublished: post.publishDate,
      dateModified: post.modified ?? post.publishDate,
      author: { '@type': 'Organization', name: post.author, url: company.siteUrl },
      publisher: { '@type': 'Organization', name: company.name, url: company.siteUrl, logo: absoluteUrl('/favicon.svg') },
      mainEntityOfPage: absoluteUrl(path),
      articleSection: post.category,
      keywords: post.tags.join(', '),
    }),
    jsonLdMeta(
      breadcrumbJsonLd([
        { name: 'Home', path: '/' },
        { name: 'Insights', path: '/insights' },
        { name: post.title, path },
      ]),
    ),
  ];
};

function PostNotFound() {
  return (
    <div className="mx-auto max-w-page px-4 py-24 lg:px-8">
      <h1 className="text-4xl font-bold">Post not found</h1>
      <p className="mt-4 text-lg text-ink-700">This article does not exist or has moved.</p>
      <p className="mt-8">
        <RouterLink href="/insights" className="font-semibold text-plasma-700 underline underline-offset-4">
          Browse all articles
        </RouterLink>
      </p>
    </div>
  );
}

export default function InsightPost({ loaderData: { post, related, products, cited, contents } }: Route.ComponentProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (post) track('Insights Post Viewed', { slug: post.slug, postTitle: post.title, category: post.category });
  }, [post]);
  if (!post) return <PostNotFound />;

  const url = absoluteUrl(`/insights/${post.slug}`);
  const share = [
    { label: 'Share on X', icon: 'x', href: `https://twitter.com/intent/tweet?${new URLSearchParams({ text: post.title, url })}` },
    { label: 'Share on LinkedIn', icon: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}` },
    {
      label: 'Share by e-mail',
      icon: 'mail',
      href: `mailto:?subject=${encodeURIComponent(post.title)}&body=${encodeURIComponent(`${post.excerpt}\n\n${url}`)}`,
    },
  ] as const;

  // Links inside the article body are plain HTML: keep site links client-side.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    <article>
      {/* On paper (no background graphics): dark text on white. */}
      <header className="bg-plasma-950 text-white print:bg-white print:text-ink-950">
        <div className="mx-auto max-w-page px-4 py-12 md:py-16 lg:px-8 print:py-0">
          <nav aria-label="Breadcrumb" className="text-sm text-ink-200 print:text-ink-700">
            <RouterLink href="/insights" className="underline underline-offset-4 hover:text-white">
              Insights
            </RouterLink>
            <span aria-hidden="true"> / </span>
            <span>{post.category}</span>
          </nav>
          <h1 className="mt-6 max-w-4xl text-4xl font-bold text-balance hyphens-auto wrap-break-word md:text-5xl">{post.title}</h1>
          <PostTopic post={post} className="mt-4 text-ink-200 print:text-ink-700" />
          <PostMeta post={post} showUpdated className="mt-1 text-ink-200 print:text-ink-700" />
        </div>
      </header>

      <div className="mx-auto grid max-w-page gap-12 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8 print:block print:py-6">
        {/* min-w-0: a wide table scrolls inside its region instead of widening the column and the page. */}
        <div className="min-w-0">
          <CoverImage post={post} sizes={COVER_SIZES} eager className="print:hidden" />
          <Contents sections={contents} className="mt-8 rounded-card border border-ink-200 p-5 lg:hidden print:hidden" />
          {/* Rendered from the article's Markdown at build time; no visitor input reaches it. */}
          {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only intercepts link activation, which the links handle by keyboard themselves */}
          <div className="article-body mt-10" onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: post.html }} />
          <section aria-labelledby="article-next" className="mt-12 rounded-card bg-plasma-950 p-6 text-white md:p-8 print:hidden">
            <h2 id="article-next" className="text-2xl font-bold text-balance">
              Have a process like this to run?
            </h2>
            <p className="mt-2 max-w-prose text-ink-200">
              Tell us your material, feature sizes and wafer size: a process engineer replies within 1 business day with a
              recipe starting point and the system configuration that runs it.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <LinkButton href="/contact?topic=expert" variant="inverse" size="lg">
                {talkToExpert}
              </LinkButton>
              <LinkButton href="/contact?topic=quote" variant="outlineInverse" size="lg">
                {requestQuote}
              </LinkButton>
            </div>
          </section>
          {cited.length ? (
            <section aria-labelledby="process-data" className="mt-12 rounded-card border border-ink-200 p-5">
              <h2 id="process-data" className="text-lg font-semibold">
                Process data in this article
              </h2>
              <p className="mt-1 text-sm text-ink-700">
                The rates and figures linked above are printed from our process data; each entry gives the full conditions.
              </p>
              <ul className="mt-3 space-y-1 text-sm">
                {cited.map((entry) => (
                  <li key={entry.id}>
                    <RouterLink href={entry.href} className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900">
                      {entry.label}
                    </RouterLink>{' '}
                    <span className="text-ink-700">({entry.system})</span>
                  </li>
                ))}
              </ul>
              <p className="mt-3 text-sm">
                <RouterLink href="/processes" className="font-semibold text-plasma-700 underline underline-offset-4 hover:text-plasma-900">
                  Browse the process library
                </RouterLink>
              </p>
            </section>
          ) : null}
          <ul aria-label="Tags" className="mt-10 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-sm text-ink-800">
                {tag}
              </li>
            ))}
          </ul>
          <div className="mt-8 print:hidden">
            <h2 className="text-lg font-semibold">Share this article</h2>
            <ul className="mt-3 flex flex-wrap gap-3">
              {share.map((item) => (
                <li key={item.label}>
                  <a
                    href={item.href}
                    target={item.href.startsWith('mailto:') ? undefined : '_blank'}
                    rel="noopener noreferrer"
                    className="inline-flex min-h-11 items-center gap-2 rounded-control border border-ink-300 px-4 font-medium text-ink-900 hover:bg-ink-100 focus-visible:outline-3 focus-visible:outline-plasma-500"
                  >
                    <ShareIcon name={item.icon} />
                    {item.label}
                    {item.href.startsWith('mailto:') ? null : <span className="sr-only"> (opens in a new tab)</span>}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>

        <aside aria-labelledby="related-products" className="lg:sticky lg:top-24 lg:self-start print:hidden">
          <Contents sections={contents} className="mb-10 hidden lg:block" />
          <h2 id="related-products" className="text-lg font-semibold">
            Related Products
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
              Ask an engineer about your process
            </RouterLink>
          </p>
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="bg-ink-50 print:hidden">
          <div className="mx-auto max-w-page px-4 py-16 lg:px-8">
            <h2 id="related-articles" className="text-2xl font-bold">
              Related Articles
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
      ) : null}
    </article>
  );
}

/** The mark of each way to share, drawn at text size in the text's colour. */
function ShareIcon({ name }: { name: 'x' | 'linkedin' | 'mail' }) {
  const paths = {
    x: <path d="M3 3h4.2l3.3 4.6L14.6 3H17l-5.4 6.2L17.5 17h-4.2l-3.6-5-4.4 5H3l5.9-6.7z" fill="currentColor" />,
    linkedin: (
      <>
        <rect x="2.5" y="2.5" width="15" height="15" rx="2" fill="currentColor" />
        <path d="M6 8.5v5.5M6 6v.01M9 14V8.5m0 2.5c0-1.4 1-2.5 2.3-2.5S13.5 9.4 13.5 11v3" stroke="white" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
    mail: (
      <>
        <rect x="2.5" y="4.5" width="15" height="11" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="m3 5.5 7 5.5 7-5.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      </>
    ),
  };
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18" className="shrink-0">
      {paths[name]}
    </svg>
  );
}

/** A client-side visit to an article the build does not have: the server answers its data with 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <PostNotFound />;
  throw error;
}
