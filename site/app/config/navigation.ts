import type { MegaMenuData, MegaMenuImage, NavLink, SiteHeaderItem } from '@company/ui';
import { productArtHeight, productArtUrl } from '~/content/product-art';
import type { ProductSlug } from '~/content/products';
import { allProducts, exploreProducts, findSystem, requestQuote } from '~/content/calls-to-action';

const quoteHref = '/contact?topic=quote';

/** The system's drawing at thumbnail size (shown 4rem wide, so 320 px covers high-density screens). */
const thumbnail = (slug: ProductSlug): MegaMenuImage => ({ src: productArtUrl(slug, 320), width: 320, height: productArtHeight(320) });

/** The header's call to action, at the foot of the small-screen menu. */
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


/**
 * The Products dropdown: columns by process, each system with one line on what it is for (no figures
 * here: they live in the product data). Sputter and IBE/RIBE close the Deposition column, after the
 * entries the menu has always had, so every system is one click away.
 */
export const productsMenu: MegaMenuData = {
  label: 'Products',
  columns: [
    {
      heading: 'Etching',
      links: [
        { label: 'ICP-RIE', href: '/products/icp-etcher', description: 'High-density plasma etching for deep, vertical features', image: thumbnail('icp-etcher') },
        { label: 'RIE', href: '/products/rie-etcher', description: 'Parallel-plate etching of dielectrics, silicon and polymers', image: thumbnail('rie-etcher') },
        { label: 'DRIE (Bosch)', href: '/products/icp-etcher#drie', description: 'Deep silicon etching, a configuration of the ICP-RIE', image: thumbnail('icp-etcher') },
      ],
    },
    {
      heading: 'Deposition',
      links: [
        { label: 'PECVD', href: '/products/pecvd', description: 'Silicon nitride and oxide films at low temperature', image: thumbnail('pecvd') },
        { label: 'ALD', href: '/products/ald', description: 'Conformal films grown one atomic layer at a time', image: thumbnail('ald') },
        { label: 'HDP-CVD', href: '/products/hdp-cvd', description: 'Dense oxide films and gap fill from a high-density plasma', image: thumbnail('hdp-cvd') },
        { label: 'Sputter', href: '/products/sputter', description: 'Metal and dielectric films from magnetron targets', image: thumbnail('sputter') },
        { label: 'IBE/RIBE', href: '/products/ibe-ribe', description: 'Ion beam milling of materials plasmas cannot etch', image: thumbnail('ibe-ribe') },
      ],
    },
    {
      heading: 'Coating / Developing',
      links: [{ label: 'Coater / Developer', href: '/products/coater-developer', description: 'Resist spin coating, baking and developing', image: thumbnail('coater-developer') }],
    },
    {
      heading: 'Cleaning / Stripping',
      links: [{ label: 'Stripping System', href: '/products/striper', description: 'Resist removal and surface cleaning in plasma', image: thumbnail('striper') }],
    },
  ],
  actions: [
    { label: allProducts, href: '/products' },
    { label: findSystem, href: '/products/finder' },
    { label: requestQuote, href: quoteHref },
  ],
};

export const mainNav: SiteHeaderItem[] = [
  { label: 'Home', href: '/' },
  { label: 'About Us', href: '/about' },
  { label: 'Products', menu: productsMenu, activeFor: ['/products'] },
  { label: 'Startup Package', href: '/startup-package', activeFor: ['/solutions/startup-labs'] },
  { label: 'Service & Support', href: '/service-support' },
  { label: 'Insights', href: '/insights', activeFor: ['/insights'] },
  { label: 'Contact Us', href: '/contact' },
];

export const footerColumns = [
  {
    heading: 'Products',
    links: [
      { label: allProducts, href: '/products' },
      { label: findSystem, href: '/products/finder' },
      { label: 'Process Library', href: '/processes' },
      { label: 'ICP-RIE Etcher', href: '/products/icp-etcher' },
      { label: 'RIE Etcher', href: '/products/rie-etcher' },
      { label: 'PECVD', href: '/products/pecvd' },
      { label: 'ALD', href: '/products/ald' },
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
];
