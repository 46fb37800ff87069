/**
 * The Insights list's rules: filtering, the featured post, and the
 * scoring that ranks recommendations and related articles. Pure functions of their inputs.
 */

export const INSIGHT_CATEGORIES = ['All', 'Materials Science', 'Photonics', 'Nanotechnology', 'Energy', 'Biotechnology'] as const;
export type InsightCategory = (typeof INSIGHT_CATEGORIES)[number];

export type PostSummary = {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** YYYY-MM-DD */
  publishDate: string;
  /** YYYY-MM-DD: when the article was last revised, if it has been since publication. */
  modified?: string;
  category: string;
  readTime: number;
  imageUrl: string;
  imageAlt: string;
  tags: string[];
};

const DAY_MS = 24 * 60 * 60 * 1000;
const MONTH_DAYS = 30;
const MAX_RECENCY_BONUS = 5;

/** Newest first; posts of the same day keep a stable order by slug. */
export function newestFirst<T extends Pick<PostSummary, 'publishDate' | 'slug'>>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug));
}

/** Whether a post is in the selected category (or All) and its title or excerpt contains the search text. */
function matchesFilter(post: PostSummary, category: InsightCategory, search: string): boolean {
  const needle = search.trim().toLowerCase();
  const inCategory = category === 'All' || post.category === category;
  return inCategory && (!needle || post.title.toLowerCase().includes(needle) || post.excerpt.toLowerCase().includes(needle));
}

export function filterPosts(posts: readonly PostSummary[], category: InsightCategory, search: string): PostSummary[] {
  return newestFirst(posts.filter((post) => matchesFilter(post, category, search)));
}

/** The newest post in the selected category (newest overall for All), or null when there is none. */
export function featuredPost(posts: readonly PostSummary[], category: InsightCategory): PostSummary | null {
  return newestFirst(posts.filter((post) => category === 'All' || post.category === category))[0] ?? null;
}

/** Up to 5 points for a recent post, one fewer for every full 30 days since it was published. */
export function recencyBonus(publishDate: string, now: Date): number {
  const days = Math.floor((now.getTime() - Date.parse(`${publishDate}T00:00:00Z`)) / DAY_MS);
  return Math.max(0, MAX_RECENCY_BONUS - Math.floor(Math.max(0, days) / MONTH_DAYS));
}

/** +100 for the same category, +10 per shared tag, plus the candidate's recency bonus. */
export function relatednessScore(base: PostSummary, candidate: PostSummary, now: Date): number {
  const baseTags = new Set(base.tags.map((tag) => tag.toLowerCase()));
  const sharedTags = new Set(candidate.tags.map((tag) => tag.toLowerCase()).filter((tag) => baseTags.has(tag))).size;
  return (candidate.category === base.category ? 100 : 0) + sharedTags * 10 + recencyBonus(candidate.publishDate, now);
}

/** Candidates ranked against a post, highest score first (ties: newest first), the post itself excluded. */
export function rankAgainst(base: PostSummary, candidates: readonly PostSummary[], now: Date, limit: number): PostSummary[] {
  return newestFirst(candidates.filter((post) => post.slug !== base.slug))
    .map((post) => ({ post, score: relatednessScore(base, post, now) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ post }) => post);
}

const RECOMMENDATIONS_LIMIT = 6;
const RELATED_LIMIT = 4;

/** 'More Recommendations': the posts outside the current filter, ranked against the featured post. */
export function recommendations(posts: readonly PostSummary[], category: InsightCategory, search: string, now: Date): PostSummary[] {
  const featured = featuredPost(posts, category);
  if (!featured) return [];
  const outside = posts.filter((post) => !matchesFilter(post, category, search));
  return rankAgainst(featured, outside, now, RECOMMENDATIONS_LIMIT);
}

/** The related articles shown under an article. */
export function relatedPosts(post: PostSummary, posts: readonly PostSummary[], now: Date): PostSummary[] {
  return rankAgainst(post, posts, now, RELATED_LIMIT);
}

export const categoryFromParam = (value: string | null): InsightCategory => INSIGHT_CATEGORIES.find((category) => category === value) ?? 'All';
