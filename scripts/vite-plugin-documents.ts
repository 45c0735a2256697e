/**
 * Generates the PDF documents listed on /documents from the text in locales/<language>/documents.json. `vite build`
 * emits them as dist/documents/<id>-<language>.pdf; the dev server renders the same file on every request to that
 * path, so an edit to the text shows on the next download.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  documentFileName,
  documentHref,
  documentIds,
  documentLanguages,
  type DocumentId,
  type DocumentLanguage,
} from '../src/lib/documents.ts';
import type { LegalDocuments } from '../src/features/content/documents/legal-document.ts';
import { renderDocumentPdf, type DocumentFonts } from '../src/features/content/documents/render-document-pdf.ts';

const fontFiles = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;

async function loadFonts(root: string): Promise<DocumentFonts> {
  const require = createRequire(join(root, 'package.json'));
  const [regular, bold] = await Promise.all([
    readFile(require.resolve(fontFiles.regular)),
    readFile(require.resolve(fontFiles.bold)),
  ]);
  return { regular, bold };
}

const sourcePath = (root: string, language: DocumentLanguage) => join(root, 'locales', language, 'documents.json');

async function readSource(root: string, language: DocumentLanguage): Promise<LegalDocuments> {
  return JSON.parse(await readFile(sourcePath(root, language), 'utf8')) as LegalDocuments;
}

const documentsByHref = new Map<string, { id: DocumentId; language: DocumentLanguage }>(
  documentIds.flatMap((id) => documentLanguages.map((language) => [documentHref(id, language), { id, language }])),
);

export function documentsPlugin(): Plugin {
  let root = process.cwd();
  let fonts: Promise<DocumentFonts> | undefined;
  const loadFontsOnce = () => (fonts ??= loadFonts(root));

  return {
    name: 'ao-documents',
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      for (const language of documentLanguages) this.addWatchFile(sourcePath(root, language));
    },
    async generateBundle() {
      for (const language of documentLanguages) {
        const source = await readSource(root, language);
        for (const id of documentIds) {
          this.emitFile({
            type: 'asset',
            fileName: documentFileName(id, language),
            source: await renderDocumentPdf(source, id, language, await loadFontsOnce()),
          });
        }
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const document = documentsByHref.get(new URL(request.url ?? '/', 'http://localhost').pathname);
        if (!document) {
          next();
          return;
        }
        readSource(root, document.language)
          .then(async (source) => renderDocumentPdf(source, document.id, document.language, await loadFontsOnce()))
          .then((pdf) => {
            response.writeHead(200, {
              'Content-Type': 'application/pdf',
              'Content-Length': pdf.byteLength,
              'Cache-Control': 'no-cache',
            });
            response.end(pdf);
          }, next);
      });
    },
  };
}
