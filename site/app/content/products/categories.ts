/**
 * The catalogue's category tabs, in order; 'All' shows every product. Apart from the product data, so that
 * the catalogue page's script carries the tabs without every product.
 */
export const productCategories = ['All', 'Etching', 'Deposition', 'Coating/Developing', 'Cleaning/Stripping'] as const;

export type ProductCategoryTab = (typeof productCategories)[number];
