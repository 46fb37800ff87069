import { describe, expect, it } from 'vitest';
import { pagePaths, sitemapXml } from './sitemap';

describe('pagePaths', () => {
  it('lists static pages, skipping files, dynamic segments and the catch-all', () => {
    const paths = pagePaths([
      { id: 'home', file: 'home.tsx', index: true },
      { id: 'about', file: 'about.tsx', path: 'about' },
      { id: 'article', file: 'article.tsx', path: 'insights/:slug' },
      { id: 'sitemap', file: 'sitemap.ts', path: 'sitemap.xml' },
      { id: 'products', file: 'products.tsx', path: 'products', children: [{ id: 'p-index', file: 'p.tsx', index: true }] },
      { id: 'missing', file: 'not-found.tsx', path: '*' },
    ]);
    expect(paths).toEqual(['/', '/about', '/products']);
  });

  it('writes one <url> per page', () => {
    expect(sitemapXml(['https://a.example/', 'https://a.example/about'])).toContain('<url><loc>https://a.example/about</loc></url>');
  });
});
