/** A PDF a callable answered as `{ fileName, pdfBase64 }`, as a file to save. */
export function pdfFileOf({ fileName, pdfBase64 }: { fileName: string; pdfBase64: string }) {
  const bytes = Uint8Array.from(atob(pdfBase64), (character) => character.charCodeAt(0));
  return { blob: new Blob([bytes], { type: 'application/pdf' }), fileName };
}
