import { pagePaths, sitemapXml } from '~/lib/sitemap';
import { absoluteUrl } from '~/lib/seo';
import routes from '~/routes';

// Prerendered to /sitemap.xml at build time from the route table.
export function loader() {
  return new Response(sitemapXml(pagePaths(routes).map(absoluteUrl)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
