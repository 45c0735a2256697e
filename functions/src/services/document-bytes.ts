/**
 * What a claim document sent as a PDF must be, told by its bytes: a PDF a reader opens as it is, with at least one
 * page, not encrypted, and passive. It goes to the insurer's staff and ours, who open it, so nothing in it may run or
 * carry another file: no JavaScript (as an action, in the document's names or as a link's `javascript:` address), no
 * launch action, no additional actions (`/AA`, which run on opening a page or touching a field), no embedded or
 * attached files, no XFA form (its scripts run in the readers that support it), no rich media. The file is kept as it came, so a signed document keeps
 * its signature; anything we cannot vouch for is refused rather than repaired.
 *
 * pdf-lib is forgiving where we must not be, and is loaded only when a PDF is checked: it is large, and the callable's
 * first call should not wait for it.
 */
import type { PDFContext, PDFObject } from 'pdf-lib';
import { claimErrorKeys } from '../contracts/claim-error-keys.js';
import { claimDocumentContentTypes, type ClaimDocumentContentType } from '../contracts/claim.js';
import { maxClaimDocumentBytes } from '../contracts/request-sizes.js';
import { maxClaimDocumentFileName } from '../contracts/upload-claim-document.js';
import { DomainError } from './domain-error.js';
import { checkPhoto } from './photo-bytes.js';

/** A document the claim does not take, whatever the reason: the driver can only choose another file. */
export const documentNotAccepted = () =>
  new DomainError('invalid-argument', { errorKey: claimErrorKeys.claimDocumentNotAccepted });

/** Keys whose presence makes a document active, or a carrier of another file. */
const forbiddenKeys = new Set([
  'JS',
  'JavaScript',
  'AA',
  'EmbeddedFiles',
  'EF',
  'XFA',
  'RichMediaContent',
  'RichMediaSettings',
]);
/** Names that, as a value (an action's `/S`, an object's `/Type` or `/Subtype`), say the same. */
const forbiddenValues = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'RichMedia', 'RichMediaExecute']);
/**
 * Found anywhere in the raw bytes they refuse the file too: a reader goes where the cross-reference points, which can
 * be an object pdf-lib reads as part of a stream's data. Only names long enough never to occur by chance in compressed
 * data; every JavaScript action names `/JavaScript`.
 */
const forbiddenRawNames = new Set(['JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);

/**
 * The most objects a document may hold. A four-page scan has about twenty, a hundred pages of office software's output
 * a few hundred. pdf-lib spends 25–120 µs an object: a 4 MiB file packed with 100,000 tiny ones took 2.7 s, and
 * 2,278 pages of text (4,560 objects) 0.54 s on a busy two-core machine. At this cap a file is read, or refused,
 * within about half a second.
 */
export const maxPdfObjects = 4_000;

/** A name as a reader reads it: pdf-lib leaves `#xx` escapes with lower-case hex digits as they are. */
const unescaped = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name token in the file's bytes, as a reader would read it. */
function hasForbiddenRawName(text: string): boolean {
  for (const [, raw] of text.matchAll(/\/([^\0\t\n\f\r ()<>[\]{}/%]+)/g))
    if (raw && forbiddenRawNames.has(raw.includes('#') ? unescaped(raw) : raw)) return true;
  return false;
}

/** Where a reader starts: the last `startxref`, which must point at a cross-reference table or stream. */
function hasCrossReference(text: string): boolean {
  const tail = text.slice(-2048);
  const found = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  if (!found?.[1]) return false;
  const offset = Number(found[1]);
  if (offset >= text.length) return false;
  return /^\s*(xref|\d+\s+\d+\s+obj)/.test(text.slice(offset, offset + 64));
}

/** Throws `claimDocumentNotAccepted` unless the bytes are a passive, readable, unencrypted PDF with a page. */
export async function checkPdf(bytes: Buffer): Promise<void> {
  // A reader looks for the end-of-file marker within the last kilobyte; a file cut off has lost it.
  if (
    bytes.subarray(0, 5).toString('latin1') !== '%PDF-' ||
    !bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF', 0, 'latin1')
  )
    throw documentNotAccepted();
  const text = bytes.toString('latin1');
  if (!hasCrossReference(text) || hasForbiddenRawName(text)) throw documentNotAccepted();

  const { PDFArray, PDFDict, PDFHexString, PDFName, PDFParser, PDFRef, PDFStream, PDFString } = await import('pdf-lib');
  // Strict: an object pdf-lib cannot read throws, where it would otherwise be kept as an opaque blob. Every thousand
  // objects the parser lets the instance's other calls run, as a document dense with objects takes up to a second (its
  // default, every hundred, waits for a timer each time and adds a fifth to that).
  const parser = PDFParser.forBytesWithOptions(bytes, 1000, true);
  // Every object parsed, also one that a later definition of the same number replaces: the cross-reference may point
  // a reader at the earlier one. pdf-lib's context keeps the last only, so its assignments are watched.
  const parsed: PDFObject[] = [];
  const context = (parser as unknown as { context: PDFContext }).context;
  const assign = context.assign.bind(context);
  context.assign = (ref, object) => {
    parsed.push(object);
    if (parsed.length > maxPdfObjects) throw documentNotAccepted();
    assign(ref, object);
  };
  try {
    await parser.parseDocument();
  } catch {
    throw documentNotAccepted();
  }
  if (context.trailerInfo.Encrypt) throw documentNotAccepted();

  const lookup = (object: PDFObject | undefined) => (object instanceof PDFRef ? context.lookup(object) : object);
  const nameOf = (object: PDFObject | undefined) =>
    object instanceof PDFName ? unescaped(object.decodeText()) : undefined;
  const textOf = (object: PDFObject | undefined) =>
    object instanceof PDFString || object instanceof PDFHexString ? object.decodeText() : '';
  // Objects inside objects, without following references: each indirect object is in `parsed` itself.
  const pending = [...parsed];
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFStream) pending.push(object.dict);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFName && forbiddenValues.has(nameOf(object) ?? '')) throw documentNotAccepted();
    else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (forbiddenKeys.has(nameOf(key) ?? '')) throw documentNotAccepted();
        pending.push(value);
      }
      // A link to a `javascript:` address runs it in readers that follow such links.
      if (
        nameOf(lookup(object.get(PDFName.of('S')))) === 'URI' &&
        /^\s*javascript:/i.test(textOf(lookup(object.get(PDFName.of('URI')))))
      )
        throw documentNotAccepted();
    }
  }

  const catalog = lookup(context.trailerInfo.Root);
  if (!(catalog instanceof PDFDict) || nameOf(catalog.get(PDFName.of('Type'))) !== 'Catalog')
    throw documentNotAccepted();
  // Down the page tree to one page, each node once: a tree that only loops has none.
  const seen = new Set<PDFObject>();
  const nodes = [catalog.get(PDFName.of('Pages'))];
  while (nodes.length > 0) {
    const node = lookup(nodes.pop());
    if (!(node instanceof PDFDict) || seen.has(node)) continue;
    seen.add(node);
    const type = nameOf(node.get(PDFName.of('Type')));
    if (type === 'Page') return;
    const kids = lookup(node.get(PDFName.of('Kids')));
    if (type === 'Pages' && kids instanceof PDFArray) nodes.push(...kids.asArray());
  }
  throw documentNotAccepted();
}

