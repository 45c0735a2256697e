import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accidentErrorKeys } from '../contracts/accident-error-keys.js';
import { DomainError } from './domain-error.js';
import { checkPhoto } from './photo-bytes.js';
import { plainJpeg } from '../../test/file-kit.js';

const bytes = (...parts: (Buffer | number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.isBuffer(part) ? part : Buffer.from(part),
    ),
  );
const u16 = (value: number) => [value >> 8, value & 0xff];
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value);
  return buffer;
};
const u32le = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value);
  return buffer;
};

function expectRefused(photo: Buffer) {
  let thrown: unknown;
  try {
    checkPhoto(photo);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(DomainError);
  expect(thrown).toMatchObject({ code: 'invalid-argument', details: { errorKey: accidentErrorKeys.photoNotAccepted } });
}

const contains = (haystack: Buffer, needle: Buffer | string) => haystack.includes(needle);

// --- JPEG ------------------------------------------------------------------------------------------------------------

/** SOI and APP0 JFIF (2 + 18 bytes), then the rest up to and without EOI. */
const jfif = plainJpeg.subarray(0, 20);
const jpegBody = plainJpeg.subarray(20, plainJpeg.length - 2);
const segment = (marker: number, payload: Buffer) => bytes([0xff, marker], u16(payload.length + 2), payload);

/** A little-endian-free (Motorola) Exif block: IFD0 with the camera's make and serial and a GPS IFD at 45°48'50.12" N. */
function exifWithGps(): Buffer {
  // TIFF header (8) · IFD0 with 3 entries (2 + 36 + 4 = 42) → GPS IFD at 50, with 2 entries (2 + 24 + 4 = 30) → data at
  // 80: the latitude's three rationals (24 bytes), then the make (8) and the serial (16).
  const ascii = (text: string, length: number) => Buffer.from(text.padEnd(length, '\0'), 'latin1');
  const entry = (tag: number, type: number, count: number, value: Buffer) =>
    bytes(u16(tag), u16(type), u32(count), value);
  return bytes(
    'Exif\0\0',
    'MM\0*',
    u32(8),
    u16(3),
    entry(0x010f, 2, 8, u32(104)), // Make
    entry(0x8825, 4, 1, u32(50)), // GPS IFD
    entry(0xa431, 2, 16, u32(112)), // BodySerialNumber
    u32(0),
    u16(2),
    entry(0x0001, 2, 2, Buffer.from('N\0\0\0', 'latin1')), // GPSLatitudeRef
    entry(0x0002, 5, 3, u32(80)), // GPSLatitude
    u32(0),
    u32(45),
    u32(1),
    u32(48),
    u32(1),
    u32(5012),
    u32(100),
    ascii('Phone', 8),
    ascii('SN-4711-0815-42', 16),
  );
}

const xmp = bytes(
  'http://ns.adobe.com/xap/1.0/\0',
  '<x:xmpmeta><exif:GPSLatitude>45,48.8N</exif:GPSLatitude></x:xmpmeta>',
);
const icc = bytes('ICC_PROFILE\0', [1, 1], 'a colour profile');

describe('checkPhoto: JPEG', () => {
  const withMetadata = bytes(
    jfif,
    segment(0xe1, exifWithGps()),
    segment(0xe1, xmp),
    segment(0xe2, icc),
    segment(0xe2, bytes('MPF\0', 'II*\0 a second picture')),
    segment(0xed, bytes('Photoshop 3.0\0', '8BIM IPTC: Zagreb')),
    segment(0xfe, bytes('Taken by Iva Horvat')),
    segment(0xeb, bytes('JP', [0, 1], 'jumb c2pa.claim: Pixel 9')),
    jpegBody,
    [0xff, 0xd9],
    'a trailer after the image: a motion photo, a vendor block',
  );

  it('is recognised as image/jpeg and loses Exif with its GPS, XMP, IPTC, MPF, C2PA, comments and what follows EOI', () => {
    const { contentType, bytes: out } = checkPhoto(withMetadata);
    expect(contentType).toBe('image/jpeg');
    expect(out.equals(bytes(jfif, segment(0xe2, icc), jpegBody, [0xff, 0xd9]))).toBe(true);
    for (const gone of ['Exif', 'SN-4711', 'GPSLatitude', 'xap', 'Photoshop', 'MPF', 'c2pa', 'Iva Horvat', 'trailer'])
      expect(contains(out, gone), gone).toBe(false);
    // The latitude's rationals, 45/1 48/1, as they were in the GPS IFD.
    expect(contains(out, bytes(u32(45), u32(1), u32(48), u32(1)))).toBe(false);
    expect(out.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
    expect(out.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
  });

  it('drops the segments a decoder skips: reserved markers and JPEG extensions', () => {
    const photo = bytes(
      jfif,
      segment(0x02, bytes('reserved: SN-4711')),
      segment(0xf0, bytes('JPG0: 45.8139N')),
      segment(0xfd, bytes('JPG13: Iva Horvat')),
      jpegBody,
      [0xff, 0xd9],
    );
    expect(checkPhoto(photo).bytes.equals(plainJpeg)).toBe(true);
  });

  it('leaves a JPEG without metadata as it was', () => {
    expect(checkPhoto(plainJpeg).bytes.equals(plainJpeg)).toBe(true);
  });

  it('keeps a scan whose data holds stuffed bytes and restart markers, and a second (progressive) scan', () => {
    const sos = segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
    const scan = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xd7, 0x78]);
    const photo = bytes(jfif, plainJpeg.subarray(20, 20 + 134 + 19), sos, scan, sos, scan, [0xff, 0xff, 0xd9]);
    const out = checkPhoto(photo).bytes;
    expect(out.equals(bytes(jfif, plainJpeg.subarray(20, 20 + 134 + 19), sos, scan, sos, scan, [0xff, 0xd9]))).toBe(
      true,
    );
  });

  it('refuses one cut off in a segment, in the scan or before EOI, and one with a broken segment length', () => {
    expectRefused(withMetadata.subarray(0, 30));
    expectRefused(bytes(jfif, jpegBody));
    expectRefused(bytes(jfif, jpegBody.subarray(0, jpegBody.length - 4)));
    expectRefused(bytes(jfif, [0xff, 0xdb, 0x00, 0x01], jpegBody.subarray(134), [0xff, 0xd9]));
    expectRefused(bytes(jfif, [0xff, 0xdb, 0xff, 0xf0], jpegBody.subarray(134), [0xff, 0xd9]));
    expectRefused(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it('refuses a scan before any frame header, and an image with no frame at all', () => {
    const sosOnwards = jpegBody.subarray(jpegBody.indexOf(Buffer.from([0xff, 0xda])));
    expectRefused(bytes(jfif, sosOnwards, [0xff, 0xd9]));
    expectRefused(bytes(jfif, [0xff, 0xd9]));
  });
});

// --- PNG -------------------------------------------------------------------------------------------------------------

const chunk = (type: string, data: Buffer | string) => {
  const body = bytes(type, typeof data === 'string' ? Buffer.from(data, 'latin1') : data);
  return bytes(u32(body.length - 4), body, u32(crc32(body)));
};
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// 1×1, 8 bits, RGB; one row: filter 0 and a red pixel.
const ihdr = chunk('IHDR', bytes(u32(1), u32(1), [8, 2, 0, 0, 0]));
const idat = chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0])));
const iend = chunk('IEND', '');

