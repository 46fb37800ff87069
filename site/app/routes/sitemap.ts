import { sitemapPaths, sitemapXml } from '~/lib/sitemap';
import { absoluteUrl } from '~/lib/seo';
import { posts } from '~/content/insights.server';
import routes from '~/routes';

// Prerendered to /sitemap.xml at build time from the route table.
export function loader() {
  return new Response(
    sitemapXml(
      sitemapPaths(
        routes,
        posts.map((post) => post.slug),
      ).map(absoluteUrl),
    ),
    {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    },
  );
}
