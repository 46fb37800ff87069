import type { MegaMenuColumn, MegaMenuData, MegaMenuImage, NavLink, SiteFooterProps, SiteHeaderItem } from '@company/ui';
import { productArtHeight, productArtUrl } from '~/content/product-art';
import type { ProductDefinition } from '~/content/products/types';
import { allProducts, exploreProducts, findSystem, requestQuote } from '~/content/calls-to-action';

const quoteHref = '/contact?topic=quote';

/** The system's drawing at thumbnail size (shown 4rem wide, so 320 px covers high-density screens). */
const thumbnail = (slug: string): MegaMenuImage => ({ src: productArtUrl(slug, 320), width: 320, height: productArtHeight(320) });

/** The header's call to action: at the end of the bar on a wide screen, at the foot of the small-screen menu. */
export const headerAction: NavLink = { label: requestQuote, href: quoteHref };

/** The closing band every page ends with, unless it ends with a call to action of its own. */
export const closingBand = {
  title: 'Planning a purchase or a new process?',
  body: 'Tell us your materials, wafer sizes and targets: a process engineer replies within one business day with a configuration and a quote.',
  primary: headerAction,
  secondary: { label: exploreProducts, href: '/products' } satisfies NavLink,
};

/**
 * A route's `handle`: `ownClosingBand` where the page ends with a call to action of its own (or is where
 * the band's action leads, or is no place for one), so the shell's band is left out.
 */
export type RouteHandle = { ownClosingBand?: true };

/** The Products menu's columns, left to right; each product's navigation.ts names its column. */
const productMenuColumns = ['Etching', 'Deposition', 'Coating / Developing', 'Cleaning / Stripping'] as const;

export type ProductMenuColumn = (typeof productMenuColumns)[number];

/** What the header and footer list of the products: the Products menu's columns, and the footer's product links. */
export type ProductLinks = { menuColumns: MegaMenuColumn[]; footerLinks: NavLink[] };

/**
 * The product links of a list of products, each where its navigation.ts puts it: in the Products menu,
 * each system with one line on what it is for, and in the footer, every system.
 */
export function productLinks(products: readonly Pick<ProductDefinition, 'slug' | 'navigation'>[]): ProductLinks {
  const entries = products.flatMap(({ slug, navigation }) => navigation.menu.map((entry) => ({ slug, ...entry })));
  return {
    menuColumns: productMenuColumns.map((heading) => ({
      heading,
      links: entries
        .filter((entry) => entry.column === heading)
        .sort((a, b) => a.position - b.position)
        .map(({ slug, label, description, section }) => ({
          label,
          href: section ? `/products/${slug}#${section}` : `/products/${slug}`,
          description,
          image: thumbnail(slug),
        })),
    })),
    // Every system once, in the menu's order, under the label of its own page's menu entry.
    footerLinks: products
      .map(({ slug, navigation }) => {
        const entry = navigation.menu.find((item) => !item.section) ?? navigation.menu[0]!;
        return { slug, label: navigation.footerLabel ?? entry.label, order: [productMenuColumns.indexOf(entry.column), entry.position] as const };
      })
      .sort((a, b) => a.order[0] - b.order[0] || a.order[1] - b.order[1])
      .map(({ slug, label }) => ({ label, href: `/products/${slug}` })),
  };
}

/** The header's items and the footer's columns around the product links. */
export function siteNavigation({ menuColumns, footerLinks }: ProductLinks): { mainNav: SiteHeaderItem[]; footerColumns: SiteFooterProps['columns'] } {
  const productsMenu: MegaMenuData = {
    label: 'Products',
    columns: menuColumns,
    actions: [
      { label: allProducts, href: '/products' },
      { label: findSystem, href: '/products/finder' },
      { label: requestQuote, href: quoteHref },
    ],
  };
  return {
    mainNav: [
      { label: 'Home', href: '/' },
      { label: 'About Us', href: '/about' },
      { label: 'Products', menu: productsMenu, activeFor: ['/products'] },
      { label: 'Startup Package', href: '/startup-package', activeFor: ['/solutions/startup-labs'] },
      { label: 'Service & Support', href: '/service-support' },
      { label: 'Insights', href: '/insights', activeFor: ['/insights'] },
      { label: 'Contact Us', href: '/contact' },
    ],
    footerColumns: [
      {
        heading: 'Products',
        links: [
          { label: allProducts, href: '/products' },
          { label: findSystem, href: '/products/finder' },
          { label: 'Process Library', href: '/processes' },
          ...footerLinks,
        ],
      },
      {
        heading: 'Company',
        links: [
          { label: 'About Us', href: '/about' },
          { label: 'Startup Package', href: '/startup-package' },
          { label: 'Service & Support', href: '/service-support' },
          { label: 'Insights', href: '/insights' },
        ],
      },
      {
        heading: 'Help',
        links: [
          { label: 'Contact Us', href: '/contact' },
          { label: requestQuote, href: quoteHref },
          { label: 'Privacy Policy', href: '/privacy' },
        ],
      },
    ],
  };
}
