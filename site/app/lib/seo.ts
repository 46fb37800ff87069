import type { MetaDescriptor } from 'react-router';
import { company } from '~/config/company';

const defaultImage = {
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
    ...(path
      ? [
          { tagName: 'link', rel: 'canonical', href: absoluteUrl(path) },
          { property: 'og:url', content: absoluteUrl(path) },
        ]
      : []),
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

/** The Organization structured data, emitted on every page. */
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

type Crumb = { name: string; path: string };

/** BreadcrumbList structured data for a nested page. */
export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/** Product structured data: what the product is and who makes it; no prices, offers or ratings are invented. */
export function productJsonLd(product: { name: string; description: string; path: string; category: string; sku: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product.sku,
    category: product.category,
    url: absoluteUrl(product.path),
    image: absoluteUrl(defaultImage.path),
    brand: { '@type': 'Brand', name: company.name },
    manufacturer: { '@type': 'Organization', name: company.name, url: company.siteUrl },
  };
}

export function faqJsonLd(items: { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/** Structured data as a meta descriptor, rendered by <Meta /> as a JSON-LD script. */
export const jsonLdMeta = (data: object) => ({ 'script:ld+json': data });
