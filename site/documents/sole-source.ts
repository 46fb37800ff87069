/**
 * The sole-source justification draft of a configuration as an editable Word file and as plain text,
 * rendered by the lead API's worker threads when a buyer asks for it. The words come from
 * app/content/purchasing/sole-source.ts (the same module the plain-text version prints), so the two
 * never disagree.
 */
import { renderWordDraft } from '@company/documents/docx';
import { company } from '../app/config/company';
import { placeholderPattern, soleSourceDraft, soleSourceText, type SoleSourceConfiguration } from '../app/content/purchasing/sole-source';

export async function renderSoleSourceDocx(configuration: SoleSourceConfiguration): Promise<{ bytes: Buffer; title: string }> {
  const { product, estimate } = configuration;
  const draft = soleSourceDraft(configuration);
  const bytes = await renderWordDraft(
    {
      title: draft.title,
      note: draft.draftNote,
      blocks: draft.blocks,
      closing: `Prepared from ${company.name} product, process and price data at ${company.siteUrl}/products/${product.slug}, for the configuration of budgetary estimate ${estimate.code}.`,
    },
    {
      properties: {
        creator: company.name,
        subject: `${product.name}: sole-source justification draft`,
        description: draft.draftNote,
        keywords: [product.name, 'sole source', 'justification', 'purchasing', estimate.code],
      },
      marked: placeholderPattern,
    },
  );
  return { bytes, title: draft.title };
}

/** The same draft as plain text, UTF-8. */
export async function renderSoleSourceText(configuration: SoleSourceConfiguration): Promise<{ bytes: Buffer; title: string }> {
  const draft = soleSourceDraft(configuration);
  return { bytes: Buffer.from(soleSourceText(draft), 'utf8'), title: draft.title };
}
