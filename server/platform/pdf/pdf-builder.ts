import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';

/** DejaVu covers Latin Extended and Cyrillic (every locale of the product, uk_UA included). */
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);

/** Font files read once per process; pdfkit embeds only the glyphs a document uses. */
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

/** The pdfkit 0.17 internals (the version is pinned) that font sharing relies on. */
interface FontInternals {
  _fontFamilies?: Record<string, unknown>;
  _fontCount?: number;
  _font?: { constructor: new (doc: PDFKit.PDFDocument, font: unknown, id: string) => unknown; font: unknown } | null;
}
type SharedFonts = {
  EmbeddedFont: NonNullable<FontInternals['_font']>['constructor'];
  regular: unknown;
  bold: unknown;
};
let shared: SharedFonts | null | undefined;

/** The part of a fontkit font that glyph caching goes through. */
interface GlyphSource {
  getGlyph(id: number, characters?: number[]): { codePoints: number[] } | null;
}

/**
 * fontkit caches a glyph with the characters of its first request. A shared font meets some
 * glyphs first as components of others while an earlier document is subset (Latin p inside
 * Cyrillic р): cached without characters, they would be missing from every later document's
 * text layer (pdftotext, search, screen readers). A later request with characters fills them in.
 */
function keepCodePoints(font: unknown): void {
  const source = font as GlyphSource;
  if (typeof source?.getGlyph !== 'function') return;
  const getGlyph = source.getGlyph.bind(source);
  source.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph && glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
}

/**
 * The parsed fonts, shared by every document. pdfkit parses a registered font again for each
 * document (fontkit, including DejaVu's large GSUB/GPOS tables): about three quarters of the time
 * of a program PDF. A parsed font is read-only to pdfkit (each document keeps its own subset), so
 * one parse per process serves all; null when pdfkit's internals are not as expected.
 */
function sharedFonts(): SharedFonts | null {
  if (shared !== undefined) return shared;
  const { regular, bold } = loadFonts();
  const probe = new PDFDocument({ font: '' }) as PDFKit.PDFDocument & FontInternals;
  const regularFont = probe.font(regular)._font;
  const boldFont = probe.font(bold)._font;
  shared =
    regularFont && boldFont && probe._fontFamilies && typeof probe._fontCount === 'number'
      ? { EmbeddedFont: regularFont.constructor, regular: regularFont.font, bold: boldFont.font }
      : null;
  if (shared) for (const font of [shared.regular, shared.bold]) keepCodePoints(font);
  return shared;
}

/** Makes `regular` and `bold` available to the document, parsed once per process when possible. */
function useFonts(doc: PDFKit.PDFDocument): void {
  const fontsOfProcess = sharedFonts();
  const internals = doc as PDFKit.PDFDocument & FontInternals;
  if (fontsOfProcess && internals._fontFamilies && typeof internals._fontCount === 'number') {
    for (const [name, font] of [
      ['regular', fontsOfProcess.regular],
      ['bold', fontsOfProcess.bold],
    ] as const) {
      internals._fontFamilies[name] = new fontsOfProcess.EmbeddedFont(doc, font, `F${++internals._fontCount}`);
    }
    return;
  }
  const { regular, bold } = loadFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
}

const MARGIN = 50;
const HEADER_LINE = 11;
const FOOTER_GAP = 30;
const GREY = '#555555';
const RULE = '#bbbbbb';
/** Lines of a paragraph that must fit on the page of the heading above it. */
const KEEP_LINES = 2;

export interface PdfFrame {
  /** Document title (PDF metadata). */
  title: string;
  /** Lines at the top of every page, the first in bold (e.g. company data); may be empty. */
  headerLines: string[];
  /** Printed at the bottom left of every page, e.g. the generation date. */
  footerText: string;
  /** BCP 47 language of the text, for PDF metadata. */
  lang: string;
}

export interface Cell {
  text: string;
  /** Share of the content width (all cells of a row add up to 1). */
  width: number;
  align?: 'left' | 'right';
  bold?: boolean;
}

/**
 * A small A4 document builder over pdfkit: DejaVu fonts, the frame (header lines, "n / N" and
 * a date on every page) drawn once the content is complete, and flowing rows that break pages.
 */
export class PdfBuilder {
  readonly doc: PDFKit.PDFDocument;
  private readonly frame: PdfFrame;