describe('checkPhoto: PNG', () => {
  it('is recognised as image/png and loses its text, Exif and time chunks', () => {
    const photo = bytes(
      pngSignature,
      ihdr,
      chunk('tEXt', 'Author\0Iva Horvat'),
      chunk('iTXt', 'XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>GPS</x:xmpmeta>'),
      chunk('eXIf', exifWithGps().subarray(6)),
      chunk('sRGB', Buffer.from([0])),
      idat,
      chunk('zTXt', bytes('Comment\0', [0], deflateSync('Zagreb'))),
      chunk('tIME', bytes(u16(2026), [11, 27, 16, 30, 0])),
      chunk('caBX', 'jumb c2pa.claim: Pixel 9, SN-4711'),
      iend,
    );
    const { contentType, bytes: out } = checkPhoto(photo);
    expect(contentType).toBe('image/png');
    expect(out.equals(bytes(pngSignature, ihdr, chunk('sRGB', Buffer.from([0])), idat, iend))).toBe(true);
    for (const gone of ['tEXt', 'iTXt', 'eXIf', 'zTXt', 'tIME', 'caBX', 'Iva Horvat', 'SN-4711'])
      expect(contains(out, gone)).toBe(false);
  });

  it('keeps only the chunks that draw the pixels: a private chunk and an animation go, the rest stays whole', () => {
    const look = [
      chunk('gAMA', u32(45455)),
      chunk('cHRM', Buffer.alloc(32, 1)),
      chunk('iCCP', bytes('Display P3\0', [0], deflateSync('a colour profile'))),
      chunk('sBIT', Buffer.from([8, 8, 8])),
      chunk('pHYs', bytes(u32(2835), u32(2835), [1])),
      chunk('bKGD', bytes(u16(0), u16(0), u16(0))),
      chunk('tRNS', bytes(u16(1), u16(1), u16(1))),
    ];
    const photo = bytes(
      pngSignature,
      ihdr,
      chunk('prVt', 'SN-4711-0815-42 45.8139N 15.9772E'),
      chunk('acTL', bytes(u32(1), u32(0))),
      ...look,
      chunk('fcTL', bytes(u32(0), u32(1), u32(1), u32(0), u32(0), u16(1), u16(10), [0, 0])),
      idat,
      chunk('fdAT', bytes(u32(1), deflateSync(Buffer.from([0, 0, 0, 255])))),
      chunk('hIST', bytes(u16(1))),
      iend,
    );
    const out = checkPhoto(photo).bytes;
    expect(out.equals(bytes(pngSignature, ihdr, ...look, idat, iend))).toBe(true);
    for (const gone of ['prVt', 'SN-4711', 'acTL', 'fcTL', 'fdAT', 'hIST'])
      expect(contains(out, gone), gone).toBe(false);
    // Still a PNG this check takes: every chunk whole, its CRC right.
    expect(checkPhoto(out).bytes.equals(out)).toBe(true);
  });

  it('refuses a critical chunk it does not know (one a reader must understand to draw the image)', () => {
    expectRefused(bytes(pngSignature, ihdr, chunk('XxXx', 'a chunk no reader knows'), idat, iend));
    expectRefused(bytes(pngSignature, ihdr, idat, chunk('HIDE', 'the real picture'), iend));
  });

  it('refuses one cut off, one without IEND, one with a damaged chunk (CRC), and one not starting with IHDR', () => {
    const whole = bytes(pngSignature, ihdr, idat, iend);
    expect(checkPhoto(whole).bytes.equals(whole)).toBe(true);
    expectRefused(whole.subarray(0, whole.length - 5));
    expectRefused(bytes(pngSignature, ihdr, idat));
    const damaged = Buffer.from(whole);
    damaged[8 + 25 + 10] = (damaged[8 + 25 + 10] as number) ^ 0xff;
    expectRefused(damaged);
    expectRefused(bytes(pngSignature, idat, ihdr, iend));
  });
});

