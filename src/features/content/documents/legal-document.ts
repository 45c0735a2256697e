import type { DocumentId } from '../../../lib/documents';

/** The shape of locales/<language>/documents.json: the text the PDF documents are generated from. */
export type LegalDocumentBlock = { p: string } | { ul: string[] };

export interface LegalDocumentSection {
  heading: string;
  body: LegalDocumentBlock[];
}

export interface LegalDocument {
  title: string;
  subtitle: string;
  sections: LegalDocumentSection[];
}

export interface LegalDocuments {
  publisher: string;
  version: string;
  /** Page footer, with `{{page}}` and `{{pages}}`. */
  pageNumber: string;
  documents: Record<DocumentId, LegalDocument>;
}