  constructor(frame: PdfFrame) {
    this.frame = frame;
    const top = MARGIN + (frame.headerLines.length > 0 ? frame.headerLines.length * HEADER_LINE + 14 : 0);
    this.doc = new PDFDocument({
      size: 'A4',
      margins: { top, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
      bufferPages: true,
      info: { Title: frame.title, Creator: 'Skin-care formula builder' },
      lang: frame.lang,
      displayTitle: true,
      // No default Helvetica: every text uses DejaVu.
      font: '',
    });
    useFonts(this.doc);
    this.doc.font('regular').fontSize(10);
  }

  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  private get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) this.doc.addPage();
  }

  /**
   * Headings wait for what follows them: drawn together with the next block, on the page that
   * block goes to, so a heading never stays alone at the foot of a page.
   */
  private pending: Array<{ height: number; draw: () => void }> = [];

  private keepWithNext(height: number, draw: () => void): this {
    this.pending.push({ height, draw });
    return this;
  }

  /** Makes room for a block of `height` and the headings waiting for it, then draws those. */
  private place(height: number): void {
    const headings = this.pending;
    this.pending = [];
    this.ensureSpace(headings.reduce((sum, h) => sum + h.height, 0) + height);
    for (const heading of headings) heading.draw();
  }

  title(text: string, subtitle?: string): this {
    this.doc.font('bold').fontSize(18).fillColor('black').text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    if (subtitle) this.doc.font('regular').fontSize(10).fillColor(GREY).text(subtitle, { width: this.contentWidth });
    this.doc.fillColor('black').moveDown(0.8);
    return this;
  }

  heading(text: string): this {
    this.doc.font('bold').fontSize(13);
    const height = this.doc.heightOfString(text, { width: this.contentWidth }) + 16;
    return this.keepWithNext(height, () => {
      this.doc.font('regular').fontSize(10).moveDown(0.6);
      this.doc
        .font('bold')
        .fontSize(13)
        .fillColor('black')
        .text(text, MARGIN, this.doc.y, { width: this.contentWidth });
      const y = this.doc.y + 2;
      this.doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + this.contentWidth, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
      this.doc.y = y + 6;
      this.doc.font('regular').fontSize(10);
    });
  }

  subheading(text: string): this {
    this.doc.font('bold').fontSize(10.5);
    const height = this.doc.heightOfString(text, { width: this.contentWidth }) + 8;
    return this.keepWithNext(height, () => {
      this.doc.font('regular').fontSize(10).moveDown(0.3);
      this.doc
        .font('bold')
        .fontSize(10.5)
        .fillColor('black')
        .text(text, MARGIN, this.doc.y, { width: this.contentWidth });
      this.doc.font('regular').fontSize(10).moveDown(0.2);
    });
  }

  paragraph(text: string, options: { color?: string; italic?: boolean } = {}): this {
    this.doc.font('regular').fontSize(10);
    // A heading needs only the first lines beside it; a long paragraph then flows onto the next page.
    const height = this.doc.heightOfString(text, { width: this.contentWidth });
    this.place(Math.min(height, KEEP_LINES * this.doc.currentLineHeight(true)));
    this.doc
      .font('regular')
      .fontSize(10)
      .fillColor(options.color ?? 'black');
    this.doc.text(text, MARGIN, this.doc.y, { width: this.contentWidth });
    this.doc.fillColor('black').moveDown(0.3);
    return this;
  }

  /**
   * One row of cells side by side; the tallest cell sets the row height. `keepWithNext` makes the
   * row a heading of what follows (a table's header row, a product's name above its comment).
   */
  row(cells: Cell[], options: { color?: string; keepWithNext?: boolean } = {}): this {
    const gap = 8;
    const widths = cells.map((c) => c.width * this.contentWidth - gap);
    const heights = cells.map((c, i) => {
      this.doc.font(c.bold ? 'bold' : 'regular').fontSize(10);
      return this.doc.heightOfString(c.text || ' ', { width: widths[i] });
    });
    const height = Math.max(...heights);
    if (options.keepWithNext)
      return this.keepWithNext(height + 4, () => this.drawRow(cells, widths, height, options.color));
    this.place(height + 4);
    this.drawRow(cells, widths, height, options.color);
    return this;
  }

  private drawRow(cells: Cell[], widths: number[], height: number, color?: string): void {
    const y = this.doc.y;
    let x = MARGIN;
    cells.forEach((c, i) => {
      this.doc
        .font(c.bold ? 'bold' : 'regular')
        .fontSize(10)
        .fillColor(color ?? 'black')
        .text(c.text, x, y, { width: widths[i], align: c.align ?? 'left' });
      x += c.width * this.contentWidth;
    });
    this.doc.fillColor('black');
    this.doc.x = MARGIN;
    this.doc.y = y + height + 4;
  }

  /**
   * A square matrix of dark and light cells (a QR code's modules), `cell` points each, with a
   * light margin of `quiet` cells, and lines of text beside it; kept on one page.
   */
  matrix(
    size: number,
    dark: (row: number, col: number) => boolean,
    cell: number,
    quiet: number,
    lines: string[],
  ): this {
    const side = (size + 2 * quiet) * cell;
    this.place(side + 4);
    const top = this.doc.y;
    this.doc.save().fillColor('black');
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++)
        if (dark(row, col)) this.doc.rect(MARGIN + (col + quiet) * cell, top + (row + quiet) * cell, cell, cell);
    this.doc.fill().restore();
    const textX = MARGIN + side + 12;
    this.doc.font('regular').fontSize(10).fillColor('black');
    this.doc.y = top + quiet * cell;
    for (const line of lines) this.doc.text(line, textX, this.doc.y, { width: MARGIN + this.contentWidth - textX });
    this.doc.x = MARGIN;
    this.doc.y = Math.max(this.doc.y, top + side) + 4;
    return this;
  }

  /** A label followed by a blank line to write on by hand. */
  blankField(label: string): this {
    this.place(28);
    const y = this.doc.y + 12;
    this.doc
      .font('regular')
      .fontSize(10)
      .fillColor('black')
      .text(`${label}:`, MARGIN, y - 10, { lineBreak: false });
    const start = MARGIN + this.doc.widthOfString(`${label}:`) + 8;
    this.doc
      .moveTo(start, y)
      .lineTo(MARGIN + this.contentWidth, y)
      .lineWidth(0.5)
      .strokeColor('black')
      .stroke();
    this.doc.x = MARGIN;
    this.doc.y = y + 12;
    return this;
  }

  /** Draws the frame on every page and returns the finished document. */
  async finish(): Promise<Buffer> {
    if (this.pending.length > 0) this.place(0); // a heading with nothing after it
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      this.drawFrame(i - start + 1, count);
    }
    this.doc.end();
    return done;
  }

  private drawFrame(pageNo: number, pages: number): void {
    const { doc, frame } = this;
    const margins = doc.page.margins;
    const saved = { ...margins };
    // Writing outside the margins would otherwise start a new page.
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const width = doc.page.width - 2 * MARGIN;
    frame.headerLines.forEach((line, i) => {
      doc
        .font(i === 0 ? 'bold' : 'regular')
        .fontSize(i === 0 ? 10 : 8.5)
        .fillColor(i === 0 ? 'black' : GREY);
      doc.text(line, MARGIN, MARGIN - 10 + i * HEADER_LINE, { width, lineBreak: false, ellipsis: true });
    });
    if (frame.headerLines.length > 0) {
      const y = MARGIN - 10 + frame.headerLines.length * HEADER_LINE + 4;
      doc
        .moveTo(MARGIN, y)
        .lineTo(MARGIN + width, y)
        .lineWidth(0.5)
        .strokeColor(RULE)
        .stroke();
    }
    const footerY = doc.page.height - MARGIN - 4;
    doc
      .moveTo(MARGIN, footerY - 6)
      .lineTo(MARGIN + width, footerY - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font('regular').fontSize(8.5).fillColor(GREY);
    doc.text(frame.footerText, MARGIN, footerY, { width: width / 2, lineBreak: false });
    // 1 pt more per space keeps "1 / 3" apart for text extraction (pdftotext glues short words).
    doc.text(`${pageNo} / ${pages}`, MARGIN + width / 2, footerY, {
      width: width / 2,
      align: 'right',
      lineBreak: false,
      wordSpacing: 1,
    });
    doc.fillColor('black');
    doc.page.margins = saved;
  }
}