// --- WebP ------------------------------------------------------------------------------------------------------------

const riffChunk = (fourcc: string, data: Buffer) => bytes(fourcc, u32le(data.length), data, data.length % 2 ? [0] : []);
const riff = (...chunks: Buffer[]) => {
  const body = Buffer.concat(chunks);
  return bytes('RIFF', u32le(4 + body.length), 'WEBP', body);
};
/** A 1×1 lossless image's VP8L chunk data (the signature 0x2f, the size, then the pixels). */
const vp8l = Buffer.from('2f00000010071011118888fe07', 'hex');
const vp8x = (flags: number) => riffChunk('VP8X', bytes([flags, 0, 0, 0], [0, 0, 0], [0, 0, 0]));

describe('checkPhoto: WebP', () => {
  it('is recognised as image/webp and loses its EXIF and XMP chunks and the flags that announce them', () => {
    const photo = riff(
      vp8x(0x20 | 0x08 | 0x04),
      riffChunk('ICCP', Buffer.from('profile')),
      riffChunk('VP8L', vp8l),
      riffChunk('EXIF', exifWithGps().subarray(6)),
      riffChunk('XMP ', Buffer.from('<x:xmpmeta>GPS</x:xmpmeta>')),
      riffChunk('C2PA', Buffer.from('jumb c2pa.claim: Pixel 9, SN-4711')),
    );
    const { contentType, bytes: out } = checkPhoto(photo);
    expect(contentType).toBe('image/webp');
    expect(out.equals(riff(vp8x(0x20), riffChunk('ICCP', Buffer.from('profile')), riffChunk('VP8L', vp8l)))).toBe(true);
    expect(out.readUInt32LE(4)).toBe(out.length - 8);
    for (const gone of ['EXIF', 'XMP', 'C2PA', 'SN-4711', 'GPS']) expect(contains(out, gone)).toBe(false);
  });

  it('drops a chunk it does not know, and keeps an animation', () => {
    const anim = riffChunk('ANIM', Buffer.alloc(6));
    const frame = riffChunk('ANMF', bytes(Buffer.alloc(16), riffChunk('VP8L', vp8l)));
    const out = checkPhoto(riff(vp8x(0x02), anim, riffChunk('prVt', Buffer.from('SN-4711')), frame)).bytes;
    expect(out.equals(riff(vp8x(0x02), anim, frame))).toBe(true);
  });

  it('takes a simple lossless or lossy file as it is', () => {
    const lossless = riff(riffChunk('VP8L', vp8l));
    expect(checkPhoto(lossless).bytes.equals(lossless)).toBe(true);
    const lossy = riff(riffChunk('VP8 ', bytes([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, 1, 0, 1, 0], 'x')));
    expect(checkPhoto(lossy).contentType).toBe('image/webp');
  });

  it('refuses one whose RIFF size runs past its end, a chunk that runs past the RIFF, and one with no image', () => {
    const whole = riff(riffChunk('VP8L', vp8l));
    expectRefused(whole.subarray(0, whole.length - 3));
    expectRefused(bytes('RIFF', u32le(4 + 8 + 13), 'WEBP', 'VP8L', u32le(40), vp8l));
    expectRefused(riff(vp8x(0), riffChunk('EXIF', Buffer.from('x'))));
    expectRefused(riff(riffChunk('VP8L', Buffer.from('no signature'))));
  });
});

