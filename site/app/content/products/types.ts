/**
 * The shape of a product: its folder's parts (ProductDefinition) and the page data assembled from them
 * (Product). Pages and the PDFs render these; no product copy lives in a component. A figure is stated
 * once, in the product's folder; pages, PDFs and tests read it from there.
 */

import type { ProductMenuColumn } from '../../config/navigation';
import type { ProcessData } from '../processes/types';
import type { ProductPurchasing } from '../purchasing/types';
import type { ProductSlug } from './registry';
import type { WaferSizes } from './wafers';

type ProductCategory = 'Etching' | 'Deposition' | 'Coating/Developing' | 'Cleaning/Stripping';

export type SpecRow = { parameter: string; value: string };

type ProductSection = {
  id: string;
  title: string;
  /** The section's name in the page's own navigation, one or two words. */
  navLabel: string;
  paragraphs: string[];
  specifications?: SpecRow[];
  /** The processes of a configuration of the system, listed under the section from the process data. */
  processConfiguration?: 'DRIE';
  /** Where to read on, e.g. from a section that points to another page. */
  links?: { label: string; href: string }[];
};

export type Product = {
  slug: ProductSlug;
  /** Full product name, e.g. 'ICP-RIE Etching System'. */
  name: string;
  /** Short name used in cards, menus and breadcrumbs, e.g. 'ICP-RIE'. */
  shortName: string;
  category: ProductCategory;
  /** Hero sub-heading, one sentence. */
  tagline: string;
  /** Catalogue card text, at most 180 characters. */
  summary: string;
  /** 2-4 paragraphs. */
  description: string[];
  /** 5-7 items. */
  keyFeatures: { title: string; body: string }[];
  /** 4-6 items. */
  applications: { title: string; body: string }[];
  /** The full specification table. */
  specifications: SpecRow[];
  /**
   * The 3-4 figures under the product's name in its hero, each read from a row of `specifications`:
   * `parameter` names the row, `value` is the part of its value shown big (the tests check it is
   * there, so a changed row cannot leave a stale figure), `label` what it measures, in a few words.
   */
  keyFigures: { parameter: string; value: string; label: string }[];
  /** The wafer diameters it takes; the specification table's 'Wafer sizes' row prints them. */
  waferSizesMm: WaferSizes;
  /**
   * The system's processes, one row per entry of its processes.ts: filled in from that data when the
   * products are assembled, never typed into the copy.
   */
  processCapabilities: { id: string; material: string; chemistry: string; result: string }[];
  /**
   * How the measured results of the process rows were measured, each method once: a row's result names
   * its method by number, '[1]' for the first. Filled in with the process rows.
   */
  processMethods: string[];
  /** Materials the system processes. */
  materials: string[];
  /** 3-5 links: other product pages, articles (/insights/<slug>), /startup-package, /service-support, /contact?topic=application. */
  relatedLinks: { label: string; href: string }[];
  /** Served at /docs/<fileName>. */
  datasheet: { fileName: string };
  /** Extra anchored sections (rendered with `id` as the element id, e.g. `drie`). */
  sections?: ProductSection[];
  /** Page title (without the company suffix) and meta description of 120-160 characters. */
  meta: { title: string; description: string };

  // Optional additions (documented for the page and datasheet builders).

  /**
   * One short sentence shown under (or as the caption of) the specification table, e.g. which rows are
   * guaranteed specifications and which are typical values. Render it as a table caption note or a
   * paragraph right after the table; the datasheet PDF prints it under its table too.
   */
  specificationsNote?: string;
  /**
   * One short sentence shown under the process capabilities: the results are typical values from process
   * development and depend on mask, pattern density and chamber condition. Render after that table/list.
   */
  processCapabilitiesNote?: string;
};

/** A product's copy as its product.ts writes it: the slug is its folder's, the process rows come from its processes. */
export type ProductCopy = Omit<Product, 'slug' | 'processCapabilities' | 'processMethods'>;

/** The cross-sections of a process chamber that the PDFs draw (documents/chamber-drawings.ts). */
export type ChamberVariant = 'parallel-plate' | 'icp' | 'ald' | 'sputter' | 'ion-beam' | 'spin-coater';

/** The pictures of a system. */
export type ProductArtwork = {
  /**
   * What the illustration in the folder's art.svg shows, for `alt` where it is not decorative. The drawing
   * is 4:3 vector art (1200 × 900) without text; the build rasterises it to webp (content/product-art.ts).
   */
  description: string;
  /** The chamber cross-section on the covers of its PDFs. */
  chamber: ChamberVariant;
};

/** One link of the header's Products menu. */
type ProductMenuEntry = {
  column: ProductMenuColumn;
  /** Its place in the column, counted from the top. */
  position: number;
  label: string;
  /** What the system is for, in one line; no figures (they live in the product data). */
  description: string;
  /** The id of a section of the product page the link leads to, e.g. a configuration's. */
  section?: string;
};

/** Where a product appears in the site's header and footer. */
export type ProductNavigation = {
  menu: ProductMenuEntry[];
  /** Its link's text in the footer's Products column, where it differs from its menu label. */
  footerLabel?: string;
};

/** Everything about one product, as its folder's index.ts gathers it; registry.ts lists these. */
export type ProductDefinition = {
  /** The product's address (/products/<slug>) and its folder's name. */
  slug: string;
  product: ProductCopy;
  /** Its process data; each entry names the product as its system once registered. */
  processes: ProcessData[];
  purchasing: ProductPurchasing;
  art: ProductArtwork;
  navigation: ProductNavigation;
};
