import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The URL paths of the pages in a route table: static paths only, no files and no catch-all. */
export function pagePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || '/' : joinPath(parent, entry.path ?? '');
    const own = entry.path?.includes('*') || entry.path?.includes(':') || /\.\w+$/.test(path) ? [] : [path];
    return [...(entry.children ? [] : own), ...pagePaths(entry.children ?? [], path === '/' ? '' : path)];
  });
}

const joinPath = (parent: string, path: string) => `${parent}/${path}`.replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Every page's path for the sitemap: the route table's static pages, then one per article. */
export function sitemapPaths(routes: RouteConfigEntry[], articleSlugs: string[]): string[] {
  return [...pagePaths(routes), ...articleSlugs.map((slug) => `/insights/${slug}`)];
}

export function sitemapXml(urls: string[]): string {
  const items = urls.map((url) => `  <url><loc>${url}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</urlset>\n`;
}
