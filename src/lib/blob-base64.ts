/** A blob as the base64 a callable carries (without the data URL's prefix): a photo, a document. */
export function blobToBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(blob);
  });
}

/** The base64 a callable answered (a PDF, a photo, a barcode) as a blob of its type, for a download or an image. */
export const base64ToBlob = (base64: string, type: string) =>
  new Blob([Uint8Array.from(atob(base64), (character) => character.charCodeAt(0))], { type });
