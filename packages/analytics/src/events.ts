/**
 * The typed event catalogue: every event the site sends, with its payload fields.
 *
 * Every event the site may send is listed here with its properties; `track()` only accepts these names
 * with exactly these payloads. Money is always in US dollars.
 */

export const CURRENCY = 'USD';
export type Currency = typeof CURRENCY;

/** One line of a product list (the `products` field of section 3). */
export interface ProductLine {
  productId: string;
  productName: string;
  price?: number;
  quantity?: number;
}

export interface EventCatalogue {
  /** A product page was shown. */
  'Product Viewed': { productId: string; productName: string; category: string };
  /** A product-related file (brochure, equipment guide) was downloaded. */
  'Product Downloaded': { productId?: string; productName?: string; fileType: string; fileName: string };
  /** A product datasheet was downloaded through the gated download dialog. */
  'Datasheet Downloaded': { productId: string; productName: string; fileType: string; fileName: string };
  /** The contact form (or the quote form) was sent. */
  'Contact Form Submitted': { productName: string; category?: string; topic?: string };
  /** The visitor searched (Insights search box). */
  'Products Searched': { searchTerm: string };
  /** Add to cart. Part of the catalogue; the site has no cart, so nothing fires it. */
  'Product Added': {
    productId: string;
    productName: string;
    value: number;
    currency: Currency;
    products?: ProductLine[];
  };
  /** Any document downloaded (the download gate's document-downloaded event). */
  'Document Downloaded': { fileName: string; fileType: string };
  /** The Insights list: on load and whenever the category or the search changes. */
  'Insights Page Viewed': { page: string; category: string; searchTerm: string };
  /** An article page. */
  'Insights Post Viewed': { slug: string; postTitle: string; category: string };
  /** A click in the site navigation (also meant for the marketing tracker). */
  'Navigation Clicked': { label: string; href: string };
  /** The system finder answered a request (once the visitor's input has settled). */
  'System Finder Used': { need: string; material: string; matches: number; systems: string };
  /** A budgetary estimate was downloaded through the download form: the configuration and its price range. */
  'Budgetary Estimate Downloaded': {
    productId: string;
    productName: string;
    waferSizeMm: number;
    options: string;
    estimate: string;
    /** The lower end of the range, in US dollars. */
    value: number;
    currency: Currency;
  };
  /** A product's site-readiness sheet (facility requirements and sign-off) was downloaded. */
  'Site Readiness Downloaded': { productId: string; productName: string };
  /** A product's sole-source justification draft was downloaded, as Word or as plain text. */
  'Sole Source Draft Downloaded': { productId: string; productName: string; format: 'docx' | 'txt' };
  /** A comparison of two or three systems was shown (once the selection has settled); `systems` joins their slugs with commas. */
  'Systems Compared': { systems: string; count: number };
  /** The comparison shown was downloaded. */
  'Comparison Downloaded': { systems: string; format: 'csv' };
}

export type EventName = keyof EventCatalogue;
export type EventProperties<E extends EventName> = EventCatalogue[E];

/** Every name of the catalogue, in catalogue order. */
export const EVENT_NAMES = [
  'Product Viewed',
  'Product Downloaded',
  'Datasheet Downloaded',
  'Contact Form Submitted',
  'Products Searched',
  'Product Added',
  'Document Downloaded',
  'Insights Page Viewed',
  'Insights Post Viewed',
  'Navigation Clicked',
  'System Finder Used',
  'Budgetary Estimate Downloaded',
  'Site Readiness Downloaded',
  'Sole Source Draft Downloaded',
  'Systems Compared',
  'Comparison Downloaded',
] as const satisfies readonly EventName[];

/** Properties of a page view. The site passes at least the path so that two routes never look identical. */
export interface PageProperties {
  title?: string;
  path?: string;
  url?: string;
  search?: string;
  referrer?: string;
  /** For error pages, e.g. `'404_not_found'` with the title '404 - Page Not Found'. */
  errorType?: string;
  [key: string]: unknown;
}

/** Free-form traits of identify and group calls. */
export type Traits = Record<string, unknown>;
