import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { DocumentId, DocumentLanguage } from './document-list';
import type { LegalDocuments } from './legal-document';

/**
 * TrueType fonts to embed. The 14 standard PDF fonts cannot encode č, ć, đ, š or ž, so the text needs a font of
 * its own; only the glyphs used are embedded.
 */
export interface DocumentFonts {
  regular: Uint8Array;
  bold: Uint8Array;
}

interface TextStyle {
  font: PDFFont;
  size: number;
  lineHeight: number;
  color: RGB;
}

/** A4 in points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = { top: 64, bottom: 72, side: 62 };
const textWidth = pageSize[0] - 2 * margin.side;
const bulletIndent = 16;

// The site's theme colours (src/app/theme.ts): text, primaryStrong, textMuted.
const colors = { text: rgb(0.106, 0.149, 0.192), heading: rgb(0.027, 0.204, 0.278), muted: rgb(0.29, 0.353, 0.408) };

/** Breaks only at ordinary spaces: a no-break space (as in `1.300.000 €`) keeps its words on one line. */
function wrap(text: string, style: TextStyle, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && style.font.widthOfTextAtSize(candidate, style.size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Lays text out top to bottom, starting a new page when the next lines would not fit above the bottom margin. */
class Layout {
  private page!: PDFPage;
  private y = 0;

  constructor(private readonly pdf: PDFDocument) {
    this.newPage();
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
    for (const line of wrap(text, style, textWidth - indent)) {
      this.keep(style.lineHeight);
      this.y -= style.lineHeight;
      this.page.drawText(line, { x: margin.side + indent, y: this.y, ...style });
    }
  }

  bullet(text: string, style: TextStyle) {
    this.keep(style.lineHeight);
    this.page.drawText('•', { x: margin.side + 4, y: this.y - style.lineHeight, ...style });
    this.text(text, style, bulletIndent);
  }

  rule() {
    this.y -= 10;
    this.page.drawLine({
      start: { x: margin.side, y: this.y },
      end: { x: pageSize[0] - margin.side, y: this.y },
      thickness: 0.75,
      color: colors.muted,
    });
    this.y -= 6;
  }
}

/** Renders one document of locales/<language>/documents.json as an A4 PDF. */
export async function renderDocumentPdf(
  source: LegalDocuments,
  id: DocumentId,
  language: DocumentLanguage,
  fonts: DocumentFonts,
): Promise<Uint8Array> {
  const document = source.documents[id];
  // Without `updateMetadata: false` pdf-lib stamps the current time, and every build would differ.
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  // A fixed subset name instead of pdf-lib's random one, for the same reason.
  const regular = await pdf.embedFont(fonts.regular, { subset: true, customName: 'AODOCR+DejaVuSans' });
  const bold = await pdf.embedFont(fonts.bold, { subset: true, customName: 'AODOCB+DejaVuSans-Bold' });

  pdf.setTitle(document.title, { showInWindowTitleBar: true });
  pdf.setSubject(document.subtitle);
  pdf.setAuthor(source.publisher);
  pdf.setCreator(source.publisher);
  pdf.setProducer(source.publisher);
  pdf.setLanguage(language);

  const body: TextStyle = { font: regular, size: 10, lineHeight: 14.5, color: colors.text };
  const title: TextStyle = { font: bold, size: 19, lineHeight: 24, color: colors.heading };
  const subtitle: TextStyle = { font: regular, size: 11.5, lineHeight: 16, color: colors.muted };
  const heading: TextStyle = { font: bold, size: 12, lineHeight: 16, color: colors.heading };
  const small: TextStyle = { font: regular, size: 8.5, lineHeight: 12, color: colors.muted };

  const layout = new Layout(pdf);
  layout.text(document.title, title);
  layout.space(4);
  layout.text(document.subtitle, subtitle);
  layout.space(2);
  layout.text(`${source.publisher} · ${source.version}`, small);
  layout.rule();

  document.sections.forEach((section, index) => {
    layout.space(12);
    // A heading never ends a page: it stays with at least two lines of its text.
    layout.keep(heading.lineHeight + 2 * body.lineHeight);
    layout.text(`${index + 1}. ${section.heading}`, heading);
    layout.space(3);
    for (const block of section.body) {
      if ('p' in block) {
        layout.text(block.p, body);
      } else {
        for (const item of block.ul) layout.bullet(item, body);
      }
      layout.space(5);
    }
  });

  const pages = pdf.getPages();
  pages.forEach((page, index) => {
    const y = margin.bottom / 2;
    const number = source.pageNumber.replace('{{page}}', String(index + 1)).replace('{{pages}}', String(pages.length));
    page.drawText(source.publisher, { x: margin.side, y, ...small });
    page.drawText(number, {
      x: pageSize[0] - margin.side - small.font.widthOfTextAtSize(number, small.size),
      y,
      ...small,
    });
  });

  return pdf.save();
}
