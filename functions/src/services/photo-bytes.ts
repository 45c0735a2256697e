/**
 * What an accident photo is, told by its bytes and never by its name or the type the phone claims, and the same bytes
 * without what a camera writes about the driver: where the photo was taken (GPS), the phone's make, model and serial
 * number, the editing software, comments. JPEG, PNG and WebP keep only what drawing the picture needs (the image, its
 * colour profile, its transparency) and drop every other segment or chunk, one we do not know too. HEIC/HEIF keep
 * their boxes as they are, with the Exif and XMP items' bytes blanked in place. The phone already re-encodes photos
 * through a canvas, which drops all of it; this is for the phone that could not (a HEIC it cannot draw) and for a
 * client that is not our page.
 *
 * Only the containers are read, not the pixels: a file whose structure is whole but whose image data is damaged gets
 * through, and shows as a broken image to whoever opens it, never to anyone else.
 */
import { crc32 } from 'node:zlib';
import type { StatementPhoto } from '../contracts/accident-statement.js';
import { accidentErrorKeys } from '../contracts/accident-error-keys.js';
import { DomainError } from './domain-error.js';

export type PhotoContentType = StatementPhoto['contentType'];

/** A file we do not take, whatever the reason: the driver can only choose another photo. */
const refused = () => new DomainError('invalid-argument', { errorKey: accidentErrorKeys.photoNotAccepted });

function startsWith(bytes: Buffer, signature: number[] | string, at = 0): boolean {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
}

/** The photo's type and its bytes without metadata; throws `photo-not-accepted` for anything else or a damaged one. */
export function checkPhoto(bytes: Buffer): { contentType: PhotoContentType; bytes: Buffer } {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', bytes: stripJpeg(bytes) };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', bytes: stripPng(bytes) };
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8))
    return { contentType: 'image/webp', bytes: stripWebp(bytes) };
  if (startsWith(bytes, 'ftyp', 4)) return stripHeif(bytes);
  throw refused();
}

// ---------------------------------------------------------------------------------------------------------------------
// JPEG: a sequence of marker segments. Kept: what decoding reads (frame and scan headers, the quantisation, Huffman and
// arithmetic tables, the restart interval, the line count and the hierarchical segments), JFIF, the colour profile
// (ICC) and Adobe's colour transform flag. Dropped: every other segment, so every other application segment (APP1
// Exif with GPS and XMP, APP13 IPTC, MPF, C2PA's JUMBF and makers' own), comments, and the reserved and extension
// markers a decoder skips; and anything after the end of the image (a phone's trailer, a motion photo's video).

const sof = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** SOFn, DHT, DAC, SOS, DQT, DNL, DRI, DHP, EXP. */
const decodingSegments = new Set([...sof, 0xc4, 0xcc, 0xda, 0xdb, 0xdc, 0xdd, 0xde, 0xdf]);
const isRestart = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

function keepJpegSegment(marker: number, payload: Buffer): boolean {
  if (decodingSegments.has(marker)) return true;
  if (marker === 0xe0) return startsWith(payload, 'JFIF\0') || startsWith(payload, 'JFXX\0');
  if (marker === 0xe2) return startsWith(payload, 'ICC_PROFILE\0');
  if (marker === 0xee) return startsWith(payload, 'Adobe');
  return false;
}

