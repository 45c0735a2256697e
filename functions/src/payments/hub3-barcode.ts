/**
 * The PDF417 barcode of a HUB-3 slip, as HUB 3 draws it: error correction level 4, 9 data columns, rows three
 * modules high, the payload's ISO 8859-2 bytes as they are. Drawn as a PNG on white with a quiet zone of its own, so
 * that it scans wherever it is put: on the payment page of a phone in dark mode, in the slip's PDF, on paper.
 */
import { toBuffer, type RenderOptions } from 'bwip-js';
import type { Hub3Slip } from '../contracts/payment-slip.js';
import { hub3Bytes, hub3Payload } from './hub3-payload.js';

/** BWIPP's own PDF417 options, which bwip-js passes through but does not declare. */
interface Pdf417Options {
  columns: number;
  eclevel: number;
  /** Without it BWIPP raises the level to fill the symbol's spare room; HUB 3 fixes it. */
  fixedeclevel: boolean;
  /** Row height in modules. */
  rowmult: number;
}

/** Pixels a module: the symbol is 17 × 13 + 1 = 222 modules wide, 726 pixels with its quiet zone. */
export const hub3BarcodeScale = 3;
/** The quiet zone on every side, in modules; the standard asks for at least two. */
export const hub3BarcodeQuietZone = 10;

/** The slip's barcode; a slip the standard does not allow (hub3Payload) is refused, never drawn. */
export async function hub3BarcodePng(slip: Hub3Slip): Promise<Buffer> {
  const options: RenderOptions & Pdf417Options = {
    bcid: 'pdf417',
    // One character a byte, which `binarytext` hands over as it is rather than encoding it as UTF-8.
    text: Buffer.from(hub3Bytes(hub3Payload(slip))).toString('latin1'),
    binarytext: true,
    columns: 9,
    eclevel: 4,
    fixedeclevel: true,
    rowmult: 3,
    scale: hub3BarcodeScale,
    paddingwidth: hub3BarcodeQuietZone,
    paddingheight: hub3BarcodeQuietZone,
    backgroundcolor: 'FFFFFF',
  };
  return toBuffer(options);
}
