/**
 * The sole-source justification draft as an editable Word file. The words come from
 * app/content/purchasing/sole-source.ts (the same module the plain-text version prints), so the two
 * never disagree. Headings use Word's own Title and Heading styles, so a purchasing office can restyle
 * or outline the draft; every marked place to fill in is highlighted.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, ShadingType, TextRun } from 'docx';
import { company } from '../../app/config/company';
import type { Product } from '../../app/content/products';
import { placeholderPattern, soleSourceDraft, soleSourceText } from '../../app/content/purchasing/sole-source';
import { colors } from './theme';

const hex = (color: string) => color.replace('#', '').toUpperCase();

/** A text as runs, with each marked place highlighted and in bold so it survives a black-and-white print. */
function runs(text: string, options: { bold?: boolean } = {}): TextRun[] {
  const out: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(placeholderPattern)) {
    if (match.index > last) out.push(new TextRun({ text: text.slice(last, match.index), bold: options.bold }));
    out.push(new TextRun({ text: match[0], bold: true, highlight: 'yellow' }));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(new TextRun({ text: text.slice(last), bold: options.bold }));
  return out;
}

export async function renderSoleSourceDocx(product: Product): Promise<{ bytes: Buffer; title: string }> {
  const draft = soleSourceDraft(product);
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(draft.title)] }),
    new Paragraph({
      children: [new TextRun({ text: draft.draftNote, italics: true })],
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: hex(colors.tint) },
      border: { left: { style: 'single', size: 18, color: hex(colors.accent), space: 6 } },
      spacing: { after: 240 },
    }),
  ];
  for (const block of draft.blocks) {
    if (block.kind === 'heading') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] }));
    } else if (block.kind === 'paragraph') {
      children.push(new Paragraph({ children: runs(block.text), spacing: { after: 120 } }));
    } else if (block.kind === 'fields') {
      for (const row of block.rows) {
        children.push(
          new Paragraph({
            children: [new TextRun({ text: `${row.label}: `, bold: true }), ...(row.value ? runs(row.value) : [new TextRun('______________________________')])],
            spacing: { after: 60 },
          }),
        );
      }
      children.push(new Paragraph({ children: [] }));
    } else {
      for (const item of block.items) {
        // 'Label: text' items put the label in bold, as the plain text reads it.
        const colon = item.indexOf(': ');
        const label = colon > 0 && colon < 80 ? item.slice(0, colon + 1) : '';
        children.push(
          new Paragraph({
            bullet: { level: 0 },
            children: label ? [new TextRun({ text: label, bold: true }), ...runs(item.slice(label.length))] : runs(item),
            spacing: { after: 60 },
          }),
        );
      }
    }
  }
  children.push(
    new Paragraph({
      alignment: AlignmentType.LEFT,
      spacing: { before: 360 },
      children: [new TextRun({ text: `Prepared from ${company.name} product data at ${company.siteUrl}/products/${product.slug}.`, size: 16, color: hex(colors.textMuted) })],
    }),
  );

  const doc = new Document({
    creator: company.name,
    title: draft.title,
    subject: `${product.name}: sole-source justification draft`,
    description: draft.draftNote,
    keywords: [product.name, 'sole source', 'justification', 'purchasing'].join(', '),
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22 } },
        title: { run: { font: 'Calibri', size: 36, bold: true, color: hex(colors.band) } },
        heading1: { run: { font: 'Calibri', size: 26, bold: true, color: hex(colors.accent) }, paragraph: { spacing: { before: 240, after: 120 } } },
      },
    },
    sections: [{ properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } }, children }],
  });
  return { bytes: await Packer.toBuffer(doc), title: draft.title };
}

/** The same draft as plain text, UTF-8. */
export async function renderSoleSourceText(product: Product): Promise<{ bytes: Buffer; title: string }> {
  const draft = soleSourceDraft(product);
  return { bytes: Buffer.from(soleSourceText(draft), 'utf8'), title: draft.title };
}