// --- HEIC / HEIF -----------------------------------------------------------------------------------------------------

const box = (type: string, ...content: (Buffer | number[] | string)[]) => {
  const body = bytes(...content);
  return bytes(u32(body.length + 8), type, body);
};
const fullBox = (type: string, version: number, ...content: (Buffer | number[] | string)[]) =>
  box(type, [version, 0, 0, 0], ...content);

const hevcData = Buffer.from('HEVC-CODED-PICTURE-DATA');
const exifItem = bytes(u32(6), exifWithGps());

/**
 * A still HEIC as a phone writes it: ftyp, meta (hdlr pict, pitm, iinf with the picture and its Exif, iloc with both
 * in the mdat), mdat. `mdatOffset` is where the mdat's content starts, which iloc must name.
 */
function heic(brands: string[], exifMethod = 0): Buffer {
  const ftyp = box('ftyp', brands[0] ?? '', u32(0), ...brands.slice(1));
  const meta = (mdatStart: number) =>
    fullBox(
      'meta',
      0,
      fullBox('hdlr', 0, u32(0), 'pict', u32(0), u32(0), u32(0), '\0'),
      fullBox('pitm', 0, u16(1)),
      fullBox(
        'iinf',
        0,
        u16(2),
        fullBox('infe', 2, u16(1), u16(0), 'hvc1', '\0'),
        fullBox('infe', 2, u16(2), u16(0), 'Exif', '\0'),
      ),
      // Version 1: offsets and lengths of 4 bytes, no base offset; each item names its construction method.
      fullBox(
        'iloc',
        1,
        [0x44, 0x00],
        u16(2),
        u16(1),
        u16(0),
        u16(0),
        u16(1),
        u32(mdatStart),
        u32(hevcData.length),
        u16(2),
        u16(exifMethod),
        u16(0),
        u16(1),
        u32(mdatStart + hevcData.length),
        u32(exifItem.length),
      ),
    );
  const mdatStart = ftyp.length + meta(0).length + 8;
  return bytes(ftyp, meta(mdatStart), box('mdat', hevcData, exifItem));
}

