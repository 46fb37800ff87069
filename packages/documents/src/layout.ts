/**
 * A small flow-layout engine on top of PDFKit. It wraps every line itself (so it knows the height of a
 * block before drawing it), moves blocks to the next page instead of cutting them, keeps headings with
 * what follows, splits paragraphs without leaving single orphan or widow lines, and repeats table headers
 * on continuation pages. Text is always drawn line by line with PDFKit's own wrapping switched off, so
 * PDFKit never adds a page behind our back and no line can run past its column.
 */
import PDFDocument from 'pdfkit';
import { fontFiles, fontName, type FontKind } from './fonts.ts';
import { colors, contentWidth, page, type } from './theme.ts';

/** The PDFKit document a DocWriter draws into; drawings such as a cover illustration draw on it with its path API. */
export type PdfDocument = PDFKit.PDFDocument;

export type DocumentMeta = {
  /** Document title: the info dictionary's Title and the footer text. */
  title: string;
  subject: string;
  keywords: string[];
  author: string;
  /** Right-hand label of the header band on inner pages. */
  headerLabel: string;
  /** Left-hand label of the header band and the footer's first part (the company name). */
  companyName: string;
  /** A second footer line on every page, e.g. the revision, its date and "specifications subject to change". */
  footerNote?: string;
  /** The document's date (info dictionary); defaults to the fixed build date of buildDate(). */
  date?: Date;
};

type TextStyle = { kind?: FontKind; size: number; lineHeight: number; color?: string };

export type TableColumn = { header: string; width: number; kind?: FontKind };

export type TableOptions = {
  columns: TableColumn[];
  rows: string[][];
  /** Printed above the repeated header when the table continues on a new page. */
  continuedLabel: string;
  x?: number;
  width?: number;
  /** Smaller type and padding, for one-page product summaries. */
  compact?: boolean;
  /** A note printed under the table and kept on the same page as its last row. */
  note?: string;
};

const MIN_ORPHAN_LINES = 2;

/**
 * The date written into a document's info dictionary when its meta names none. A fixed date keeps repeated
 * builds byte-identical (PDFKit derives the file ID from the info dictionary); SOURCE_DATE_EPOCH overrides it.
 */
function buildDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  if (epoch && /^\d+$/.test(epoch)) return new Date(Number(epoch) * 1000);
  return new Date(Date.UTC(2025, 0, 1));
}

/** Units that stay on the line of the number before them. */
const UNIT = new RegExp(
  String.raw`^(?:°C?|%|K|V|A|W|kW|kVA|Hz|kHz|MHz|m|mm|µm|nm|Å|kg|lb|bar|psi|Pa|kPa|Torr|mTorr|slm|sccm|rpm|gpm|CFM|` +
    String.raw`L\/min|L\/h|m³\/h|kg\/m²|lb\/ft²|in\.)(?=$|[,.;:)/])`,
);

/** Joins each unit to the number before it ("20", "kVA" -> "20 kVA"), so a line break never separates them. */
function keepUnitsWithNumbers(words: string[]): string[] {
  const joined: string[] = [];
  for (const word of words) {
    const previous = joined[joined.length - 1];
    if (previous !== undefined && /\d$/.test(previous) && UNIT.test(word)) joined[joined.length - 1] = `${previous} ${word}`;
    else joined.push(word);
  }
  return joined;
}

export class DocWriter {
  readonly doc: PdfDocument;
  readonly meta: DocumentMeta;
  /** Current flow position (top of the next block). */
  y: number = page.contentTop;
  readonly left = page.marginX;
  readonly width = contentWidth;
  readonly bottom = page.contentBottom;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;
  private readonly missingGlyphCheck = new Set<string>();
  /** True while the running header and footer are drawn (they sit outside the content area). */
  private decorating = false;

