import fontkit from '@pdf-lib/fontkit';
import regularFont from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?inline';
import boldFont from 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf?inline';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import en from '../../../../locales/en/documents.json';
import hr from '../../../../locales/hr/documents.json';
import { documentIds, documentLanguages, type DocumentLanguage } from '../../../lib/documents';
import type { LegalDocuments } from './legal-document';
import { renderDocumentPdf } from './render-document-pdf';

// The same font files scripts/vite-plugin-documents.ts reads from disk; Vite inlines them here as data: URLs.
const bytesOf = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
const fonts = { regular: bytesOf(regularFont), bold: bytesOf(boldFont) };

const sources: Record<DocumentLanguage, LegalDocuments> = { hr, en };

const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function textOf(pdf: Uint8Array) {
  const { totalPages, text } = await extractText(await getDocumentProxy(pdf), { mergePages: true });
  return { totalPages, text: words(text) };
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsOf);
  return [];
}

describe('renderDocumentPdf', { timeout: 30_000 }, () => {
  describe.each(documentLanguages)('in %s', (language) => {
    it.each(documentIds)('renders %s as a PDF with its title and all its sections', async (id) => {
      const document = sources[language].documents[id];
      const pdf = await renderDocumentPdf(sources[language], id, language, fonts);

      expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
      const { totalPages, text } = await textOf(pdf);
      expect(totalPages).toBeGreaterThan(0);
      expect(text).toContain(words(document.title));
      const last = document.sections.at(-1);
      expect(text).toContain(words(`${document.sections.length}. ${last?.heading}`));
    });
  });

  it('keeps Croatian letters as text that can be searched and copied', async () => {
    const letters = 'č ć đ š ž Č Ć Đ Š Ž';
    const source: LegalDocuments = {
      ...hr,
      documents: {
        ...hr.documents,
        'terms-of-use': { title: letters, subtitle: letters, sections: [{ heading: letters, body: [{ p: letters }] }] },
      },
    };
    const { text } = await textOf(await renderDocumentPdf(source, 'terms-of-use', 'hr', fonts));
    expect(text).toContain(`${letters} ${letters} ${hr.publisher}`);
  });

  it('has a glyph in the embedded fonts for every character of the documents’ text', () => {
    const characters = new Set(stringsOf({ hr, en }).flatMap((text) => [...text]));
    for (const file of [fonts.regular, fonts.bold]) {
      const font = fontkit.create(file);
      const missing = [...characters].filter((character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!));
      expect(missing).toEqual([]);
    }
  });
});
