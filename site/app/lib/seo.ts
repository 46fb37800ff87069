import type { MetaDescriptor } from 'react-router';
import { company } from '~/config/company';

export const defaultImage = {
  path: '/assets/images/og-image.jpg',
  width: 1200,
  height: 630,
  alt: 'Ionvale Systems: plasma etching and thin-film deposition systems for research labs',
};

export type PageMetaInput = {
  title: string;
  description: string;
  /** The page's path; omit for pages that must not declare a canonical URL (the 404 page). */
  path?: string;
  type?: 'website' | 'article';
  image?: typeof defaultImage;
};

export const absoluteUrl = (path: string) => new URL(path, company.siteUrl).href;

/** Title, description, robots, canonical URL, Open Graph and social tags for one page. */
export function pageMeta({ title, description, path, type = 'website', image = defaultImage }: PageMetaInput): MetaDescriptor[] {
  const fullTitle = `${title} | ${company.name}`;
  const imageUrl = absoluteUrl(image.path);
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'robots', content: 'index, follow' },
    ...(path ? [{ tagName: 'link', rel: 'canonical', href: absoluteUrl(path) }, { property: 'og:url', content: absoluteUrl(path) }] : []),
    { property: 'og:type', content: type },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:image', content: imageUrl },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    { property: 'og:image:alt', content: image.alt },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: image.alt },
  ];
}

/** The Organization structured data of SPEC.md section 1, emitted on every page. */
export function organizationJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: company.siteUrl,
    logo: absoluteUrl('/favicon.svg'),
    description: company.description,
    email: company.email.info,
    foundingDate: String(company.foundingYear),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      postalCode: company.address.postalCode,
      addressCountry: company.address.country,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: company.email.sales,
      telephone: company.phone.e164,
      availableLanguage: [...company.contactLanguages],
    },
  };
}
