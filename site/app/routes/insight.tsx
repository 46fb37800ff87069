import { isRouteErrorResponse } from 'react-router';
import { useEffect } from 'react';
import { track } from '~/analytics';
import { ArticleAside } from '~/components/article/aside';
import { ArticleBody } from '~/components/article/body';
import { CitedProcessData } from '~/components/article/cited-process-data';
import { ArticleContents } from '~/components/article/contents';
import { ArticleHeader } from '~/components/article/header';
import { ArticleNextStep } from '~/components/article/next-step';
import { ArticleNotFound } from '~/components/article/not-found';
import { RelatedArticles } from '~/components/article/related-articles';
import { ShareLinks } from '~/components/article/share-links';
import { ArticleTags } from '~/components/article/tags';
import { CoverImage } from '~/components/post-card';
import { company } from '~/config/company';
import { postBySlug, postSummaries } from '~/content/insights.server';
import { articleNotFound, articlePage } from '~/content/pages/article';
import { insightsCrumb } from '~/content/pages/breadcrumbs';
import { processById } from '~/content/processes';
import { processAnchor } from '~/content/processes/rows';
import { productBySlug } from '~/content/products';
import { relatedPosts } from '~/lib/insights';
import { absoluteUrl, breadcrumbJsonLd, jsonLdMeta, pageMeta } from '~/lib/seo';
import type { Route } from './+types/insight';
import { StaticHtml } from '~/components/static-html';

const COVER_SIZES = '(min-width: 80rem) 900px, (min-width: 64rem) 70vw, 100vw';

/** An unknown slug is a page too ('Post not found'): prerendered once, served with status 404. */
export function loader({ params }: Route.LoaderArgs) {
  const post = postBySlug(params.slug);
  if (!post) return { page: articlePage, post: null, trail: [], related: [], products: [], cited: [], contents: [] };
  const products = post.relatedProducts.flatMap((slug) => {
    const product = productBySlug(slug);
    return product ? [{ name: product.name, href: `/products/${product.slug}`, summary: product.summary }] : [];
  });
  // The process data this article prints figures from, each linked to its entry in the process library.
  const cited = [...new Set([...post.html.matchAll(/data-process="([^"]+)"/g)].map(([, id]) => id!))].map((id) => {
    const entry = processById(id);
    return {
      id,
      label: `${entry.material}: ${entry.process}`,
      system: productBySlug(entry.system)?.shortName ?? entry.system,
      href: `/processes#${processAnchor(entry)}`,
    };
  });
  // Where the article sits: in Insights, under its category, whose list the Insights page shows at this address.
  const trail = [insightsCrumb, { name: post.category, path: `/insights?${new URLSearchParams({ category: post.category })}` }];
  const related = relatedPosts(post, postSummaries(), new Date());
  return { page: articlePage, post, trail, related, products, cited, contents: numberedSections(post.html) };
}

/** The article's numbered sections ('2. The Bosch cycle, step by step'), from its headings, for the contents list. */
function numberedSections(html: string) {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].flatMap(([, id, inner]) => {
    const title = inner!.replace(/<[^>]+>/g, '');
    return /^\d+\.\s/.test(title) ? [{ id: id!, title }] : [];
  });
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.post) return pageMeta(articleNotFound.meta);
  const { post, trail } = loaderData;
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
    jsonLdMeta(breadcrumbJsonLd(trail)),
  ];
};

export default function InsightPost({ loaderData: { page, post, trail, related, products, cited, contents } }: Route.ComponentProps) {
  useEffect(() => {
    if (post) track('Insights Post Viewed', { slug: post.slug, postTitle: post.title, category: post.category });
  }, [post]);
  if (!post) return <ArticleNotFound />;

  return (
    <article>
      <ArticleHeader post={post} trail={trail} />

      <div className="mx-auto grid max-w-page gap-12 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_18rem] lg:px-8 print:block print:py-6">
        {/* min-w-0: a wide table scrolls inside its region instead of widening the column and the page. */}
        <div className="min-w-0">
          <CoverImage post={post} sizes={COVER_SIZES} eager className="print:hidden" />
          <ArticleContents title={page.contents} sections={contents} className="mt-8 rounded-card border border-ink-200 p-5 lg:hidden print:hidden" />
          <ArticleBody html={post.html} />
          <StaticHtml>
            <ArticleNextStep copy={page.nextStep} />
            <CitedProcessData copy={page.processData} cited={cited} />
            <ArticleTags label={page.tags} tags={post.tags} />
          </StaticHtml>
          <ShareLinks copy={page.share} post={post} />
        </div>
        <ArticleAside
          copy={page.relatedProducts}
          contents={<ArticleContents title={page.contents} sections={contents} className="mb-10 hidden lg:block" />}
          products={products}
        />
      </div>

      <StaticHtml>
        <RelatedArticles title={page.relatedArticles} related={related} />
      </StaticHtml>
    </article>
  );
}

/** A client-side visit to an article the build does not have: the server answers its data with 404. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound />;
  throw error;
}