const isDocumentType = (contentType: string): contentType is ClaimDocumentContentType =>
  (claimDocumentContentTypes as readonly string[]).includes(contentType);

/**
 * What a claim document is, told by its bytes as a statement photo is, never by the name or the type the phone gave
 * it (a phone names a scan `.jpg`, a gallery a photo `.pdf`): a PDF as it came once `checkPdf` vouches for it, a JPEG,
 * PNG or WebP with its metadata stripped. Anything else, HEIC included (the insurer takes none), is refused.
 */
export async function checkDocument(bytes: Buffer): Promise<{ contentType: ClaimDocumentContentType; bytes: Buffer }> {
  if (bytes.length === 0 || bytes.length > maxClaimDocumentBytes) throw documentNotAccepted();
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    await checkPdf(bytes);
    return { contentType: 'application/pdf', bytes };
  }
  let photo: ReturnType<typeof checkPhoto>;
  try {
    photo = checkPhoto(bytes);
  } catch {
    throw documentNotAccepted();
  }
  const { contentType } = photo;
  if (!isDocumentType(contentType)) throw documentNotAccepted();
  return { contentType, bytes: photo.bytes };
}

const extensions: Readonly<Record<ClaimDocumentContentType, string>> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
/** Endings that name a file's type: one that is not what the bytes are is replaced, any other ending is kept. */
const typeEnding = /\.(pdf|jpe?g|jpe|jfif|png|webp|heic|heif|avif|gif|bmp|tiff?)$/i;
const rightEnding: Readonly<Record<ClaimDocumentContentType, RegExp>> = {
  'application/pdf': /\.pdf$/i,
  'image/jpeg': /\.(jpe?g|jpe|jfif)$/i,
  'image/png': /\.png$/i,
  'image/webp': /\.webp$/i,
};
/**
 * The driver's file name with the ending of what the bytes are, so that whoever opens the document (the insurer's
 * staff, ours, the driver's list) gets the program for it: `racun.jpg` that is a PDF is kept as `racun.pdf`.
 */
export function documentFileName(name: string, contentType: ClaimDocumentContentType): string {
  if (rightEnding[contentType].test(name)) return name;
  const ending = `.${extensions[contentType]}`;
  const stem = name.replace(typeEnding, '') || 'dokument';
  return `${stem.slice(0, maxClaimDocumentFileName - ending.length)}${ending}`;
}
