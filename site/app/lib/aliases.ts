/** Paths visitors guess or old links use, mapped to the page they most likely want. */
const ALIASES: Record<string, string> = {
  '/product': '/products',
  '/products/ald-system': '/products/ald',
  '/products/icp-etching': '/products/icp-etcher',
  '/products/rie-etching': '/products/rie-etcher',
  '/products/sputtering': '/products/sputter',
  '/products/pecvd-system': '/products/pecvd',
  '/products/hdp-cvd-system': '/products/hdp-cvd',
  '/products/ibe-ribe-system': '/products/ibe-ribe',
  '/products/coater-developer-system': '/products/coater-developer',
  '/products/striper-system': '/products/striper',
  '/blog': '/insights',
  '/news': '/insights',
  '/technology': '/insights',
  '/research': '/insights',
  '/applications': '/insights',
  '/about-us': '/about',
  '/contact-us': '/contact',
  '/enquiry': '/contact',
  '/quote': '/contact',
  '/support': '/contact',
  '/datasheet': '/products',
  '/datasheets': '/products',
  '/catalog': '/products',
  '/equipment': '/products',
  '/systems': '/products',
};

export const aliasEntries = Object.entries(ALIASES);

/** The corrected path for a mistyped one, or null when the path is not a known alias. */
export function suggestPath(pathname: string): string | null {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return ALIASES[normalised] ?? null;
}
