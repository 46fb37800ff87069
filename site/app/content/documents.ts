/**
 * Every document behind the download gate, in one list: the pages offer them and the lead API names
 * them in its e-mails from here, so a visitor never gets back a file name they typed themselves.
 */
import type { Product } from './products';

/** A gated document: where it is served, its file name, and its title as the dialog and e-mails show it. */
export type GatedDocument = { href: string; fileName: string; title: string };

/** What a product's documents are named after. */
type DocumentedProduct = Pick<Product, 'name' | 'datasheet'> & { slug: string };

export const equipmentGuide: GatedDocument = {
  title: 'Ionvale Equipment Guide',
  href: '/ionvale-equipment-guide.pdf',
  fileName: 'ionvale-equipment-guide.pdf',
};

export const serviceProcessGuide: GatedDocument = {
  title: 'Service Process Guide',
  href: '/ionvale-service-process-guide.pdf',
  fileName: 'ionvale-service-process-guide.pdf',
};

export function datasheet(product: Pick<DocumentedProduct, 'name' | 'datasheet'>): GatedDocument {
  return { href: `/docs/${product.datasheet.fileName}`, fileName: product.datasheet.fileName, title: `${product.name} Datasheet` };
}

/** The one-page facility requirements and sign-off sheet, for the campus facilities team. */
export function siteReadinessSheet(product: Pick<DocumentedProduct, 'slug' | 'name'>): GatedDocument {
  const fileName = `${product.slug}-site-readiness.pdf`;
  return { href: `/docs/${fileName}`, fileName, title: `${product.name} Site-Readiness Sheet` };
}

/**
 * Where a system's sole-source draft is made: its product page's estimate picker, where the buyer chooses the
 * configuration and processes the draft states. The draft itself is generated per configuration by the lead API.
 */
const soleSourcePickerHref = (product: Pick<DocumentedProduct, 'slug'>) => `/products/${product.slug}#estimate`;

/**
 * The sole-source justification draft as an editable Word file, for the purchasing office. `href` is the lead
 * API's address of one configuration's draft; a list that only names the document gets the picker's address.
 * The file name is the system's whatever the configuration, so e-mails and analytics name it the same way.
 */
export function soleSourceDocx(product: Pick<DocumentedProduct, 'slug' | 'name'>, href = soleSourcePickerHref(product)): GatedDocument {
  return { href, fileName: `${product.slug}-sole-source-justification.docx`, title: `${product.name} Sole-Source Justification (Word)` };
}

/** The same draft as plain text, to paste into a purchasing form. */
export function soleSourceText(product: Pick<DocumentedProduct, 'slug' | 'name'>, href = soleSourcePickerHref(product)): GatedDocument {
  return { href, fileName: `${product.slug}-sole-source-justification.txt`, title: `${product.name} Sole-Source Justification (Text)` };
}

/** The gated documents of a list of products: the two guides, then each product's datasheet and purchasing documents. */
export function documentList(products: readonly DocumentedProduct[]): GatedDocument[] {
  return [
    equipmentGuide,
    serviceProcessGuide,
    ...products.flatMap((product) => [datasheet(product), siteReadinessSheet(product), soleSourceDocx(product), soleSourceText(product)]),
  ];
}
