import { base64ToBlob } from './blob-base64';

/** A PDF a callable answered as `{ fileName, pdfBase64 }`, as a file to save. */
export function pdfFileOf({ fileName, pdfBase64 }: { fileName: string; pdfBase64: string }) {
  return { blob: base64ToBlob(pdfBase64, 'application/pdf'), fileName };
}
