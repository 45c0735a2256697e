import { Layout, type HouseFonts } from '../../../../functions/src/documents/pdf-house-style';
import type { DocumentId, DocumentLanguage } from '../../../lib/documents';
import type { LegalDocuments } from './legal-document';

/** The DejaVu regular and bold font files the house style embeds. */
export type DocumentFonts = HouseFonts;

/** Renders one document of locales/<language>/documents.json as an A4 PDF in the house style. */
export async function renderDocumentPdf(
  source: LegalDocuments,
  id: DocumentId,
  language: DocumentLanguage,
  fonts: DocumentFonts,
): Promise<Uint8Array> {
  const document = source.documents[id];
  const layout = await Layout.create(fonts, {
    title: document.title,
    subject: document.subtitle,
    author: source.publisher,
    publisher: source.publisher,
    language,
  });
  const { body } = layout.styles;

  layout.header(document.title, document.subtitle, [`${source.publisher} · ${source.version}`]);
  document.sections.forEach((section, index) => {
    layout.section(`${index + 1}. ${section.heading}`);
    for (const block of section.body) {
      if ('p' in block) {
        layout.text(block.p, body);
      } else {
        for (const item of block.ul) layout.bullet(item, body);
      }
      layout.space(5);
    }
  });

  return layout.save({ left: source.publisher, pageNumber: source.pageNumber });
}
