import { track } from '~/analytics';
import { siteReadinessSheet, soleSourceDocx, soleSourceText } from '~/content/documents';
import type { Product } from '~/content/products';

/** The purchasing documents' own events, by file name, sent beside Document Downloaded wherever they are offered. */
export function purchasingDocumentEvents(product: Pick<Product, 'slug' | 'name'>): Record<string, () => void> {
  const productRef = { productId: product.slug, productName: product.name };
  return {
    [siteReadinessSheet(product).fileName]: () => track('Site Readiness Downloaded', productRef),
    [soleSourceDocx(product).fileName]: () => track('Sole Source Draft Downloaded', { ...productRef, format: 'docx' }),
    [soleSourceText(product).fileName]: () => track('Sole Source Draft Downloaded', { ...productRef, format: 'txt' }),
  };
}
