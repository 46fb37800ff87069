import { describe, expect, it } from 'vitest';
import { featuredPost, filterPosts, rankAgainst, recencyBonus, recommendations, relatednessScore, relatedPosts, type PostSummary } from './insights';

const post = (slug: string, overrides: Partial<PostSummary> = {}): PostSummary => ({
  id: slug,
  slug,
  title: `Title ${slug}`,
  excerpt: `Excerpt ${slug}`,
  author: 'Ionvale Applications Team',
  publishDate: '2025-01-01',
  category: 'Nanotechnology',
  readTime: 10,
  imageUrl: `/assets/images/insights/${slug}.webp`,
  imageAlt: '',
  tags: [],
  ...overrides,
});

const now = new Date('2025-09-10T12:00:00Z');

const posts = [
  post('ald', { title: 'Atomic Layer Deposition', category: 'Nanotechnology', publishDate: '2025-08-05', tags: ['ald', 'thin films'] }),
  post('pecvd', {
    title: 'PECVD nitride',
    excerpt: 'Silicon NITRIDE films for waveguides',
    category: 'Photonics',
    publishDate: '2025-07-01',
    tags: ['pecvd', 'thin films'],
  }),
  post('rie', { title: 'Reactive Ion Etching', category: 'Materials Science', publishDate: '2024-01-03', tags: ['rie', 'etching'] }),
  post('icp', {
    title: 'ICP-RIE Technology',
    excerpt: 'Advanced etching for demanding materials',
    category: 'Nanotechnology',
    publishDate: '2024-04-09',
    tags: ['icp', 'etching'],
  }),
  post('solar', { title: 'Solar cells', category: 'Energy', publishDate: '2025-06-03', tags: ['ald', 'thin films'] }),
];

describe('filterPosts', () => {
  it('matches titles and excerpts without regard to case, newest first', () => {
    expect(filterPosts(posts, 'All', 'nitride').map((p) => p.slug)).toEqual(['pecvd']);
    expect(filterPosts(posts, 'All', 'ETCHING').map((p) => p.slug)).toEqual(['icp', 'rie']);
    expect(filterPosts(posts, 'All', '').map((p) => p.slug)).toEqual(['ald', 'pecvd', 'solar', 'icp', 'rie']);
  });

  it('does not match tags, authors or categories', () => {
    expect(filterPosts(posts, 'All', 'thin films')).toEqual([]);
    expect(filterPosts(posts, 'All', 'Applications Team')).toEqual([]);
    expect(filterPosts(posts, 'All', 'Photonics')).toEqual([]);
  });

  it('keeps only the selected category', () => {
    expect(filterPosts(posts, 'Nanotechnology', '').map((p) => p.slug)).toEqual(['ald', 'icp']);
    expect(filterPosts(posts, 'Biotechnology', '')).toEqual([]);
    expect(filterPosts(posts, 'Nanotechnology', 'etching').map((p) => p.slug)).toEqual(['icp']);
  });
});

describe('featuredPost', () => {
  it('is the newest in the category, or overall for All, or none', () => {
    expect(featuredPost(posts, 'All')?.slug).toBe('ald');
    expect(featuredPost(posts, 'Materials Science')?.slug).toBe('rie');
    expect(featuredPost(posts, 'Biotechnology')).toBeNull();
  });
});

describe('recencyBonus', () => {
  it('falls by one for every full 30 days, never below zero', () => {
    expect(recencyBonus('2025-09-10', now)).toBe(5);
    expect(recencyBonus('2025-08-12', now)).toBe(5); // 29 days
    expect(recencyBonus('2025-08-11', now)).toBe(4); // 30 days: the month boundary
    expect(recencyBonus('2025-07-13', now)).toBe(4); // 59 days
    expect(recencyBonus('2025-07-12', now)).toBe(3); // 60 days
    expect(recencyBonus('2024-01-03', now)).toBe(0);
    expect(recencyBonus('2025-12-01', now)).toBe(5); // a future date counts as new
  });
});

describe('relatednessScore', () => {
  it('adds 100 for the category, 10 per shared tag and the recency bonus', () => {
    const base = posts[0]!;
    expect(relatednessScore(base, posts[3]!, now)).toBe(100 + 0 + 0);
    expect(relatednessScore(base, posts[4]!, now)).toBe(0 + 20 + 2); // solar: 99 days
    expect(relatednessScore(base, posts[1]!, now)).toBe(0 + 10 + 3); // pecvd: 71 days
  });

  it('scores a post against itself like any other (the ranking excludes it by slug)', () => {
    expect(relatednessScore(posts[0]!, posts[0]!, now)).toBe(100 + 20 + 4); // 36 days old
    expect(rankAgainst(posts[0]!, posts, now, 10).map((p) => p.slug)).not.toContain('ald');
  });
});

describe('rankAgainst', () => {
  it('breaks ties by date, newest first', () => {
    const base = post('base', { category: 'Energy' });
    const older = post('older', { publishDate: '2024-02-01' });
    const newer = post('newer', { publishDate: '2024-03-01' });
    expect(rankAgainst(base, [older, newer], now, 5).map((p) => p.slug)).toEqual(['newer', 'older']);
  });

  it('trims to the limit', () => {
    expect(rankAgainst(posts[0]!, posts, now, 2)).toHaveLength(2);
  });
});

describe('recommendations', () => {
  it('are the posts outside the filter, ranked against the featured post', () => {
    expect(recommendations(posts, 'Nanotechnology', '', now).map((p) => p.slug)).toEqual(['solar', 'pecvd', 'rie']);
  });

  it('exclude the featured post even when it does not match the search', () => {
    expect(recommendations(posts, 'All', 'solar', now).map((p) => p.slug)).not.toContain('ald');
  });

  it('are empty without a featured post, and at most six', () => {
    expect(recommendations(posts, 'Biotechnology', '', now)).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) =>
      post(`p${i}`, { category: i === 0 ? 'Energy' : 'Photonics', publishDate: `2025-01-${String(10 + i)}` }),
    );
    expect(recommendations(many, 'Energy', '', now)).toHaveLength(6);
  });
});

describe('relatedPosts', () => {
  it('shows at most four, never the post itself', () => {
    const related = relatedPosts(posts[0]!, posts, now);
    expect(related.map((p) => p.slug)).toEqual(['icp', 'solar', 'pecvd', 'rie']);
  });
});
