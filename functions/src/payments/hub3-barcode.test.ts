import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import type { Hub3Slip } from '../contracts/payment-slip.js';
import { hub3BarcodePng, hub3BarcodeQuietZone, hub3BarcodeScale } from './hub3-barcode.js';
import { scanHub3Barcode, scanPdf417 } from './mock/hub3-scan.js';
import { sampleSlip } from './sample-slip-harness.js';

/** The heights of the runs of identical pixel rows between the quiet zones: one run a row of the symbol. */
function rowHeights(png: PNG): number[] {
  const quiet = hub3BarcodeQuietZone * hub3BarcodeScale;
  const rowBytes = png.width * 4;
  const pixelRow = (y: number) => png.data.subarray(y * rowBytes, (y + 1) * rowBytes);
  const heights: number[] = [];
  let height = 0;
  for (let y = quiet; y < png.height - quiet; y += 1) {
    if (height > 0 && !pixelRow(y).equals(pixelRow(y - 1))) {
      heights.push(height);
      height = 0;
    }
    height += 1;
  }
  heights.push(height);
  return heights;
}

describe('hub3BarcodePng', { timeout: 30_000 }, () => {
  it('draws a barcode from which a real decoder reads every field of the slip back, Croatian letters and all', async () => {
    const slip = scanHub3Barcode(await hub3BarcodePng(sampleSlip));

    expect(slip).toEqual({
      currency: 'EUR',
      amountCents: 19356,
      payer: { name: 'Đurđica Šimić-Čačić', street: 'Ulica kneza Branimira 12', place: '31000 Osijek' },
      payee: { name: 'AO online d.o.o.', street: 'Radnička cesta 80', place: '10000 Zagreb' },
      iban: 'HR1210010051863000160',
      model: 'HR01',
      reference: '0267-306205804427-9',
      purposeCode: 'INSU',
      description: 'Polica AO ZG1234AB, vozač Đ. Žužić',
    });
  });

  it('draws PDF417 as HUB 3 asks: 9 data columns, error correction level 4, rows three modules high', async () => {
    const png = PNG.sync.read(await hub3BarcodePng(sampleSlip));

    // Start, left row indicator, 9 data columns, right row indicator: 17 modules each; the stop pattern is 18.
    const modulesWide = 17 * (1 + 1 + 9 + 1) + 18;
    expect(png.width).toBe((modulesWide + 2 * hub3BarcodeQuietZone) * hub3BarcodeScale);
    expect(scanPdf417(PNG.sync.write(png)).errorCorrectionLevel).toBe('4');
    const heights = rowHeights(png);
    expect(heights.length).toBeGreaterThanOrEqual(3);
    expect(new Set(heights)).toEqual(new Set([3 * hub3BarcodeScale]));
  });

  it('keeps level 4 and 9 columns for a slip whose every field is as long as the standard allows', async () => {
    const longest: Hub3Slip = {
      ...sampleSlip,
      amountCents: 999_999_999_999_999,
      payer: { name: 'Ž'.repeat(30), street: 'č'.repeat(27), place: 'Š'.repeat(27) },
      payee: { name: 'đ'.repeat(25), street: 'ć'.repeat(25), place: 'Č'.repeat(27) },
      // 22 characters, the last digit the control digit of the 20 before it.
      reference: '202078912345-123456784',
      description: 'ž'.repeat(35),
    };
    const png = PNG.sync.read(await hub3BarcodePng(longest));

    expect(png.width).toBe((17 * 12 + 18 + 2 * hub3BarcodeQuietZone) * hub3BarcodeScale);
    expect(scanPdf417(PNG.sync.write(png)).errorCorrectionLevel).toBe('4');
    expect(scanHub3Barcode(PNG.sync.write(png))).toEqual(longest);
  });

  it("carries the payer's lines cut to the standard's lengths", async () => {
    const slip = scanHub3Barcode(
      await hub3BarcodePng({
        ...sampleSlip,
        payer: {
          name: 'Đurđica Ana-Marija Šimić-Čačić Žužić',
          street: 'Ulica Hrvatskih branitelja iz Domovinskog rata 112',
          place: '21000 Split - Kaštel Sućurac i okolica',
        },
      }),
    );

    expect(slip.payer).toEqual({
      name: 'Đurđica Ana-Marija Šimić-Čačić',
      street: 'Ulica Hrvatskih branitelja',
      place: '21000 Split - Kaštel Sućura',
    });
  });

  it('draws on an opaque white ground, so that it scans on a page in dark mode too', async () => {
    const png = PNG.sync.read(await hub3BarcodePng(sampleSlip));

    expect(Array.from(png.data.subarray(0, 4))).toEqual([255, 255, 255, 255]);
    const last = (png.width * png.height - 1) * 4;
    expect(Array.from(png.data.subarray(last, last + 4))).toEqual([255, 255, 255, 255]);
  });

  it('refuses a slip the standard does not allow rather than draw it', async () => {
    await expect(hub3BarcodePng({ ...sampleSlip, iban: 'HR1310010051863000160' })).rejects.toThrow(/IBAN/);
  });
});
