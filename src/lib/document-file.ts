import { claimDocumentContentTypes, type ClaimDocumentContentType } from '@contracts/claim';
import { maxClaimDocumentBytes } from '@contracts/request-sizes';
import { hasFormatCharacter } from '@contracts/text-rules';
import { reducePhoto } from './reduce-photo';

/** Why the phone will not send a file: its name hides characters, it is too big, or it is no photo or PDF it reads. */
export type DocumentRefusal = 'invisible-name' | 'too-big' | 'not-readable';

export class DocumentRefused extends Error {
  constructor(readonly reason: DocumentRefusal) {
    super(reason);
    this.name = 'DocumentRefused';
  }
}

/**
 * Told by its first bytes, as the server tells it, not by its name or the type the phone guesses from the name: a
 * PDF saved as `racun.jpg` is still a PDF, and a photo named `.pdf` still a photo.
 */
export const isPdf = async (file: Blob) => (await file.slice(0, 5).text()) === '%PDF-';
const accepted = new Set<string>(claimDocumentContentTypes);

/**
 * A document as it goes to the server (a claim's, a policy's proof of sale): a PDF as it is, a photo reduced on the
 * phone as the statement's photos are (1600 px, 400 kB).
 */
export async function prepareDocument(
  file: File,
): Promise<{ blob: Blob; contentType: ClaimDocumentContentType; fileName: string }> {
  // A right-to-left override makes "racun\u202Efdp.exe" read "racunexe.pdf": no such name is taken, and the driver
  // can rename the file where a retry could not.
  if (hasFormatCharacter(file.name)) throw new DocumentRefused('invisible-name');
  if (await isPdf(file)) {
    if (file.size > maxClaimDocumentBytes) throw new DocumentRefused('too-big');
    return { blob: file, contentType: 'application/pdf', fileName: file.name };
  }
  const blob = await reducePhoto(file).catch(() => {
    throw new DocumentRefused('not-readable');
  });
  // A photo this browser could not draw goes as it is, which the server takes only as a JPEG, PNG or WebP.
  if (!accepted.has(blob.type)) throw new DocumentRefused('not-readable');
  const fileName = blob === file ? file.name : `${file.name.replace(/\.[^.]*$/, '') || 'slika'}.jpg`;
  return { blob, contentType: blob.type as ClaimDocumentContentType, fileName: fileName.slice(0, 120) };
}
