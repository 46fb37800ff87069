/**
 * Reads a generated PDF back for the tests: page count, document info and the text of every page.
 *
 * The PDFs embed DejaVu Sans as a CID font (Identity-H), so page content streams hold glyph ids, not
 * characters, and they are Flate-compressed. pdf-lib parses the file structure (trailer, page tree,
 * resources) and decompresses the streams; this module then parses each font's ToUnicode CMap (the
 * table a PDF reader uses for copy and search) and decodes the strings of the TJ/Tj operators through
 * it. Each BT…ET text object becomes one line of the returned text. This is what a reader's text
 * extraction does, so a value found here is really printed in the document, in the right characters.
 */
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFRef, PDFString, type PDFObject } from 'pdf-lib';

export type PdfReadout = {
  pageCount: number;
  title: string | undefined;
  author: string | undefined;
  subject: string | undefined;
  keywords: string | undefined;
  creationDate: Date | undefined;
  /** Text of each page, one line per text object. */
  pages: string[];
  /** Titles of the top-level bookmarks (the reader's outline panel), in order. */
  outline: string[];
};

/** The titles of the outline's top-level items, following First and Next. */
function outlineTitles(doc: PDFDocument): string[] {
  const root = doc.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict);
  const titles: string[] = [];
  let item = root?.lookupMaybe(PDFName.of('First'), PDFDict);
  while (item && titles.length < 1000) {
    const title = item.lookup(PDFName.of('Title'));
    if (title instanceof PDFString || title instanceof PDFHexString) titles.push(title.decodeText());
    item = item.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  return titles;
}

function streamText(object: PDFObject | undefined, doc: PDFDocument): string {
  const resolved = object instanceof PDFRef ? doc.context.lookup(object) : object;
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
  if (resolved instanceof PDFArray)
    return resolved
      .asArray()
      .map((item) => streamText(item, doc))
      .join('\n');
  return '';
}

function hexToString(hex: string): string {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= clean.length; i += 4) out += String.fromCharCode(parseInt(clean.slice(i, i + 4), 16));
  return out;
}

/** Parses the bfchar and bfrange sections of a ToUnicode CMap into glyph code -> text. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of section[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) {
      map.set(parseInt(src!, 16), hexToString(dst!));
    }
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    const body = section[1]!;
    for (const [, lo, hi, rest] of body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const start = parseInt(lo!, 16);
      const end = parseInt(hi!, 16);
      if (rest!.startsWith('[')) {
        const targets = [...rest!.matchAll(/<([0-9a-fA-F\s]*)>/g)].map((m) => hexToString(m[1]!));
        targets.forEach((text, i) => {
          if (start + i <= end) map.set(start + i, text);
        });
      } else {
        const base = hexToString(rest!.slice(1, -1));
        const last = base.charCodeAt(base.length - 1);
        for (let code = start; code <= end; code++) map.set(code, base.slice(0, -1) + String.fromCharCode(last + code - start));
      }
    }
  }
  return map;
}

function decodeHex(hex: string, cmap: Map<number, string> | undefined): string {
  const clean = hex.replace(/\s+/g, '');
  let out = '';
  for (let i = 0; i + 4 <= clean.length; i += 4) {
    const code = parseInt(clean.slice(i, i + 4), 16);
    out += cmap?.get(code) ?? '\uFFFD';
  }
  return out;
}

/** Extracts the text of a content stream, given the page's fonts (resource name -> ToUnicode map). */
function contentText(content: string, fonts: Map<string, Map<number, string>>): string {
  const lines: string[] = [];
  let current = '';
  let font: Map<number, string> | undefined;
  const ops = /\/([^\s/<>[\]()]+)\s+[-\d.]+\s+Tf|\[((?:[^\]])*)\]\s*TJ|<([0-9a-fA-F\s]*)>\s*Tj|\bET\b/g;
  for (const match of content.matchAll(ops)) {
    if (match[1] !== undefined) {
      font = fonts.get(match[1]);
    } else if (match[2] !== undefined) {
      for (const piece of match[2].matchAll(/<([0-9a-fA-F\s]*)>/g)) current += decodeHex(piece[1]!, font);
    } else if (match[3] !== undefined) {
      current += decodeHex(match[3], font);
    } else {
      if (current) lines.push(current);
      current = '';
    }
  }
  if (current) lines.push(current);
  return lines.join('\n');
}

export async function readPdf(bytes: Uint8Array): Promise<PdfReadout> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const cmapCache = new Map<string, Map<number, string>>();
  const pages = doc.getPages().map((page) => {
    const fonts = new Map<string, Map<number, string>>();
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const key = ref.toString();
      let cmap = cmapCache.get(key);
      if (!cmap) {
        const font = doc.context.lookup(ref, PDFDict);
        cmap = parseToUnicode(streamText(font.get(PDFName.of('ToUnicode')), doc));
        cmapCache.set(key, cmap);
      }
      fonts.set(name.decodeText(), cmap);
    }
    return contentText(streamText(page.node.get(PDFName.of('Contents')), doc), fonts);
  });
  return {
    pageCount: doc.getPageCount(),
    title: doc.getTitle(),
    author: doc.getAuthor(),
    subject: doc.getSubject(),
    keywords: doc.getKeywords(),
    creationDate: doc.getCreationDate(),
    pages,
    outline: outlineTitles(doc),
  };
}
