/**
 * Every document behind the download gate, in one list: the pages offer them and the lead API names
 * them in its e-mails from here, so a visitor never gets back a file name they typed themselves.
 */
import { products, type Product } from './products';

/** A gated document: where it is served, its file name, and its title as the dialog and e-mails show it. */
export type GatedDocument = { href: string; fileName: string; title: string };

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

export function datasheet(product: Product): GatedDocument {
  return { href: `/docs/${product.datasheet.fileName}`, fileName: product.datasheet.fileName, title: `${product.name} Datasheet` };
}

export const gatedDocuments: GatedDocument[] = [equipmentGuide, serviceProcessGuide, ...products.map(datasheet)];
