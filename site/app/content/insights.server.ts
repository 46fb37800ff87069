/**
 * The Insights articles: Markdown with front matter in ./insights, turned into HTML at build time.
 * Server-only: pages get the articles through loaders, so bodies live in the prerendered HTML and
 * per-route data files, never in the JavaScript bundle.
 */
import matter from 'gray-matter';
import { Marked, type Tokens } from 'marked';
import { newestFirst, type PostSummary } from '~/lib/insights';
import { directives } from '../lib/markdown/directives';
import { labelTableCells } from '../lib/markdown/table-labels';
import { typeset } from '../lib/typeset';

export type Post = PostSummary & {
  description: string;
  relatedProducts: string[];
  /** The body as HTML. */
  html: string;
};

const sources = import.meta.glob<string>('./insights/*.md', { query: '?raw', import: 'default', eager: true });

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]+>/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const markdown = new Marked(directives, {
  gfm: true,
  renderer: {
    // Headings get ids so a section can be linked to.
    heading({ tokens, depth }: Tokens.Heading) {
      const text = this.parser.parseInline(tokens);
      return `<h${depth} id="${slugify(text)}">${text}</h${depth}>\n`;
    },
    // A wide table scrolls inside its own focusable region instead of widening the page.
    table(token: Tokens.Table) {
      const head = `<tr>${token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join('')}</tr>`;
      const body = token.rows.map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join('')}</tr>`).join('');
      return `<div class="article-table" role="region" aria-label="Table" tabindex="0"><table><thead>${head}</thead><tbody>${body}</tbody></table></div>\n`;
    },
  },
});

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value));

/** typeset() on the text between tags, leaving tags, attributes and code alone. */
function typesetHtml(html: string): string {
  return html
    .split(/(<pre[\s\S]*?<\/pre>|<code[\s\S]*?<\/code>|<[^>]+>)/)
    .map((part) => (part.startsWith('<') ? part : typeset(part)))
    .join('');
}

function parse(source: string, file: string): Post {
  const { data, content } = matter(source);
  let html: string;
  try {
    html = labelTableCells(typesetHtml(markdown.parse(content, { async: false })));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
  }
  return {
    id: String(data.id),
    slug: String(data.slug),
    title: typeset(String(data.title)),
    excerpt: typeset(String(data.excerpt)),
    description: typeset(String(data.description)),
    author: String(data.author),
    publishDate: isoDate(data.publishDate),
    ...(data.modified ? { modified: isoDate(data.modified) } : {}),
    category: String(data.category),
    readTime: Number(data.readTime),
    imageUrl: String(data.imageUrl),
    imageAlt: typeset(String(data.imageAlt ?? '')),
    tags: (data.tags as unknown[]).map(String),
    relatedProducts: ((data.relatedProducts as unknown[] | undefined) ?? []).map(String),
    html,
  };
}

export const posts: Post[] = newestFirst(Object.entries(sources).map(([file, source]) => parse(source, file)));

export const postBySlug = (slug: string | undefined) => posts.find((post) => post.slug === slug);

/** What the list and the related-article blocks need: everything but the bodies. */
export const postSummaries = (): PostSummary[] =>
  posts.map(({ html: _html, description: _description, relatedProducts: _related, ...summary }) => summary);
