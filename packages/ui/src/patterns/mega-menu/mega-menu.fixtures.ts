import type { MegaMenuData, MegaMenuImage } from './mega-menu';

/** A small stand-in picture (a chamber with a plasma glow), as a site would pass its product art. */
function picture(glow: string): MegaMenuImage {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect width="64" height="48" fill="#1b1a48"/><rect x="14" y="10" width="36" height="28" rx="4" fill="#475569"/><ellipse cx="32" cy="24" rx="13" ry="7" fill="${glow}"/><rect x="20" y="31" width="24" height="3" fill="#e2e8f0"/></svg>`;
  return { src: `data:image/svg+xml,${encodeURIComponent(svg)}`, width: 64, height: 48 };
}

/** The site's Products menu, shared by the MegaMenu and SiteHeader stories. */
export const productsMenu = {
  label: 'Products',
  columns: [
    {
      heading: 'Etching',
      links: [
        {
          label: 'ICP-RIE',
          href: '/products/icp-etcher',
          description: 'High-density plasma etching for deep, vertical features',
          image: picture('#7b86f4'),
        },
        {
          label: 'RIE',
          href: '/products/rie-etcher',
          description: 'Parallel-plate etching of dielectrics, silicon and polymers',
          image: picture('#a3aefa'),
        },
        {
          label: 'DRIE (Bosch)',
          href: '/products/rie-etcher#drie',
          description: 'Through-silicon etching with the Bosch process',
          image: picture('#5a60eb'),
        },
      ],
    },
    {
      heading: 'Deposition',
      links: [
        { label: 'PECVD', href: '/products/pecvd', description: 'Silicon nitride and oxide films at low temperature', image: picture('#22d3ee') },
        { label: 'ALD', href: '/products/ald', description: 'Conformal films grown one atomic layer at a time', image: picture('#67e8f9') },
        {
          label: 'HDP-CVD',
          href: '/products/hdp-cvd',
          description: 'Dense oxide films and gap fill from a high-density plasma',
          image: picture('#a5f3fc'),
        },
      ],
    },
    {
      heading: 'Coating / Developing',
      links: [
        {
          label: 'Coater / Developer',
          href: '/products/coater-developer',
          description: 'Resist spin coating, baking and developing',
          image: picture('#94a3b8'),
        },
      ],
    },
    {
      heading: 'Cleaning / Stripping',
      links: [
        {
          label: 'Stripping System',
          href: '/products/striper',
          description: 'Resist removal and surface cleaning in plasma',
          image: picture('#c8cffd'),
        },
      ],
    },
  ],
  actions: [
    { label: 'All Products', href: '/products' },
    { label: 'Request a Quote', href: '/contact?topic=quote' },
  ],
} satisfies MegaMenuData;
