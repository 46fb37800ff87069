import type { MegaMenuData, SiteHeaderItem } from '@company/ui';

/** The Products dropdown: columns by process; Sputter and IBE/RIBE close the Deposition column, so every system is one click away. */
export const productsMenu: MegaMenuData = {
  label: 'Products',
  columns: [
    {
      heading: 'Etching',
      links: [
        { label: 'ICP-RIE', href: '/products/icp-etcher' },
        { label: 'RIE', href: '/products/rie-etcher' },
        { label: 'DRIE (Bosch)', href: '/products/rie-etcher#drie' },
      ],
    },
    {
      heading: 'Deposition',
      links: [
        { label: 'PECVD', href: '/products/pecvd' },
        { label: 'ALD', href: '/products/ald' },
        { label: 'HDP-CVD', href: '/products/hdp-cvd' },
      ],
    },
    { heading: 'Coating / Developing', links: [{ label: 'Coater / Developer', href: '/products/coater-developer' }] },
    { heading: 'Cleaning / Stripping', links: [{ label: 'Stripping System', href: '/products/striper' }] },
  ],
  actions: [
    { label: 'All Products', href: '/products' },
    { label: 'Request a Quote', href: '/contact?topic=quote' },
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
      { label: 'All Products', href: '/products' },
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
      { label: 'Request a Quote', href: '/contact?topic=quote' },
      { label: 'Privacy Policy', href: '/privacy' },
    ],
  },
];
