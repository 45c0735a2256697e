import { ZXingStringEncoding } from '@zxing/library';
import { toBuffer } from 'bwip-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { hub3BarcodePng } from '../hub3-barcode.js';
import { hub3Payload } from '../hub3-payload.js';
import { sampleSlip } from '../sample-slip-harness.js';
import { Hub3BarcodeNotFound, scanHub3Barcode, scanHub3Text } from './hub3-scan.js';

type Colour = readonly [number, number, number];
const white: Colour = [255, 255, 255];

function canvas(width: number, height: number, colour: Colour = white): PNG {
  const png = new PNG({ width, height });
  for (let pixel = 0; pixel < width * height; pixel += 1) png.data.set([...colour, 255], pixel * 4);
  return png;
}

function box(png: PNG, x: number, y: number, width: number, height: number, colour: Colour) {
  for (let row = y; row < y + height; row += 1) {
    for (let column = x; column < x + width; column += 1)
      png.data.set([...colour, 255], (row * png.width + column) * 4);
  }
}

/** Bilinear resampling, as a browser scales an image to the width the page gives it. */
function scaled(source: PNG, width: number): PNG {
  const factor = width / source.width;
  const height = Math.round(source.height * factor);
  const target = new PNG({ width, height });
  const at = (x: number, y: number, channel: number) => source.data[(y * source.width + x) * 4 + channel] ?? 0;
  for (let y = 0; y < height; y += 1) {
    const sy = Math.min(Math.max((y + 0.5) / factor - 0.5, 0), source.height - 1);
    const y0 = Math.floor(sy);
    const y1 = Math.min(y0 + 1, source.height - 1);
    const fy = sy - y0;
    for (let x = 0; x < width; x += 1) {
      const sx = Math.min(Math.max((x + 0.5) / factor - 0.5, 0), source.width - 1);
      const x0 = Math.floor(sx);
      const x1 = Math.min(x0 + 1, source.width - 1);
      const fx = sx - x0;
      for (let channel = 0; channel < 4; channel += 1) {
        const top = at(x0, y0, channel) * (1 - fx) + at(x1, y0, channel) * fx;
        const bottom = at(x0, y1, channel) * (1 - fx) + at(x1, y1, channel) * fx;
        target.data[(y * width + x) * 4 + channel] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return target;
}

/**
 * A phone's screenshot of the payment page, 375 CSS pixels wide at `pixelRatio`: a coloured header, lines of text,
 * the barcode as wide as the column, more text and a button below it.
 */
function screenshotWith(barcode: PNG, pixelRatio: number): Buffer {
  const unit = (cssPixels: number) => Math.round(cssPixels * pixelRatio);
  const page = canvas(unit(375), unit(812));
  box(page, 0, 0, unit(375), unit(56), [7, 52, 71]);
  box(page, unit(16), unit(20), unit(120), unit(16), white);
  for (let line = 0; line < 6; line += 1) {
    box(page, unit(16), unit(80 + line * 22), unit(line % 2 ? 280 : 330), unit(10), [27, 38, 49]);
  }
  const shown = scaled(barcode, unit(343));
  PNG.bitblt(shown, page, 0, 0, shown.width, shown.height, unit(16), unit(230));
  const below = unit(230) + shown.height + unit(24);
  for (let line = 0; line < 4; line += 1) {
    box(page, unit(16), below + line * unit(22), unit(300), unit(10), [74, 90, 104]);
  }
  box(page, unit(16), below + unit(110), unit(343), unit(48), [11, 79, 108]);
  return PNG.sync.write(page);
}

describe('scanHub3Barcode', { timeout: 60_000 }, () => {
  it.each([1, 2, 3])(
    'reads the slip from a screenshot of a 375 px wide page at pixel ratio %i, the barcode among other content',
    async (pixelRatio) => {
      const barcode = PNG.sync.read(await hub3BarcodePng(sampleSlip));

      const slip = scanHub3Barcode(screenshotWith(barcode, pixelRatio));

      expect(slip.payer).toEqual({
        name: 'Đurđica Šimić-Čačić',
        street: 'Ulica kneza Branimira 12',
        place: '31000 Osijek',
      });
      expect(slip.amountCents).toBe(19356);
      expect(slip.iban).toBe('HR1210010051863000160');
      expect(slip.reference).toBe('0267-306205804427-9');
      expect(slip.description).toBe('Polica AO ZG1234AB, vozač Đ. Žužić');
    },
  );

  it('reads a barcode drawn on a transparent ground as a screen shows it, over white', async () => {
    const barcode = PNG.sync.read(await hub3BarcodePng(sampleSlip));
    for (let offset = 0; offset < barcode.data.length; offset += 4) {
      // White becomes transparent black: read without its alpha, the whole image would be black.
      if (barcode.data[offset] === 255) barcode.data.set([0, 0, 0, 0], offset);
    }

    expect(scanHub3Barcode(PNG.sync.write(barcode)).payer.name).toBe('Đurđica Šimić-Čačić');
  });

  it('says so when the image holds no barcode, or another kind', async () => {
    const page = canvas(750, 1200);
    box(page, 30, 100, 600, 20, [27, 38, 49]);
    const qrCode = await toBuffer({ bcid: 'qrcode', text: hub3Payload(sampleSlip), scale: 4 });

    expect(() => scanHub3Barcode(PNG.sync.write(page))).toThrow(Hub3BarcodeNotFound);
    expect(() => scanHub3Barcode(qrCode)).toThrow(Hub3BarcodeNotFound);
    expect(() => scanHub3Barcode(Buffer.from('%PDF-1.7'))).toThrow(/not a PNG/);
  });

  it('refuses a PDF417 barcode that is not a HUB-3 slip', async () => {
    const other = await toBuffer({ bcid: 'pdf417', text: 'Not a payment', scale: 3, backgroundcolor: 'FFFFFF' });

    expect(() => scanHub3Barcode(other)).toThrow(/HRVHUB30/);
  });

  it("leaves ZXing's decoding of bytes as it found it, also after a failure", async () => {
    const before = ZXingStringEncoding.customDecoder;
    scanHub3Barcode(await hub3BarcodePng(sampleSlip));
    expect(() => scanHub3Barcode(PNG.sync.write(canvas(100, 100)))).toThrow(Hub3BarcodeNotFound);

    expect(ZXingStringEncoding.customDecoder).toBe(before);
  });
});

describe('scanHub3Text', () => {
  it('reads a payload pasted from a form, whose line ends became CR LF', () => {
    expect(scanHub3Text(hub3Payload(sampleSlip).replaceAll('\n', '\r\n'))).toEqual(sampleSlip);
  });
});
