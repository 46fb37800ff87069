import { Button, cn } from '@company/ui';
import { useEffect, useState } from 'react';
import { track } from '~/analytics';
import { useSearchParams } from 'react-router';
import { PageHero, Section } from '~/components/page';
import { CoverImage, PostCard, PostMeta, PostTopic } from '~/components/post-card';
import { RouterLink } from '~/components/router-link';
import { postSummaries } from '~/content/insights.server';
import { insightsPage } from '~/content/pages/insights';
import { categoryFromParam, featuredPost, filterPosts, INSIGHT_CATEGORIES, recommendations, type InsightCategory } from '~/lib/insights';
import { pageMeta } from '~/lib/seo';
import { useHydrated } from '~/lib/use-hydrated';
import { useEditsBeforeHydration } from '~/lib/use-edits-before-hydration';
import type { Route } from './+types/insights';

export function loader() {
  // Recommendations rank by recency as of the build, so the browser computes what the HTML shows.
  return { page: insightsPage, posts: postSummaries(), builtAt: new Date().toISOString() };
}

const FEATURED_SIZES = '(min-width: 64rem) 640px, 100vw';

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.page.meta, path: '/insights' });

export default function Insights({ loaderData: { page, posts, builtAt } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  // The page is prerendered unfiltered; a shared link's filter applies once the browser takes over.
  const category = hydrated ? categoryFromParam(searchParams.get('category')) : 'All';
  const search = hydrated ? (searchParams.get('q') ?? '') : '';
  // The box follows the address (a shared link, the back button) and the visitor's typing.
  const [typed, setTyped] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    setTyped(search);
  }

  // Once on load and whenever the view changes; typing settles for half a second first.
  useEffect(() => {
    if (!hydrated) return;
    const timer = window.setTimeout(
      () => {
        track('Insights Page Viewed', { page: '/insights', category, searchTerm: search });
        if (search.trim()) track('Products Searched', { searchTerm: search.trim() });
      },
      search ? 500 : 0,
    );
    return () => window.clearTimeout(timer);
  }, [hydrated, category, search]);

  const now = new Date(builtAt);
  const featured = featuredPost(posts, category);
  const matching = filterPosts(posts, category, search);
  // While searching, only matches are shown; otherwise the featured post leads and the grid follows.
  const showFeatured = featured !== null && search.trim() === '';
  const grid = showFeatured && featured ? matching.filter((post) => post.slug !== featured.slug) : matching;
  const recommended = recommendations(posts, category, search, now);

  const update = (next: { category?: InsightCategory; q?: string }, replace: boolean) => {
    const params = new URLSearchParams();
    const nextCategory = next.category ?? category;
    const nextSearch = next.q ?? search;
    if (nextCategory !== 'All') params.set('category', nextCategory);
    if (nextSearch.trim()) params.set('q', nextSearch);
    setSearchParams(params, { replace, preventScrollReset: true });
  };
  const searchForm = useEditsBeforeHydration(({ q }) => {
    if (q === undefined) return;
    setTyped(q);
    update({ q }, true);
  });

  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title}>
        <p>{page.hero.lead}</p>
      </PageHero>

      <div className="mx-auto max-w-page px-4 pt-12 lg:px-8">
        <form ref={searchForm} role="search" onSubmit={(event) => event.preventDefault()} className="max-w-xl">
          <label htmlFor="insights-search" className="block font-semibold">
            {page.searchLabel}
          </label>
          <input
            id="insights-search"
            name="q"
            type="search"
            value={typed}
            placeholder={page.searchPlaceholder}
            onChange={(event) => {
              setTyped(event.target.value);
              update({ q: event.target.value }, true);
            }}
            className="mt-2 w-full rounded-control border border-ink-400 px-4 py-3 text-base focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-plasma-500"
          />
        </form>
        <div role="group" aria-label={page.categoriesLabel} className="mt-6 flex flex-wrap gap-2">
          {INSIGHT_CATEGORIES.map((option) => (
            <Button
              key={option}
              size="sm"
              variant={option === category ? 'primary' : 'secondary'}
              aria-pressed={option === category}
              onClick={() => update({ category: option }, false)}
            >
              {option}
            </Button>
          ))}
        </div>
      </div>

      {showFeatured && featured ? (
        <section aria-labelledby="featured-title" className="mx-auto max-w-page px-4 pt-12 lg:px-8">
          <h2 id="featured-title" className="text-sm font-semibold tracking-wider text-ink-700 uppercase">
            {page.featuredTitle}
          </h2>
          <article className="mt-4 grid gap-6 overflow-hidden rounded-card border border-ink-200 bg-white shadow-sm lg:grid-cols-2">
            <CoverImage post={featured} sizes={FEATURED_SIZES} className="rounded-none" />
            <div className="p-6 lg:py-8 lg:pr-8 lg:pl-0">
              <PostTopic post={featured} className="text-sm font-semibold text-plasma-800" />
              <h3 className="mt-2 text-2xl font-bold">
                <RouterLink href={`/insights/${featured.slug}`} className="underline-offset-4 hover:text-plasma-800 hover:underline">
                  {featured.title}
                </RouterLink>
              </h3>
              <p className="mt-3 text-lg text-ink-700">{featured.excerpt}</p>
              <PostMeta post={featured} className="mt-4 text-ink-700" />
            </div>
          </article>
        </section>
      ) : null}

      <Section title={page.listTitle} id="articles">
        <p aria-live="polite" className={cn('text-ink-700', matching.length > 0 && 'sr-only')}>
          {matching.length > 0 ? `${matching.length} ${matching.length === 1 ? 'article' : 'articles'}` : page.empty}
        </p>
        <ul className="mt-2 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {grid.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </Section>

      {recommended.length > 0 ? (
        <Section title={page.recommendationsTitle} id="recommendations" className="bg-ink-50">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {recommended.map((post) => (
              <li key={post.slug}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