function stripJpeg(bytes: Buffer): Buffer {
  const out: Buffer[] = [bytes.subarray(0, 2)];
  let at = 2;
  let frame = false;
  for (;;) {
    if (at >= bytes.length || bytes[at] !== 0xff) throw refused();
    while (bytes[at] === 0xff) at++;
    if (at >= bytes.length) throw refused();
    const marker = bytes[at] as number;
    at++;
    if (marker === 0xd9) {
      if (!frame) throw refused();
      out.push(Buffer.from([0xff, 0xd9]));
      return Buffer.concat(out);
    }
    // A second start of image, a stuffed zero or a restart marker outside a scan: not a JPEG's structure.
    if (marker === 0xd8 || marker === 0x00 || marker === 0x01 || isRestart(marker)) throw refused();
    if (at + 2 > bytes.length) throw refused();
    const length = bytes.readUInt16BE(at);
    const end = at + length;
    if (length < 2 || end > bytes.length) throw refused();
    if (sof.has(marker)) frame = true;
    if (keepJpegSegment(marker, bytes.subarray(at + 2, end))) out.push(bytes.subarray(at - 2, end));
    at = end;
    if (marker === 0xda) {
      if (!frame) throw refused();
      // The entropy-coded data runs to the next marker; 0xFF in it is followed by a stuffed 0 or a restart marker.
      let scan = end;
      for (;;) {
        scan = bytes.indexOf(0xff, scan);
        if (scan < 0 || scan + 1 >= bytes.length) throw refused();
        const next = bytes[scan + 1] as number;
        if (next === 0x00 || isRestart(next)) scan += 2;
        else break;
      }
      out.push(bytes.subarray(end, scan));
      at = scan;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// PNG: chunks, each with a CRC. Kept: the critical chunks (IHDR, PLTE, IDAT, IEND) and the ancillary ones that
// change how the pixels look: transparency (tRNS), the colour space (gAMA, cHRM, sRGB, iCCP, cICP, the HDR ranges mDCv
// and cLLi, the significant bits sBIT), the background (bKGD) and the pixels' shape (pHYs). Every other chunk is
// dropped, a private or unknown one too: text of any kind, Exif (eXIf), times, content credentials (caBX, which can
// name the device and its owner), and anything after IEND. So is animation (acTL, fcTL, fdAT): a photo is a still,
// the default image in IDAT stays, and frames that a viewer without animation never shows could hold another picture
// than the one staff look at. An unknown critical chunk (upper-case first letter) is one a reader must understand to draw the image: a file
// we cannot vouch for, refused.

const keptPngChunks = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'iCCP',
  'cICP',
  'mDCv',
  'cLLi',
  'sBIT',
  'bKGD',
  'pHYs',
]);
const isCriticalPngChunk = (type: string) => type.charCodeAt(0) < 0x61;

function stripPng(bytes: Buffer): Buffer {
  const out: Buffer[] = [bytes.subarray(0, 8)];
  let at = 8;
  let first = true;
  for (;;) {
    if (at + 12 > bytes.length) throw refused();
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (end > bytes.length || !/^[A-Za-z]{4}$/.test(type)) throw refused();
    if (crc32(bytes.subarray(at + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) throw refused();
    if (first && (type !== 'IHDR' || length !== 13)) throw refused();
    first = false;
    if (keptPngChunks.has(type)) out.push(bytes.subarray(at, end));
    else if (isCriticalPngChunk(type)) throw refused();
    if (type === 'IEND') return Buffer.concat(out);
    at = end;
  }
}

// ---------------------------------------------------------------------------------------------------------------------
// WebP: a RIFF file of chunks. Kept: the image (VP8, VP8L, or VP8X first with ALPH), its colour profile (ICCP) and
// an animation (ANIM, ANMF: a browser shows every frame). Dropped: every other chunk, EXIF, XMP and C2PA's among them,
// with VP8X's flags that announce EXIF and XMP cleared, or a reader would look for them. The chunks inside an animation
// frame are kept as they are.

const keptWebpChunks = new Set(['VP8 ', 'VP8L', 'ALPH', 'ICCP', 'ANIM', 'ANMF']);

const vp8xExifFlag = 0x08;
const vp8xXmpFlag = 0x04;

function stripWebp(bytes: Buffer): Buffer {
  if (bytes.length < 12) throw refused();
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 12) throw refused();
  const chunks: Buffer[] = [];
  let image = false;
  let at = 12;
  while (at < riffEnd) {
    if (at + 8 > riffEnd) throw refused();
    const fourcc = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const dataEnd = at + 8 + size;
    // A chunk of odd size is followed by a padding byte.
    const end = dataEnd + (size % 2);
    if (end > riffEnd) throw refused();
    const data = bytes.subarray(at + 8, dataEnd);
    if (at === 12 && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) throw refused();
    if (fourcc === 'VP8 ') {
      // A key frame's start code.
      if (!startsWith(data, [0x9d, 0x01, 0x2a], 3)) throw refused();
      image = true;
    }
    if (fourcc === 'VP8L') {
      if (data[0] !== 0x2f) throw refused();
      image = true;
    }
    if (fourcc === 'ANMF') image = true;
    if (fourcc === 'VP8X') {
      if (at !== 12 || size < 10) throw refused();
      const chunk = Buffer.from(bytes.subarray(at, end));
      chunk[8] = (chunk[8] as number) & ~(vp8xExifFlag | vp8xXmpFlag);
      chunks.push(chunk);
    } else if (keptWebpChunks.has(fourcc)) {
      chunks.push(bytes.subarray(at, end));
    }
    at = end;
  }
  if (!image) throw refused();
  const body = Buffer.concat(chunks);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'latin1');
  return Buffer.concat([header, body]);
}

// ---------------------------------------------------------------------------------------------------------------------
// HEIC/HEIF: ISO base media boxes. The image's metadata are items of its `meta` box: an `Exif` item, and XMP as a
// `mime` item of type application/rdf+xml. Their bytes, wherever `iloc` says they are, are overwritten with zeros; the
// boxes keep their sizes and offsets, so nothing else moves and the image data is untouched. An item whose bytes
// cannot be found safely (in another item, or "to the end") makes the photo refused rather than kept with its GPS.

const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const heifBrands = new Set(['mif1', 'msf1']);
/** AVIF shares the container (and mif1) but is not a type a statement takes. */
const avifBrands = new Set(['avif', 'avis']);

interface Box {
  type: string;
  /** Where its content starts (after size, type and any large size) and ends. */
  start: number;
  end: number;
}

/** The boxes between `start` and `end`, which must be filled by them exactly. */
function boxes(bytes: Buffer, start: number, end: number): Box[] {
  const found: Box[] = [];
  let at = start;
  while (at < end) {
    if (at + 8 > end) throw refused();
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) throw refused();
      const large = bytes.readBigUInt64BE(at + 8);
      if (large > BigInt(end - at)) throw refused();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) throw refused();
    found.push({ type, start: at + header, end: at + size });
    at += size;
  }
  return found;
}

