import type { MegaMenuData } from './mega-menu';

/** The site's Products menu, shared by the MegaMenu and SiteHeader stories. */
export const productsMenu = {
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
    {
      heading: 'Coating / Developing',
      links: [{ label: 'Coater / Developer', href: '/products/coater-developer' }],
    },
    {
      heading: 'Cleaning / Stripping',
      links: [{ label: 'Stripping System', href: '/products/striper' }],
    },
  ],
  actions: [
    { label: 'All Products', href: '/products' },
    { label: 'Request a Quote', href: '/contact?topic=quote' },
  ],
} satisfies MegaMenuData;

