/**
 * The sole-source justification draft as an editable Word file and as plain text. The words come from
 * app/content/purchasing/sole-source.ts (the same module the plain-text version prints), so the two
 * never disagree.
 */
import { renderWordDraft } from '@company/documents/docx';
import { company } from '../app/config/company';
import type { Product } from '../app/content/products';
import { placeholderPattern, soleSourceDraft, soleSourceText } from '../app/content/purchasing/sole-source';

export async function renderSoleSourceDocx(product: Product): Promise<{ bytes: Buffer; title: string }> {
  const draft = soleSourceDraft(product);
  const bytes = await renderWordDraft(
    {
      title: draft.title,
      note: draft.draftNote,
      blocks: draft.blocks,
      closing: `Prepared from ${company.name} product data at ${company.siteUrl}/products/${product.slug}.`,
    },
    {
      properties: {
        creator: company.name,
        subject: `${product.name}: sole-source justification draft`,
        description: draft.draftNote,
        keywords: [product.name, 'sole source', 'justification', 'purchasing'],
      },
      marked: placeholderPattern,
    },
  );
  return { bytes, title: draft.title };
}

/** The same draft as plain text, UTF-8. */
export async function renderSoleSourceText(product: Product): Promise<{ bytes: Buffer; title: string }> {
  const draft = soleSourceDraft(product);
  return { bytes: Buffer.from(soleSourceText(draft), 'utf8'), title: draft.title };
}
