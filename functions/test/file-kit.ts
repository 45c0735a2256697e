/** Files as phones and scanners make them, for the tests and benches that upload photos and documents. */
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** An 8×8 JPEG as an encoder writes it: SOI, APP0 JFIF, DQT, SOF0, DHT, SOS, 13 bytes of scan, EOI. */
export const plainJpeg = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAgACAMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AI00r/ZrzHiD23ij/9k=',
  'base64',
);

/**
 * The JPEG grown to `size` bytes with comment segments before its frame: a photo's size, and every segment for the
 * server to walk and strip, as a phone's full-size photo has.
 */
export function jpegOf(size: number): Buffer {
  const segments: Buffer[] = [];
  let left = size - plainJpeg.length;
  while (left > 4) {
    const payload = Math.min(65_533, left - 4);
    const segment = Buffer.alloc(payload + 4, 0x61);
    segment.writeUInt16BE(0xfffe, 0);
    segment.writeUInt16BE(payload + 2, 2);
    segments.push(segment);
    left -= payload + 4;
  }
  return Buffer.concat([plainJpeg.subarray(0, 2), ...segments, plainJpeg.subarray(2)]);
}

/** A scan of `pages` A4 pages, each one embedded JPEG, of about `size` bytes in all. */
export async function scannedPdf(size: number, pages = 4): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) {
    const image = await pdf.embedJpg(jpegOf(Math.floor((size - 8 * 1024) / pages)));
    pdf.addPage([595, 842]).drawImage(image, { x: 0, y: 0, width: 595, height: 842 });
  }
  return Buffer.from(await pdf.save());
}

/** A claim document as a repair shop's software writes it: one page. With `openingScript`, JavaScript runs on opening. */
export async function documentPdf(openingScript?: string): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText('Predracun popravka', { x: 50, y: 780, size: 14 });
  if (openingScript)
    document.catalog.set(
      PDFName.of('OpenAction'),
      document.context.obj({ S: 'JavaScript', JS: PDFString.of(openingScript) }),
    );
  return Buffer.from(await document.save());
}