/** Reads big-endian unsigned integers of 0, 2, 4 or 8 bytes in turn, refusing to read past `end`. */
function reader(bytes: Buffer, start: number, end: number) {
  let at = start;
  return {
    get at() {
      return at;
    },
    skip(count: number) {
      if (at + count > end) throw refused();
      at += count;
    },
    uint(size: number): number {
      if (at + size > end) throw refused();
      let value = 0;
      for (let index = 0; index < size; index++) value = value * 256 + (bytes[at + index] as number);
      at += size;
      if (!Number.isSafeInteger(value)) throw refused();
      return value;
    },
    /** A NUL-terminated string. */
    text(): string {
      const stop = bytes.indexOf(0, at);
      if (stop < 0 || stop >= end) throw refused();
      const value = bytes.toString('utf8', at, stop);
      at = stop + 1;
      return value;
    },
  };
}

/** The ids of the `meta` box's Exif and XMP items, from `iinf`. */
function metadataItemIds(bytes: Buffer, iinf: Box): Set<number> {
  const read = reader(bytes, iinf.start, iinf.end);
  const version = read.uint(1);
  read.skip(3);
  read.uint(version === 0 ? 2 : 4);
  const ids = new Set<number>();
  for (const infe of boxes(bytes, read.at, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const entry = reader(bytes, infe.start, infe.end);
    const infeVersion = entry.uint(1);
    entry.skip(3);
    // Versions 0 and 1 name no item type: they are older than Exif items and cannot hold one.
    if (infeVersion < 2) continue;
    const id = entry.uint(infeVersion === 2 ? 2 : 4);
    entry.skip(2);
    const itemType = bytes.toString('latin1', entry.at, entry.at + 4);
    entry.skip(4);
    entry.text();
    if (itemType === 'Exif' || (itemType === 'mime' && entry.text().trim() === 'application/rdf+xml')) ids.add(id);
  }
  return ids;
}

/** The byte ranges of the given items in the file, from `iloc` (and `idat` for items stored inside `meta`). */
function itemRanges(bytes: Buffer, iloc: Box, idat: Box | undefined, wanted: Set<number>): [number, number][] {
  const read = reader(bytes, iloc.start, iloc.end);
  const version = read.uint(1);
  read.skip(3);
  const sizes = read.uint(2);
  const offsetSize = sizes >> 12;
  const lengthSize = (sizes >> 8) & 0xf;
  const baseOffsetSize = (sizes >> 4) & 0xf;
  const indexSize = version === 1 || version === 2 ? sizes & 0xf : 0;
  for (const size of [offsetSize, lengthSize, baseOffsetSize, indexSize])
    if (![0, 4, 8].includes(size)) throw refused();
  const count = read.uint(version < 2 ? 2 : 4);
  const ranges: [number, number][] = [];
  for (let item = 0; item < count; item++) {
    const id = read.uint(version < 2 ? 2 : 4);
    const method = version === 1 || version === 2 ? read.uint(2) & 0xf : 0;
    read.uint(2);
    const base = read.uint(baseOffsetSize);
    const extents = read.uint(2);
    for (let extent = 0; extent < extents; extent++) {
      read.uint(indexSize);
      const offset = read.uint(offsetSize);
      const length = read.uint(lengthSize);
      if (!wanted.has(id)) continue;
      // Method 2 points into another item, and length 0 means "to the end": neither is safe to overwrite.
      if (method > 1 || length === 0) throw refused();
      const origin = method === 1 ? idat?.start : 0;
      if (origin === undefined) throw refused();
      const start = origin + base + offset;
      const limit = method === 1 ? (idat?.end ?? 0) : bytes.length;
      if (start + length > limit) throw refused();
      ranges.push([start, start + length]);
    }
  }
  return ranges;
}

function stripHeif(bytes: Buffer): { contentType: PhotoContentType; bytes: Buffer } {
  const top = boxes(bytes, 0, bytes.length);
  const ftyp = top[0];
  if (ftyp?.type !== 'ftyp' || ftyp.end - ftyp.start < 8 || (ftyp.end - ftyp.start) % 4 !== 0) throw refused();
  const brands = new Set<string>();
  for (let at = ftyp.start; at < ftyp.end; at += 4)
    if (at !== ftyp.start + 4) brands.add(bytes.toString('latin1', at, at + 4));
  const heic = [...brands].some((brand) => heicBrands.has(brand));
  const avif = [...brands].some((brand) => avifBrands.has(brand));
  if (!heic && (avif || ![...brands].some((brand) => heifBrands.has(brand)))) throw refused();
  const contentType = heic ? 'image/heic' : 'image/heif';

  const meta = top.find((box) => box.type === 'meta');
  // An image sequence (msf1) may keep its pictures in a movie box and have no meta box.
  if (!meta) {
    if (!top.some((box) => box.type === 'moov')) throw refused();
    return { contentType, bytes };
  }
  if (meta.end - meta.start < 4) throw refused();
  const children = boxes(bytes, meta.start + 4, meta.end);
  const iinf = children.find((box) => box.type === 'iinf');
  const iloc = children.find((box) => box.type === 'iloc');
  if (!iinf || !iloc) throw refused();
  const ids = metadataItemIds(bytes, iinf);
  if (ids.size === 0) return { contentType, bytes };
  const ranges = itemRanges(
    bytes,
    iloc,
    children.find((box) => box.type === 'idat'),
    ids,
  );
  const stripped = Buffer.from(bytes);
  for (const [start, end] of ranges) stripped.fill(0, start, end);
  return { contentType, bytes: stripped };
}
