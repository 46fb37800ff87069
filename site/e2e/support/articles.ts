import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type Article = { slug: string; title: string; excerpt: string; category: string; publishDate: string; modified?: string; tags: string[] };

const dir = path.resolve('site/app/content/insights');

/** The articles as their authors wrote them: the test's own reading of the front matter. */
export const articles: Article[] = readdirSync(dir)
  .filter((file) => file.endsWith('.md'))
  .map((file) => {
    const { data } = matter(readFileSync(path.join(dir, file), 'utf8'));
    const iso = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));
    return {
      slug: data.slug,
      title: data.title,
      excerpt: data.excerpt,
      category: data.category,
      publishDate: iso(data.publishDate),
      ...(data.modified ? { modified: iso(data.modified) } : {}),
      tags: data.tags,
    };
  })
  .sort((a, b) => b.publishDate.localeCompare(a.publishDate));