  constructor(meta: DocumentMeta) {
    this.meta = meta;
    const date = meta.date ?? buildDate();
    this.doc = new PDFDocument({
      size: 'LETTER',
      // PDFKit's own margins only matter for its automatic wrapping, which this engine never uses.
      margins: { top: page.contentTop, bottom: page.height - page.contentBottom, left: page.marginX, right: page.marginX },
      compress: true,
      bufferPages: true,
      autoFirstPage: false,
      displayTitle: true,
      lang: 'en-US',
      pdfVersion: '1.7',
      info: {
        Title: meta.title,
        Author: meta.author,
        Subject: meta.subject,
        Keywords: meta.keywords.join(', '),
        Creator: `${meta.companyName} website build`,
        Producer: 'PDFKit',
        CreationDate: date,
        ModDate: date,
      },
    });
    this.doc.registerFont(fontName.regular, fontFiles.regular);
    this.doc.registerFont(fontName.bold, fontFiles.bold);
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve(Buffer.concat(this.chunks)));
      this.doc.on('error', reject);
    });
  }

  // ---------------------------------------------------------------- pages

  /** Starts a new page; the flow continues below the header band. */
  addPage(): void {
    this.doc.addPage({
      size: 'LETTER',
      margins: { top: page.contentTop, bottom: page.height - page.contentBottom, left: page.marginX, right: page.marginX },
    });
    this.y = page.contentTop;
  }

  get pageIndex(): number {
    const range = this.doc.bufferedPageRange();
    return range.start + range.count - 1;
  }

  remaining(): number {
    return this.bottom - this.y;
  }

  /**
   * Makes sure `height` points fit below the current position, starting a new page if they do not.
   * Headings waiting to be placed (see heading()) are placed here, on the same page as the block that
   * follows them, so a heading never ends a page.
   */
  ensure(height: number): void {
    if (this.pending.length) {
      const atTop = () => this.y <= page.contentTop + 0.01;
      const needed = (top: boolean) => this.pending.reduce((sum, h, i) => sum + (top && i === 0 ? 0 : h.spaceBefore) + h.height, 0) + height;
      if (this.y + needed(atTop()) > this.bottom + 0.01) this.addPage();
      const pending = this.pending;
      this.pending = [];
      for (const heading of pending) {
        if (!atTop()) this.y += heading.spaceBefore;
        heading.draw(this.y);
        this.y += heading.height;
      }
      return;
    }
    if (this.y + height > this.bottom + 0.01) this.addPage();
  }

  /** Places any waiting headings (for callers that draw directly rather than through a block). */
  flush(minFollowing = 24): void {
    this.ensure(minFollowing);
  }

  private pending: { height: number; spaceBefore: number; draw: (y: number) => void }[] = [];

  space(height: number): void {
    this.y += height;
  }

  /** Adds a bookmark (the reader's outline panel) pointing at the current page. */
  bookmark(title: string): void {
    this.doc.outline.addItem(title);
  }

  // ---------------------------------------------------------------- text primitives

  setFont(kind: FontKind, size: number): void {
    this.doc.font(fontName[kind]).fontSize(size);
  }

  measure(text: string, kind: FontKind, size: number): number {
    return this.unitWidth(kind, text) * size;
  }

  /** Width of a word at 1 pt, cached: fontkit layout is the slow part of measuring. */
  private unitWidth(kind: FontKind, text: string): number {
    const key = `${kind}|${text}`;
    let width = this.widthCache.get(key);
    if (width === undefined) {
      this.setFont(kind, 1000);
      width = this.doc.widthOfString(text) / 1000;
      this.widthCache.set(key, width);
    }
    return width;
  }

  private readonly widthCache = new Map<string, number>();

  /**
   * Greedy line wrapping at spaces; a unit never starts a line away from its number ("-100 °C"). A word
   * wider than the column breaks after '/', '-' or ',' (and, as a last resort, anywhere); its pieces join
   * without a space when they end up on the same line. Word widths are cached; every finished line is
   * measured once more as a whole, so kerning across word boundaries can never make a line wider than the
   * column.
   */
  wrap(text: string, width: number, kind: FontKind, size: number): string[] {
    const limit = width + 0.001;
    const measure = (s: string) => this.unitWidth(kind, s) * size;
    const fits = (s: string) => measure(s) <= limit;
    const space = measure(' ');
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      const tokens: { text: string; glued: boolean; width: number }[] = [];
      for (const word of keepUnitsWithNumbers(paragraph.split(/ +/).filter(Boolean))) {
        const pieces = fits(word) ? [word] : this.breakWord(word, fits);
        pieces.forEach((piece, i) => tokens.push({ text: piece, glued: i > 0, width: measure(piece) }));
      }
      let line: typeof tokens = [];
      let lineWidth = 0;
      const flush = () => {
        // Check the finished line as a whole; push tokens back while it is too wide.
        const carry: typeof tokens = [];
        const join = (ts: typeof tokens) => ts.map((t, i) => (i > 0 && !t.glued ? ' ' : '') + t.text).join('');
        this.setFont(kind, size);
        while (line.length > 1 && this.doc.widthOfString(join(line)) > limit) carry.unshift(line.pop()!);
        lines.push(join(line));
        line = carry;
        lineWidth = carry.reduce((sum, t, i) => sum + t.width + (i > 0 && !t.glued ? space : 0), 0);
      };
      for (const token of tokens) {
        const added = (line.length && !token.glued ? space : 0) + token.width;
        if (line.length && lineWidth + added > limit) flush();
        lineWidth += (line.length && !token.glued ? space : 0) + token.width;
        line.push(token);
      }
      while (line.length) flush();
      if (!tokens.length) lines.push('');
    }
    return lines;
  }

  private breakWord(word: string, fits: (s: string) => boolean): string[] {
    const pieces: string[] = [];
    let current = '';
    for (const part of word.split(/(?<=[/,-])/)) {
      if (fits(current + part)) {
        current += part;
        continue;
      }
      if (current) pieces.push(current);
      current = part;
      while (!fits(current)) {
        let cut = current.length - 1;
        while (cut > 1 && !fits(current.slice(0, cut))) cut--;
        pieces.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current) pieces.push(current);
    return pieces;
  }

  /**
   * Draws one line of text with its top at `y`. Throws if the font lacks a glyph for a character
   * (it would print as an empty box) or if the line runs past the page's printable width.
   */
  line(
    text: string,
    x: number,
    y: number,
    style: TextStyle & { link?: string; goTo?: string; characterSpacing?: number; align?: 'left' | 'right' | 'center'; width?: number },
  ): number {
    const kind = style.kind ?? 'regular';
    this.checkGlyphs(text, kind);
    this.setFont(kind, style.size);
    const spacing = style.characterSpacing ?? 0;
    const w = this.doc.widthOfString(text) + spacing * Math.max(0, text.length - 1);
    let drawX = x;
    if (style.align === 'right') drawX = x - w;
    if (style.align === 'center') drawX = x + ((style.width ?? 0) - w) / 2;
    if (drawX < page.marginX - 0.01 || drawX + w > page.width - page.marginX + 0.01) {
      throw new Error(`Text runs into the side margin in "${this.meta.title}": ${text}`);
    }
    if (!this.decorating && y + style.lineHeight > page.contentBottom + 0.5) {
      throw new Error(`Text runs into the footer in "${this.meta.title}": ${text}`);
    }
    // PDFKit places text by the top of its line box; centre the glyphs in our own line height.
    const lineBox = this.doc.currentLineHeight(false);
    const top = y + Math.max(0, (style.lineHeight - lineBox) / 2);
    this.doc.fillColor(style.color ?? colors.textBody).text(text, drawX, top, {
      lineBreak: false,
      characterSpacing: spacing,
      ...(style.link ? { link: style.link } : {}),
      ...(style.goTo ? { goTo: style.goTo } : {}),
    });
    return w;
  }

  private checkGlyphs(text: string, kind: FontKind): void {
    const key = `${kind}:${text}`;
    if (this.missingGlyphCheck.has(key)) return;
    this.missingGlyphCheck.add(key);
    this.setFont(kind, 10);
    const font = (this.doc as unknown as { _font: { font?: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
    if (!font) return;
    for (const char of text) {
      const cp = char.codePointAt(0)!;
      if (cp > 0x20 && !font.hasGlyphForCodePoint(cp)) {
        throw new Error(`The font has no glyph for U+${cp.toString(16).toUpperCase().padStart(4, '0')} ('${char}') in: ${text}`);
      }
    }
  }

  /** Draws pre-wrapped lines from `y`; returns the height used. */
  lines(lines: string[], x: number, y: number, style: TextStyle & { link?: string }): number {
    lines.forEach((text, i) => this.line(text, x, y + i * style.lineHeight, style));
    return lines.length * style.lineHeight;
  }

  /** Height of `text` wrapped to `width`. */
  textHeight(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style.kind ?? 'regular', style.size).length * style.lineHeight;
  }

  // ---------------------------------------------------------------- flow blocks

  /**
   * A section heading with an accent bar. It is placed by the next block's ensure(), together with that
   * block's first unit (two lines of a paragraph, a row of cards, a table's header and first rows).
   * `onPlace` runs once the heading's page is known (for bookmarks, destinations, a contents list).
   */
  heading(text: string, options: { bookmark?: boolean; spaceBefore?: number; onPlace?: () => void } = {}): void {
    const { size, lineHeight } = type.h2;
    const lines = this.wrap(text, this.width - 12, 'bold', size);
    this.pending.push({
      height: lines.length * lineHeight + 8,
      spaceBefore: options.spaceBefore ?? 18,
      draw: (y) => {
        this.doc.rect(this.left, y + 2, 3.5, lineHeight - 4).fill(colors.accent);
        this.lines(lines, this.left + 12, y, { kind: 'bold', size, lineHeight, color: colors.band });
        if (options.bookmark !== false) this.bookmark(text);
        options.onPlace?.();
      },
    });
  }

  /** A smaller heading inside a section; placed like heading(). */
  subheading(text: string, options: { color?: string } = {}): void {
    const { size, lineHeight } = type.h3;
    const lines = this.wrap(text, this.width, 'bold', size);
    this.pending.push({
      height: lines.length * lineHeight + 4,
      spaceBefore: 8,
      draw: (y) => this.lines(lines, this.left, y, { kind: 'bold', size, lineHeight, color: options.color ?? colors.text }),
    });
  }

  /**
   * A paragraph that may split across pages, but never leaves fewer than two lines on either side
   * of the break.
   */
  paragraph(text: string, options: Partial<TextStyle> & { x?: number; width?: number; spaceAfter?: number } = {}): void {
    const style: TextStyle = {
      kind: options.kind ?? 'regular',
      size: options.size ?? type.body.size,
      lineHeight: options.lineHeight ?? type.body.lineHeight,
      color: options.color ?? colors.textBody,
    };
    const x = options.x ?? this.left;
    const width = options.width ?? this.width;
    const all = this.wrap(text, width, style.kind!, style.size);
    this.ensure(Math.min(all.length, MIN_ORPHAN_LINES) * style.lineHeight);
    let index = 0;
    while (index < all.length) {
      const left = all.length - index;
      const room = Math.floor((this.bottom - this.y + 0.01) / style.lineHeight);
      if (room >= left) {
        this.y += this.lines(all.slice(index), x, this.y, style);
        break;
      }
      const take = Math.min(room, left - MIN_ORPHAN_LINES);
      if (take >= MIN_ORPHAN_LINES) {
        this.lines(all.slice(index, index + take), x, this.y, style);
        index += take;
      }
      this.addPage();
    }
    this.y += options.spaceAfter ?? 7;
  }

  /** A bulleted list; each item stays on one page. */
  bullets(items: string[], options: { columns?: number; size?: number; lineHeight?: number; gap?: number } = {}): void {
    const columns = options.columns ?? 1;
    const size = options.size ?? type.body.size;
    const lineHeight = options.lineHeight ?? type.body.lineHeight;
    const gap = 18;
    const colWidth = (this.width - gap * (columns - 1)) / columns;
    const indent = 13;
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns).map((item) => this.wrap(item, colWidth - indent, 'regular', size));
      const height = Math.max(...row.map((l) => l.length)) * lineHeight;
      this.ensure(height);
      row.forEach((lines, col) => {
        const x = this.left + col * (colWidth + gap);
        this.doc.rect(x + 1, this.y + lineHeight / 2 - 2.2, 4.4, 4.4).fill(colors.accent);
        this.lines(lines, x + indent, this.y, { size, lineHeight, color: colors.textBody });
      });
      this.y += height + (options.gap ?? 3);
    }
    this.y += 4;
  }

  /** Cards with a title and body text in a grid; a row of cards is never split. */
  cards(items: { title: string; body: string; eyebrow?: string }[], options: { columns?: number; compact?: boolean } = {}): void {
    const columns = options.columns ?? 2;
    const gap = options.compact ? 10 : 12;
    const pad = options.compact ? 8 : 10;
    const body = options.compact ? { size: 8.5, lineHeight: 11.6 } : { size: 8.9, lineHeight: 12.4 };
    const title = options.compact ? { size: 9.4, lineHeight: 12.4 } : { size: 9.8, lineHeight: 13 };
    const colWidth = (this.width - gap * (columns - 1)) / columns;
    const inner = colWidth - 2 * pad - 3;
    for (let start = 0; start < items.length; start += columns) {
      const row = items.slice(start, start + columns).map((item) => ({
        eyebrow: item.eyebrow ? this.wrap(item.eyebrow, inner, 'bold', 7.6) : [],
        title: this.wrap(item.title, inner, 'bold', title.size),
        body: this.wrap(item.body, inner, 'regular', body.size),
      }));
      const heights = row.map((c) => c.eyebrow.length * 11 + c.title.length * title.lineHeight + 3 + c.body.length * body.lineHeight);
      const height = Math.max(...heights) + 2 * pad;
      this.ensure(height);
      row.forEach((card, col) => {
        const x = this.left + col * (colWidth + gap);
        this.doc.rect(x, this.y, colWidth, height).fill(colors.tint);
        this.doc.rect(x, this.y, 3, height).fill(colors.accent);
        let y = this.y + pad;
        if (card.eyebrow.length) {
          y += this.lines(card.eyebrow, x + pad + 3, y, { kind: 'bold', size: 7.6, lineHeight: 11, color: colors.accent });
        }
        y += this.lines(card.title, x + pad + 3, y, { kind: 'bold', size: title.size, lineHeight: title.lineHeight, color: colors.text });
        y += 3;
        this.lines(card.body, x + pad + 3, y, { size: body.size, lineHeight: body.lineHeight, color: colors.textBody });
      });
      this.y += height + gap;
    }
  }

  /** Items with a bold title line and body text, one under the other; each item stays on one page. */
  titledList(items: { title: string; body: string }[]): void {
    const indent = 14;
    const laid = items.map((item) => {
      const title = this.wrap(item.title, this.width - indent, 'bold', 9.8);
      const body = this.wrap(item.body, this.width - indent, 'regular', type.body.size);
      return { title, body, height: title.length * 13.5 + body.length * type.body.lineHeight };
    });
    // At least two items stay with the heading above them.
    this.ensure(laid.slice(0, 2).reduce((sum, item, i) => sum + item.height + (i ? 7 : 0), 0));
    for (const { title, body, height } of laid) {
      this.ensure(height);
      this.doc.rect(this.left + 1, this.y + 4.6, 4.4, 4.4).fill(colors.accent);
      this.lines(title, this.left + indent, this.y, { kind: 'bold', size: 9.8, lineHeight: 13.5, color: colors.text });
      this.lines(body, this.left + indent, this.y + title.length * 13.5, { size: type.body.size, lineHeight: type.body.lineHeight });
      this.y += height + 7;
    }
    this.y += 2;
  }

  /** Rounded labels flowing in rows (materials); a short set stays whole on one page. */
  pills(items: string[]): void {
    const size = 8.6;
    const height = 19;
    const padX = 9;
    const gap = 6;
    const laid: { text: string; w: number; row: number; x: number }[] = [];
    let x = this.left;
    let row = 0;
    for (const item of items) {
      const text = this.fitText(item, this.width - 2 * padX, 'regular', size);
      const w = Math.min(this.measure(text, 'regular', size) + 2 * padX, this.width);
      if (x + w > this.left + this.width + 0.01) {
        x = this.left;
        row++;
      }
      laid.push({ text, w, row, x });
      x += w + gap;
    }
    const rows = row + 1;
    const total = rows * height + (rows - 1) * gap;
    this.ensure(total <= 200 ? total : height);
    let currentRow = 0;
    for (const pill of laid) {
      if (pill.row !== currentRow) {
        currentRow = pill.row;
        this.y += height + gap;
        this.ensure(height);
      }
      this.doc.roundedRect(pill.x, this.y, pill.w, height, height / 2).fill(colors.tintStrong);
      this.line(pill.text, pill.x + padX, this.y, { size, lineHeight: height, color: colors.band });
    }
    this.y += height + 12;
  }

  /** A small muted note, e.g. under a table. */
  note(text: string): void {
    this.paragraph(text, { size: type.small.size, lineHeight: type.small.lineHeight, color: colors.textMuted, spaceAfter: 8 });
  }

  /**
   * A table with a dark header row, zebra stripes and thin rules. Rows are never split; when a row does
   * not fit, the table continues on the next page under a "(continued)" label and a repeated header.
   */
  private layoutTable(options: TableOptions) {
    const x0 = options.x ?? this.left;
    const totalWidth = options.width ?? this.width;
    const padX = 7;
    const padY = options.compact ? 3.6 : 5;
    const { size, lineHeight } = options.compact ? { size: 8.3, lineHeight: 11 } : type.table;
    const sum = options.columns.reduce((s, c) => s + c.width, 0);
    const widths = options.columns.map((c) => (c.width / sum) * totalWidth);
    const xs = widths.map((_, i) => x0 + widths.slice(0, i).reduce((s, w) => s + w, 0));
    const header = options.columns.map((c, i) => this.wrap(c.header, widths[i]! - 2 * padX, 'bold', size));
    const headerHeight = Math.max(...header.map((l) => l.length)) * lineHeight + 2 * padY;
    const rows = options.rows.map((cells) =>
      cells.map((cell, i) => this.wrap(cell, widths[i]! - 2 * padX, options.columns[i]?.kind ?? 'regular', size)),
    );
    const rowHeights = rows.map((cells) => Math.max(...cells.map((l) => l.length)) * lineHeight + 2 * padY);
    // Short tables stay whole; longer ones start only where at least three rows fit under the header.
    const wholeHeight = headerHeight + rowHeights.reduce((s, h) => s + h, 0);
    const startHeight =
      rows.length <= 8 && wholeHeight <= this.bottom - page.contentTop - 40
        ? wholeHeight
        : headerHeight + rowHeights.slice(0, 3).reduce((s, h) => s + h, 0);
    return { x0, totalWidth, padX, padY, size, lineHeight, xs, header, headerHeight, rows, rowHeights, startHeight };
  }

  /** The height of a whole table with its note, as if it fitted on one page. */
  tableHeight(options: TableOptions): number {
    const { headerHeight, rowHeights } = this.layoutTable(options);
    const noteStyle = { size: type.small.size, lineHeight: type.small.lineHeight };
    const note = options.note ? this.textHeight(options.note, this.width, noteStyle) + 8 : 0;
    return headerHeight + rowHeights.reduce((sum, h) => sum + h, 0) + 10 + note;
  }

  /** The height a table needs on the page where it starts (all of a short table, or its first rows). */
  tableStartHeight(options: TableOptions): number {
    return this.layoutTable(options).startHeight;
  }

  /** A lead paragraph kept on one page together with `following` points of the block after it. */
  lead(text: string, following: number): void {
    this.ensure(this.textHeight(text, this.width, type.body) + 7 + following);
    this.paragraph(text);
  }

  table(options: TableOptions): void {
    const { x0, totalWidth, padX, padY, size, lineHeight, xs, header, headerHeight, rows, rowHeights, startHeight } = this.layoutTable(options);

    const drawHeader = () => {
      this.doc.rect(x0, this.y, totalWidth, headerHeight).fill(colors.band);
      header.forEach((lines, i) => this.lines(lines, xs[i]! + padX, this.y + padY, { kind: 'bold', size, lineHeight, color: colors.onBand }));
      this.y += headerHeight;
    };

    this.ensure(startHeight);
    drawHeader();
    const noteStyle = { size: type.small.size, lineHeight: type.small.lineHeight };
    const noteHeight = options.note ? 10 + this.textHeight(options.note, this.width, noteStyle) : 0;
    rows.forEach((cells, r) => {
      const height = rowHeights[r]!;
      // The last two rows (and the note) never end up alone at the top of a page.
      const keep = r >= rows.length - 2 ? rowHeights.slice(r).reduce((sum, h) => sum + h, 0) + noteHeight : height;
      if (this.y + keep > this.bottom + 0.01) {
        this.addPage();
        this.line(options.continuedLabel, x0, this.y, { size: type.small.size, lineHeight: 14, color: colors.textMuted });
        this.y += 16;
        drawHeader();
      }
      if (r % 2 === 1) this.doc.rect(x0, this.y, totalWidth, height).fill(colors.zebra);
      cells.forEach((lines, i) =>
        this.lines(lines, xs[i]! + padX, this.y + padY, {
          kind: options.columns[i]?.kind ?? 'regular',
          size,
          lineHeight,
          color: i === 0 ? colors.text : colors.textBody,
        }),
      );
      this.y += height;
      this.doc
        .moveTo(x0, this.y)
        .lineTo(x0 + totalWidth, this.y)
        .lineWidth(r === rows.length - 1 ? 1.2 : 0.5)
        .strokeColor(r === rows.length - 1 ? colors.accent : colors.rule)
        .stroke();
    });
    this.y += 10;
    if (options.note) this.note(options.note);
  }

  // ---------------------------------------------------------------- decorations and output

  /**
   * Draws the header band (every page but the cover) and the footer (every page): the company name,
   * the document title and "Page n of N", and under them the footer note when there is one.
   */
  private decorate(): void {
    this.decorating = true;
    const range = this.doc.bufferedPageRange();
    const total = range.count;
    for (let i = range.start; i < range.start + total; i++) {
      this.doc.switchToPage(i);
      const number = i - range.start + 1;
      if (number > 1) {
        this.doc.rect(0, 0, page.width, page.headerHeight).fill(colors.band);
        this.line(this.meta.companyName.toUpperCase(), page.marginX, 12, {
          kind: 'bold',
          size: 8.2,
          lineHeight: 14,
          color: colors.onBandAccent,
          characterSpacing: 1.4,
        });
        const label = this.fitText(this.meta.headerLabel, 300, 'regular', 8.2);
        this.line(label, page.width - page.marginX, 12, { size: 8.2, lineHeight: 14, color: colors.onBandMuted, align: 'right' });
      }
      this.doc
        .moveTo(page.marginX, page.footerRuleY)
        .lineTo(page.width - page.marginX, page.footerRuleY)
        .lineWidth(0.6)
        .strokeColor(colors.rule)
        .stroke();
      const pageLabel = `Page ${number} of ${total}`;
      const pageLabelWidth = this.measure(pageLabel, 'regular', 7.8);
      const footer = this.fitText(`${this.meta.companyName}  ·  ${this.meta.title}`, this.width - pageLabelWidth - 24, 'regular', 7.8);
      // With a second line, both move up a little so the note keeps clear of a printer's unprintable edge.
      const textY = this.meta.footerNote ? page.footerTextY - 4 : page.footerTextY;
      this.line(footer, page.marginX, textY, { size: 7.8, lineHeight: 12, color: colors.textMuted });
      this.line(pageLabel, page.width - page.marginX, textY, { kind: 'bold', size: 7.8, lineHeight: 12, color: colors.band, align: 'right' });
      if (this.meta.footerNote) {
        if (this.measure(this.meta.footerNote, 'regular', 7.4) > this.width) {
          throw new Error(`The footer note of "${this.meta.title}" is wider than the page: ${this.meta.footerNote}`);
        }
        this.line(this.meta.footerNote, page.marginX, textY + 12, { size: 7.4, lineHeight: 11, color: colors.textMuted });
      }
    }
  }

  /** Shortens `text` with an ellipsis until it fits `width`. */
  fitText(text: string, width: number, kind: FontKind, size: number): string {
    if (this.measure(text, kind, size) <= width) return text;
    let cut = text.length;
    while (cut > 1 && this.measure(`${text.slice(0, cut).trimEnd()}…`, kind, size) > width) cut--;
    return `${text.slice(0, cut).trimEnd()}…`;
  }

  /** Number of pages; after finish() it stays at the final count. */
  get pageCount(): number {
    return this.finalPageCount ?? this.doc.bufferedPageRange().count;
  }

  private finalPageCount: number | undefined;

  /** Decorates every page, ends the document and resolves with its bytes. */
  async finish(): Promise<Buffer> {
    if (this.pending.length) throw new Error(`"${this.meta.title}" ends with a heading and no content under it.`);
    this.decorate();
    this.finalPageCount = this.doc.bufferedPageRange().count;
    this.doc.flushPages();
    this.doc.end();
    return this.done;
  }
}
