import { type RouteConfig, type RouteConfigEntry, index, route } from '@react-router/dev/routes';
// React Router's build evaluates this module without the app's `~/` alias.
import { registry } from './content/products/registry';

/** Two pages per product, each drawn by one layout for every product: the product, and all its processes. The path names the product. */
export function productRoutes(products: readonly { slug: string }[]): RouteConfigEntry[] {
  return products.flatMap(({ slug }) => [
    route(`products/${slug}`, 'routes/product.tsx', { id: `product-${slug}` }),
    route(`products/${slug}/processes`, 'routes/product-processes.tsx', { id: `product-processes-${slug}` }),
  ]);
}

/** The route table for a list of products. Unknown paths, and pages not built yet, render the 404 page. */
export function routeTable(products: readonly { slug: string }[]): RouteConfigEntry[] {
  return [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('products', 'routes/products.tsx'),
    route('products/finder', 'routes/finder.tsx'),
    route('products/compare', 'routes/compare.tsx'),
    ...productRoutes(products),
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
  ];
}

export default routeTable(registry) satisfies RouteConfig;
