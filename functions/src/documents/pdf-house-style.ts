/**
 * The house style of every PDF the product publishes: the legal documents of /documents (rendered at build time by
 * the SPA's Vite plugin, which imports this file across the package boundary) and the e-policy (rendered here). One
 * declaration, so a policy looks like the terms it refers to.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/**
 * TrueType fonts to embed. The 14 standard PDF fonts cannot encode č, ć, đ, š or ž, so the text needs a font of
 * its own; only the glyphs used are embedded.
 */
export interface HouseFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

export interface TextStyle {
  font: PDFFont;
  size: number;
  lineHeight: number;
  color: RGB;
}

export interface HouseStyles {
  title: TextStyle;
  subtitle: TextStyle;
  heading: TextStyle;
  body: TextStyle;
  /** The conditions and notices printed after a document's data: smaller than the body, as dark. */
  smallPrint: TextStyle;
  /** Bylines, notes and the page footer. */
  small: TextStyle;
}

export interface HouseDocumentInfo {
  title: string;
  subject: string;
  author: string;
  /** Creator and producer: the service that publishes the document. */
  publisher: string;
  language: string;
  /** Taken from the document's own data, never from the clock, so the same input gives the same file. */
  createdAt?: Date;
}

export interface LabelledValue {
  label: string;
  value: string;
}

export interface AmountRow {
  label: string;
  /** One per amount column, already formatted; an empty string leaves the cell blank. */
  amounts: string[];
}

/** A4 in points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = { top: 64, bottom: 72, side: 62 };
const textWidth = pageSize[0] - 2 * margin.side;
const bulletIndent = 16;
const labelColumnWidth = 170;
const narrowLabelColumnWidth = 93;
const columnGap = 10;
const pairGap = 14;
const amountColumnWidth = 96;
const rowPadding = 2;
const cellPadding = 3;
const box = { padding: 12, bar: 4, rowGap: 8 };

// The site's theme colours (src/app/theme.ts): text, primaryStrong, textMuted, primary, surface, border.
const colors = {
  text: rgb(0.106, 0.149, 0.192),
  heading: rgb(0.027, 0.204, 0.278),
  muted: rgb(0.29, 0.353, 0.408),
  accent: rgb(0.043, 0.31, 0.424),
  surface: rgb(0.953, 0.965, 0.973),
  border: rgb(0.788, 0.827, 0.859),
};

/**
 * Text widths, remembered per font and size across documents: measuring runs the font's layout engine, and every
 * policy measures the same labels and words again. The fonts are embedded under fixed names, so a name is a font.
 * Bounded, because names and addresses make the words of a long-lived instance endless.
 */
const measured = new Map<string, number>();
const maxMeasured = 50_000;
export function widthOf(text: string, style: TextStyle): number {
  const key = `${style.font.name}|${style.size}|${text}`;
  let width = measured.get(key);
  if (width === undefined) {
    if (measured.size >= maxMeasured) measured.clear();
    width = style.font.widthOfTextAtSize(text, style.size);
    measured.set(key, width);
  }
  return width;
}

/** How many of `characters` fit `width`: at least one, so that cutting a word always moves on. */
function fittingLength(characters: string[], style: TextStyle, width: number): number {
  let length = characters.length;
  while (length > 1 && widthOf(characters.slice(0, length).join(''), style) > width) length -= 1;
  return length;
}

/**
 * Breaks only at ordinary spaces: a no-break space (as in `1.300.000 €`) keeps its words on one line. A single word
 * wider than the column (an e-mail address in a narrow column) is cut where it must be rather than run off the page.
 */