describe('checkPhoto: HEIC/HEIF', () => {
  it('is recognised as image/heic by its brands, its Exif item blanked in place and the picture untouched', () => {
    const photo = heic(['heic', 'mif1', 'heic']);
    const { contentType, bytes: out } = checkPhoto(photo);
    expect(contentType).toBe('image/heic');
    expect(out.length).toBe(photo.length);
    const exifAt = photo.indexOf(exifItem);
    expect(out.subarray(exifAt, exifAt + exifItem.length).every((byte) => byte === 0)).toBe(true);
    expect(out.subarray(0, exifAt).equals(photo.subarray(0, exifAt))).toBe(true);
    expect(contains(out, hevcData)).toBe(true);
    // The item is still listed (as Exif, with no content now): what it said is gone.
    for (const gone of ['MM\0*', 'SN-4711', 'Phone', bytes(u32(45), u32(1), u32(48), u32(1))])
      expect(contains(out, gone)).toBe(false);
    // The input is not changed under the caller.
    expect(contains(photo, 'SN-4711')).toBe(true);
  });

  it('takes the other HEIC brands and plain HEIF (mif1) as image/heif', () => {
    for (const brand of ['heix', 'hevc', 'heim', 'heis'])
      expect(checkPhoto(heic([brand, 'mif1'])).contentType).toBe('image/heic');
    expect(checkPhoto(heic(['mif1', 'mif1'])).contentType).toBe('image/heif');
    expect(checkPhoto(heic(['msf1', 'msf1'])).contentType).toBe('image/heif');
  });

  it('refuses AVIF (same container, not a type a statement takes) and an unknown brand', () => {
    expectRefused(heic(['avif', 'mif1', 'miaf']));
    expectRefused(heic(['mp42', 'isom']));
  });

  it('refuses one cut off, and one whose Exif item is stored where it cannot be blanked safely', () => {
    const photo = heic(['heic', 'mif1']);
    expectRefused(photo.subarray(0, photo.length - 10));
    expectRefused(photo.subarray(0, 40));
    expectRefused(heic(['heic', 'mif1'], 2));
  });
});

// --- Not photos ------------------------------------------------------------------------------------------------------

describe('checkPhoto: anything else', () => {
  it.each([
    ['a PDF renamed .jpg', bytes('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF')],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0], ';')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a BMP', bytes('BM', Buffer.alloc(60))],
    ['random bytes', Buffer.from('c7a1f03e9b2d5e8f0a4c6b1d3e5f7a9c', 'hex')],
    ['nothing', Buffer.alloc(0)],
    ['a WAVE file', riff(riffChunk('fmt ', Buffer.alloc(16))).fill('WAVE', 8, 12)],
  ])('refuses %s', (_, photo) => expectRefused(photo));
});
