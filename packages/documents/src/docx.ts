/**
 * Editable Word drafts: a title, a shaded note, then headings, paragraphs, label-and-value fields, bullet
 * lists and tables. Headings use Word's own Title and Heading styles, so the reader can restyle or outline the
 * draft; every marked place to fill in is highlighted. Letter paper with one-inch margins, in the colours
 * of the PDFs.
 */
import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, ShadingType, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { colors } from './theme.ts';

/** A part of the draft's body. A field without a value prints a line to write on. */
export type WordBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'fields'; rows: { label: string; value: string }[] }
  | { kind: 'bullets'; items: string[] }
  /** A table with a header row that repeats on every page; the reader adds rows in Word. */
  | { kind: 'table'; columns: string[]; rows: string[][] };

export type WordDraft = {
  title: string;
  /** Printed under the title in a shaded panel: what the draft is and what the reader does with it. */
  note: string;
  blocks: WordBlock[];
  /** A small muted line at the end, e.g. where the draft's figures come from. */
  closing: string;
};

/** The file's document properties (File > Info in Word). */
export type WordProperties = { creator: string; subject: string; description: string; keywords: string[] };

/** A colour as Word writes it: 'RRGGBB'. */
const wordColor = (color: string) => color.replace('#', '').toUpperCase();

/** A text as runs, with each marked place highlighted and in bold so it survives a black-and-white print. */
function runs(text: string, marked: RegExp, options: { bold?: boolean } = {}): TextRun[] {
  const out: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(marked)) {
    if (match.index > last) out.push(new TextRun({ text: text.slice(last, match.index), bold: options.bold }));
    out.push(new TextRun({ text: match[0], bold: true, highlight: 'yellow' }));
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push(new TextRun({ text: text.slice(last), bold: options.bold }));
  return out;
}

/** A full-width table: the header row shaded and bold, each cell's marked places highlighted. */
function wordTable(columns: string[], rows: string[][], marked: RegExp): Table {
  const cell = (text: string, header: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: header ? [new TextRun({ text, bold: true })] : runs(text, marked) })],
      margins: { top: 60, bottom: 60, left: 100, right: 100 },
      ...(header ? { shading: { type: ShadingType.CLEAR, color: 'auto', fill: wordColor(colors.tint) } } : {}),
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: columns.map((column) => cell(column, true)) }),
      ...rows.map((row) => new TableRow({ cantSplit: true, children: row.map((text) => cell(text, false)) })),
    ],
  });
}

/** The draft as a .docx file. `marked`, a global pattern, finds the places the reader fills in. */
export async function renderWordDraft(draft: WordDraft, options: { properties: WordProperties; marked: RegExp }): Promise<Buffer> {
  const { marked } = options;
  const children: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(draft.title)] }),
    new Paragraph({
      children: [new TextRun({ text: draft.note, italics: true })],
      shading: { type: ShadingType.CLEAR, color: 'auto', fill: wordColor(colors.tint) },
      border: { left: { style: 'single', size: 18, color: wordColor(colors.accent), space: 6 } },
      spacing: { after: 240 },
    }),
  ];
  for (const block of draft.blocks) {
    if (block.kind === 'heading') {
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(block.text)] }));
    } else if (block.kind === 'paragraph') {
      children.push(new Paragraph({ children: runs(block.text, marked), spacing: { after: 120 } }));
    } else if (block.kind === 'fields') {
      for (const row of block.rows) {
        children.push(
          new Paragraph({
            children: [
              new TextRun({ text: `${row.label}: `, bold: true }),
              ...(row.value ? runs(row.value, marked) : [new TextRun('______________________________')]),
            ],
            spacing: { after: 60 },
          }),
        );
      }
      children.push(new Paragraph({ children: [] }));
    } else if (block.kind === 'table') {
      children.push(wordTable(block.columns, block.rows, marked), new Paragraph({ children: [] }));
    } else {
      for (const item of block.items) {
        // 'Label: text' items put the label in bold, as the plain text reads it.
        const colon = item.indexOf(': ');
        const label = colon > 0 && colon < 80 ? item.slice(0, colon + 1) : '';
        children.push(
          new Paragraph({
            bullet: { level: 0 },
            children: label ? [new TextRun({ text: label, bold: true }), ...runs(item.slice(label.length), marked)] : runs(item, marked),
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
      children: [new TextRun({ text: draft.closing, size: 16, color: wordColor(colors.textMuted) })],
    }),
  );

  const { properties } = options;
  const doc = new Document({
    creator: properties.creator,
    title: draft.title,
    subject: properties.subject,
    description: properties.description,
    keywords: properties.keywords.join(', '),
    styles: {
      default: {
        document: { run: { font: 'Calibri', size: 22 } },
        title: { run: { font: 'Calibri', size: 36, bold: true, color: wordColor(colors.band) } },
        heading1: {
          run: { font: 'Calibri', size: 26, bold: true, color: wordColor(colors.accent) },
          paragraph: { spacing: { before: 240, after: 120 } },
        },
      },
    },
    sections: [
      { properties: { page: { size: { width: 12240, height: 15840 }, margin: { top: 1440, bottom: 1440, left: 1440, right: 1440 } } }, children },
    ],
  });
  return Packer.toBuffer(doc);
}