export function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  const space = widthOf(' ', style);
  let line = '';
  // A line's width is the sum of its words and spaces: measured word by word, so each word is measured once.
  let lineWidth = 0;
  for (const word of text.split(' ').filter(Boolean)) {
    const wordWidth = widthOf(word, style);
    if (line && lineWidth + space + wordWidth > width) {
      lines.push(line);
      line = word;
      lineWidth = wordWidth;
    } else {
      lineWidth = line ? lineWidth + space + wordWidth : wordWidth;
      line = line ? `${line} ${word}` : word;
    }
    while (lineWidth > width) {
      const characters = Array.from(line);
      const length = fittingLength(characters, style, width);
      if (length === characters.length) break;
      lines.push(characters.slice(0, length).join(''));
      line = characters.slice(length).join('');
      lineWidth = widthOf(line, style);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays a document out top to bottom, starting a new page when the next lines would not fit above the bottom margin. */
export class Layout {
  private page!: PDFPage;
  private y = 0;
  /** A section heading waits for what follows it, so that the two can start a new page together. */
  private pendingHeading: string | undefined;

  private constructor(
    private readonly pdf: PDFDocument,
    readonly styles: HouseStyles,
  ) {
    this.newPage();
  }

  /** A new A4 document with the house fonts embedded and its metadata set. */
  static async create(fonts: HouseFonts, info: HouseDocumentInfo): Promise<Layout> {
    // Without `updateMetadata: false` pdf-lib stamps the current time, and the same input would give another file.
    const pdf = await PDFDocument.create({ updateMetadata: false });
    pdf.registerFontkit(fontkit);
    // A fixed subset name instead of pdf-lib's random one, for the same reason.
    const regular = await pdf.embedFont(fonts.regular, { subset: true, customName: 'AODOCR+DejaVuSans' });
    const bold = await pdf.embedFont(fonts.bold, { subset: true, customName: 'AODOCB+DejaVuSans-Bold' });

    pdf.setTitle(info.title, { showInWindowTitleBar: true });
    pdf.setSubject(info.subject);
    pdf.setAuthor(info.author);
    pdf.setCreator(info.publisher);
    pdf.setProducer(info.publisher);
    pdf.setLanguage(info.language);
    if (info.createdAt) {
      pdf.setCreationDate(info.createdAt);
      pdf.setModificationDate(info.createdAt);
    }

    return new Layout(pdf, {
      title: { font: bold, size: 19, lineHeight: 24, color: colors.heading },
      subtitle: { font: regular, size: 11.5, lineHeight: 16, color: colors.muted },
      heading: { font: bold, size: 12, lineHeight: 16, color: colors.heading },
      body: { font: regular, size: 10, lineHeight: 14.5, color: colors.text },
      smallPrint: { font: regular, size: 8.5, lineHeight: 12, color: colors.text },
      small: { font: regular, size: 8.5, lineHeight: 12, color: colors.muted },
    });
  }

  private newPage() {
    this.page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }

  space(points: number) {
    this.y -= points;
  }

  /** Starts a new page unless `height` still fits on this one. */
  keep(height: number) {
    if (this.y - height < margin.bottom) this.newPage();
  }

  text(text: string, style: TextStyle, indent = 0) {
    if (this.pendingHeading !== undefined) this.begin(2 * style.lineHeight);
    for (const line of wrap(text, style, textWidth - indent)) {
      this.keep(style.lineHeight);
      this.y -= style.lineHeight;
      this.page.drawText(line, { x: margin.side + indent, y: this.y, ...style });
    }
  }

  bullet(text: string, style: TextStyle) {
    if (this.pendingHeading !== undefined) this.begin(2 * style.lineHeight);
    this.keep(style.lineHeight);
    this.page.drawText('•', { x: margin.side + 4, y: this.y - style.lineHeight, ...style });
    this.text(text, style, bulletIndent);
  }

  rule() {
    this.y -= 10;
    this.line(colors.muted, 0.75);
    this.y -= 6;
  }

  /** The title block every document opens with, closed by a rule. */
  header(title: string, subtitle: string, bylines: readonly string[]) {
    this.text(title, this.styles.title);
    this.space(4);
    this.text(subtitle, this.styles.subtitle);
    this.space(2);
    for (const byline of bylines) this.text(byline, this.styles.small);
    this.rule();
  }

  /**
   * A heading never ends a page: it is drawn with the block that follows it, and stays with that block's first two
   * lines of text, or with the whole of a block of rows, a table's first row or a highlighted box.
   */
  section(heading: string) {
    this.space(12);
    this.pendingHeading = heading;
  }

  /** Starts a block whose first `height` points must not be separated from a pending heading, or from each other. */
  private begin(height: number) {
    const heading = this.pendingHeading;
    if (heading === undefined) {
      this.keep(height);
      return;
    }
    this.pendingHeading = undefined;
    this.keep(this.styles.heading.lineHeight + height);
    this.text(heading, this.styles.heading);
    this.space(3);
  }

  /**
   * Labels beside their values, a rule under each line. With `perLine` 2 two pairs share a line, which suits short
   * values; each label column is then only as wide as its longest label, to leave the values room.
   */
  rows(rows: readonly LabelledValue[], perLine: 1 | 2 = 1) {
    const { body } = this.styles;
    const label = { ...body, size: 9, color: colors.muted };
    const pairWidth = (textWidth - (perLine - 1) * pairGap) / perLine;
    const labelWidths = Array.from({ length: perLine }, (_, column) =>
      perLine === 1
        ? labelColumnWidth
        : Math.min(
            narrowLabelColumnWidth,
            Math.max(...rows.filter((_, index) => index % perLine === column).map((row) => widthOf(row.label, label))),
          ),
    );
    const lines: { pairs: { x: number; valueX: number; label: string[]; value: string[] }[]; height: number }[] = [];
    for (let start = 0; start < rows.length; start += perLine) {
      const pairs = rows.slice(start, start + perLine).map((row, column) => {
        const labelWidth = labelWidths[column] ?? labelColumnWidth;
        const x = margin.side + column * (pairWidth + pairGap);
        return {
          x,
          valueX: x + labelWidth + columnGap,
          label: wrap(row.label, label, labelWidth),
          value: wrap(row.value, body, pairWidth - labelWidth - columnGap),
        };
      });
      const textLines = Math.max(...pairs.map((pair) => Math.max(pair.label.length, pair.value.length)));
      lines.push({ pairs, height: textLines * body.lineHeight + 2 * rowPadding });
    }
    // A block of facts reads as one: it moves to the next page whole rather than split, when it fits on one.
    this.begin(lines.reduce((sum, line) => sum + line.height, 0));
    for (const { pairs, height } of lines) {
      this.keep(height);
      this.y -= rowPadding;
      for (const pair of pairs) {
        this.drawLines(pair.label, label, pair.x);
        this.drawLines(pair.value, body, pair.valueX);
      }
      this.y -= height - rowPadding;
      this.line(colors.border, 0.5);
    }
  }

  /** A table whose first column names the row and whose other columns hold right-aligned amounts, closed by a total. */
  amountTable(columns: AmountRow, rows: readonly AmountRow[], total: AmountRow) {
    const columnHeader = { ...this.styles.small, font: this.styles.title.font };
    const strong = { ...this.styles.body, font: this.styles.title.font };
    const headerHeight = this.amountRowHeight(columns, columnHeader);
    const firstRow = rows[0] ?? total;
    this.begin(headerHeight + this.amountRowHeight(firstRow, this.styles.body));
    this.amountRow(columns, columnHeader);
    this.line(colors.muted, 0.75);
    for (const row of rows) {
      this.amountRow(row, this.styles.body);
      this.line(colors.border, 0.5);
    }
    this.keep(this.amountRowHeight(total, strong));
    this.line(colors.muted, 0.75);
    this.amountRow(total, strong);
  }

  /** A tinted box for what a reader looks for first; each inner array is one row of equally wide cells. */
  highlight(rows: readonly (readonly LabelledValue[])[]) {
    const { small } = this.styles;
    const value = { ...this.styles.title, size: 13, lineHeight: 17 };
    const innerWidth = textWidth - 2 * box.padding - box.bar;
    const laidOut = rows.map((cells) => {
      const cellWidth = (innerWidth - columnGap * (cells.length - 1)) / cells.length;
      const wrapped = cells.map((cell) => ({
        label: wrap(cell.label, small, cellWidth),
        value: wrap(cell.value, value, cellWidth),
      }));
      const height = Math.max(
        ...wrapped.map((cell) => cell.label.length * small.lineHeight + cell.value.length * value.lineHeight),
      );
      return { cellWidth, wrapped, height };
    });
    const height =
      2 * box.padding + laidOut.reduce((sum, row) => sum + row.height, 0) + box.rowGap * (laidOut.length - 1);
    this.begin(height);
    const bottom = this.y - height;
    this.page.drawRectangle({ x: margin.side, y: bottom, width: textWidth, height, color: colors.surface });
    this.page.drawRectangle({ x: margin.side, y: bottom, width: box.bar, height, color: colors.accent });
    this.y -= box.padding;
    laidOut.forEach((row, index) => {
      if (index > 0) this.y -= box.rowGap;
      row.wrapped.forEach((cell, column) => {
        const x = margin.side + box.bar + box.padding + column * (row.cellWidth + columnGap);
        this.drawLines(cell.label, small, x);
        this.drawLines(cell.value, value, x, this.y - cell.label.length * small.lineHeight);
      });
      this.y -= row.height;
    });
    this.y = bottom;
  }

  /**
   * A PNG centred in the column, `width` points wide (at most the column) and as high as its proportions make it,
   * whole on one page: a barcode split across two cannot be scanned.
   */
  async image(png: Uint8Array, width: number) {
    const image = await this.pdf.embedPng(png);
    const drawnWidth = Math.min(width, textWidth);
    const height = (drawnWidth * image.height) / image.width;
    this.begin(height);
    this.y -= height;
    this.page.drawImage(image, { x: margin.side + (textWidth - drawnWidth) / 2, y: this.y, width: drawnWidth, height });
  }

  /** Draws every page's footer (publisher or reference on the left, "page x of y" on the right) and saves. */
  async save(footer: { left: string; pageNumber: string }): Promise<Uint8Array> {
    const { small } = this.styles;
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const y = margin.bottom / 2;
      const number = footer.pageNumber
        .replace('{{page}}', String(index + 1))
        .replace('{{pages}}', String(pages.length));
      page.drawText(footer.left, { x: margin.side, y, ...small });
      page.drawText(number, { x: pageSize[0] - margin.side - widthOf(number, small), y, ...small });
    });
    return this.pdf.save();
  }

  /** Lines top-down from `top`; the layout's position does not move. */
  private drawLines(lines: readonly string[], style: TextStyle, x: number, top = this.y) {
    lines.forEach((line, index) => {
      this.page.drawText(line, { x, y: top - (index + 1) * style.lineHeight, ...style });
    });
  }

  private line(color: RGB, thickness: number) {
    this.page.drawLine({
      start: { x: margin.side, y: this.y },
      end: { x: pageSize[0] - margin.side, y: this.y },
      thickness,
      color,
    });
  }

  private amountRowHeight(row: AmountRow, style: TextStyle): number {
    const labelWidth = textWidth - row.amounts.length * amountColumnWidth - columnGap;
    return wrap(row.label, style, labelWidth).length * style.lineHeight + 2 * cellPadding;
  }

  private amountRow(row: AmountRow, style: TextStyle) {
    const labelWidth = textWidth - row.amounts.length * amountColumnWidth - columnGap;
    const height = this.amountRowHeight(row, style);
    this.keep(height);
    this.y -= cellPadding;
    this.drawLines(wrap(row.label, style, labelWidth), style, margin.side);
    row.amounts.forEach((amount, index) => {
      const right = pageSize[0] - margin.side - (row.amounts.length - 1 - index) * amountColumnWidth;
      this.page.drawText(amount, { x: right - widthOf(amount, style), y: this.y - style.lineHeight, ...style });
    });
    this.y -= height - cellPadding;
  }
}
