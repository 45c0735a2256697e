/**
 * The downloadable documents. The documents page links to them and scripts/vite-plugin-documents.ts renders them,
 * both from this list, so a link cannot point at a file the build does not produce.
 */
export const documentIds = ['product-information', 'general-terms', 'terms-of-use'] as const;
export type DocumentId = (typeof documentIds)[number];

/** Every document exists in each of the site's languages, whichever one the site is shown in. */
export const documentLanguages = ['hr', 'en'] as const;
export type DocumentLanguage = (typeof documentLanguages)[number];

/** The PDF's path inside the build output (dist/) and, with a leading slash, on the site. */
export const documentFileName = (id: DocumentId, language: DocumentLanguage) => `documents/${id}-${language}.pdf`;

export const documentHref = (id: DocumentId, language: DocumentLanguage) => `/${documentFileName(id, language)}`;
