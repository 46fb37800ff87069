/** A page on a breadcrumb trail: the name the trail gives it, and where it is. */
export type Crumb = { name: string; path: string };

/** The pages that several trails pass through. */
export const homeCrumb: Crumb = { name: 'Home', path: '/' };
export const productsCrumb: Crumb = { name: 'Products', path: '/products' };
export const insightsCrumb: Crumb = { name: 'Insights', path: '/insights' };
