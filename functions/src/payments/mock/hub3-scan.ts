/**
 * Reads a HUB-3 slip the way the driver's mobile bank does: from a picture of its PDF417 barcode, with ZXing, a
 * decoder that shares no code with the encoder. The mock bank reads the screenshots it is given with it, and the tests
 * prove with it that what we draw is what a bank reads.
 */
import {
  BinaryBitmap,
  ChecksumException,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  NotFoundException,
  PDF417Reader,
  ResultMetadataType,
  RGBLuminanceSource,
  ZXingStringEncoding,
} from '@zxing/library';
import { PNG } from 'pngjs';
import type { Hub3Slip } from '../../contracts/payment-slip.js';
import { readHub3Payload, textOfHub3Bytes } from '../hub3-payload.js';

/** The image holds no PDF417 barcode that could be read: none at all, or one too blurred, cut or small. */
export class Hub3BarcodeNotFound extends Error {
  constructor(message = 'No HUB-3 barcode (PDF417) could be read in the image') {
    super(message);
    this.name = 'Hub3BarcodeNotFound';
  }
}

/** Grey levels, transparency laid over white as a screen shows it: bwip-js draws on a transparent ground by default. */
function luminancesOf(png: PNG): Uint8ClampedArray {
  const { data, width, height } = png;
  const luminances = new Uint8ClampedArray(width * height);
  for (let pixel = 0; pixel < luminances.length; pixel += 1) {
    const offset = pixel * 4;
    const grey = (299 * (data[offset] ?? 0) + 587 * (data[offset + 1] ?? 0) + 114 * (data[offset + 2] ?? 0)) / 1000;
    const alpha = (data[offset + 3] ?? 255) / 255;
    luminances[pixel] = grey * alpha + 255 * (1 - alpha);
  }
  return luminances;
}

/**
 * Bytes of a byte-compaction run as text. A barcode that names no character set (HUB 3's do not) is ISO 8859-2 by
 * the standard; ZXing would take it for ISO 8859-1 and, in Node, read that as UTF-8, which fails on č.
 */
function decodeBytes(bytes: Uint8Array, encodingName: string): string {
  if (encodingName === 'ISO-8859-1' || encodingName === 'ISO-8859-2') return textOfHub3Bytes(bytes);
  return new TextDecoder(encodingName, { fatal: true }).decode(bytes);
}

/** What the symbol itself says, beside its text: what the tests check the drawing by. */
export interface Pdf417Reading {
  /** The symbol's bytes as text, ISO 8859-2 unless the symbol names another character set. */
  text: string;
  /** "0" to "8", as the symbol declares it; null if the decoder did not say. */
  errorCorrectionLevel: string | null;
}

/** The PDF417 barcode in a PNG, as text; Hub3BarcodeNotFound when there is none to read. */
export function scanPdf417(image: Buffer): Pdf417Reading {
  let png: PNG;
  try {
    png = PNG.sync.read(image);
  } catch {
    throw new Hub3BarcodeNotFound('The image is not a PNG');
  }
  const source = new RGBLuminanceSource(luminancesOf(png), png.width, png.height);
  const bitmap = new BinaryBitmap(new HybridBinarizer(source));
  // ZXing's decoder of bytes is global: set for this decoding only, which runs synchronously to its end.
  const previous = ZXingStringEncoding.customDecoder;
  ZXingStringEncoding.customDecoder = decodeBytes;
  try {
    const result = new PDF417Reader().decode(bitmap, new Map([[DecodeHintType.TRY_HARDER, true]]));
    const level: unknown = result.getResultMetadata().get(ResultMetadataType.ERROR_CORRECTION_LEVEL);
    return { text: result.getText(), errorCorrectionLevel: level === undefined ? null : String(level) };
  } catch (error) {
    if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException) {
      throw new Hub3BarcodeNotFound();
    }
    throw error;
  } finally {
    ZXingStringEncoding.customDecoder = previous;
  }
}

/**
 * The slip of the PDF417 barcode in a PNG: the barcode's own image, or a screenshot of a page that shows it among
 * other things. Throws Hub3BarcodeNotFound when there is none to read, and readHub3Payload's error when the barcode is
 * not a slip of ours.
 */
export const scanHub3Barcode = (image: Buffer): Hub3Slip => readHub3Payload(scanPdf417(image).text);

/** A payload pasted as text, as a form sends it: with CR LF line ends, which the payload's own are not. */
export const scanHub3Text = (text: string): Hub3Slip => readHub3Payload(text.replace(/\r\n/g, '\n'));
