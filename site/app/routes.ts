import { type RouteConfig, index, route } from '@react-router/dev/routes';

/** The nine product pages, one layout; each slug has its module in content/products. */
export const PRODUCT_SLUGS = [
  'icp-etcher',
  'rie-etcher',
  'pecvd',
  'ald',
  'hdp-cvd',
  'coater-developer',
  'striper',
  'sputter',
  'ibe-ribe',
] as const;

/** The route table. Unknown paths, and pages not built yet, render the 404 page. */
export default [
  index('routes/home.tsx'),
  route('about', 'routes/about.tsx'),
  route('products', 'routes/products.tsx'),
  route('products/finder', 'routes/finder.tsx'),
  route('products/compare', 'routes/compare.tsx'),
  ...PRODUCT_SLUGS.map((slug) => route(`products/${slug}`, 'routes/product.tsx', { id: `product-${slug}` })),
  route('processes', 'routes/processes.tsx'),
  route('processes.json', 'routes/processes-json.ts'),
  route('processes.csv', 'routes/processes-csv.ts'),
  route('startup-package', 'routes/startup-package.tsx'),
  route('service-support', 'routes/service-support.tsx'),
  route('insights', 'routes/insights.tsx'),
  route('insights/:slug', 'routes/insight.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
