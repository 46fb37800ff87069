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

/** The sole-source justification draft as an editable Word file, for the purchasing office. */
export function soleSourceDocx(product: Pick<DocumentedProduct, 'slug' | 'name'>): GatedDocument {
  const fileName = `${product.slug}-sole-source-justification.docx`;
  return { href: `/docs/${fileName}`, fileName, title: `${product.name} Sole-Source Justification (Word)` };
}

/** The same draft as plain text, to paste into a purchasing form. */
export function soleSourceText(product: Pick<DocumentedProduct, 'slug' | 'name'>): GatedDocument {
  const fileName = `${product.slug}-sole-source-justification.txt`;
  return { href: `/docs/${fileName}`, fileName, title: `${product.name} Sole-Source Justification (Text)` };
}

/** The gated documents of a list of products: the two guides, then each product's datasheet and purchasing documents. */
export function documentList(products: readonly DocumentedProduct[]): GatedDocument[] {
  return [
    equipmentGuide,
    serviceProcessGuide,
    ...products.flatMap((product) => [datasheet(product), siteReadinessSheet(product), soleSourceDocx(product), soleSourceText(product)]),
  ];
}
