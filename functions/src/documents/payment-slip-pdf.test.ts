import { PNG } from 'pngjs';
import { decodePDFRawStream, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { hub3BarcodePng } from '../payments/hub3-barcode.js';
import { scanHub3Barcode } from '../payments/mock/hub3-scan.js';
import { sampleOrderNumber, sampleSlip } from '../payments/sample-slip-harness.js';
import en from './locales/payment-slip.en.json' with { type: 'json' };
import hr from './locales/payment-slip.hr.json' with { type: 'json' };
import { paymentSlipFileName, paymentSlipPdf } from './payment-slip-pdf.js';

// Whitespace, the no-break spaces in "193,56 €" and in the IBAN's groups included, is compared as single spaces.
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

async function textOf(pdf: Uint8Array) {
  // pdf.js takes ownership of the buffer it is given; the caller's bytes stay intact.
  const { totalPages, text } = await extractText(await getDocumentProxy(pdf.slice()), { mergePages: true });
  return { totalPages, text: words(text) };
}

/**
 * The images the first page draws, each as a PNG again. Read with pdf-lib, as pdf.js's image decoding needs a newer
 * Node than 20: pdf-lib embeds a PNG as its RGB pixels, deflated, with the transparency (if any) in a grey SMask.
 */
async function imagesOf(pdf: Uint8Array): Promise<Buffer[]> {
  const document = await PDFDocument.load(pdf);
  const xObjects = document.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xObjects?.values() ?? []).flatMap((reference) => {
    const stream = document.context.lookup(reference);
    if (!(stream instanceof PDFRawStream) || stream.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return [];
    expect(stream.dict.get(PDFName.of('ColorSpace'))).toBe(PDFName.of('DeviceRGB'));
    const width = stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const height = stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const rgb = decodePDFRawStream(stream).decode();
    const png = new PNG({ width, height });
    for (let pixel = 0; pixel < width * height; pixel += 1) {
      png.data.set([...rgb.subarray(pixel * 3, pixel * 3 + 3), 255], pixel * 4);
    }
    return [PNG.sync.write(png)];
  });
}

let barcodePng: Buffer;
beforeAll(async () => {
  barcodePng = await hub3BarcodePng(sampleSlip);
});

const render = (locale: PurchaseLocale, vehicleLabel = 'ZG1234AB') =>
  paymentSlipPdf({
    slip: sampleSlip,
    validUntil: '2026-06-14',
    orderNumber: sampleOrderNumber,
    vehicleLabel,
    locale,
    barcodePng,
  });

describe('paymentSlipPdf', { timeout: 30_000 }, () => {
  it('shows in Croatian, on one page, what to pay, to whom, with which reference, until when, and when cover starts', async () => {
    const pdf = await render('hr');

    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    const { totalPages, text } = await textOf(pdf);
    expect(totalPages).toBe(1);
    for (const expected of [
      'Uplatnica za policu autoodgovornosti',
      'Narudžba AO-7K3M9Q2XWB · vozilo ZG1234AB',
      'Iznos 193,56 €',
      'Platite do 14/06/2026',
      'IBAN primatelja HR12 1001 0051 8630 0016 0',
      'Model i poziv na broj HR01 0267-306205804427-9',
      'Polica počinje vrijediti tek kad uplata stigne; nikad prije.',
      'Kad uplata stigne, policu vam šaljemo e-poštom.',
      'Cijena vrijedi do 14/06/2026. Uplata nakon tog dana ne postaje polica.',
      'Skenirajte barkod u aplikaciji mobilnog bankarstva',
      'Platitelj Đurđica Šimić-Čačić, Ulica kneza Branimira 12, 31000 Osijek',
      'Primatelj AO online d.o.o., Radnička cesta 80, 10000 Zagreb',
      'Šifra namjene INSU',
      'Opis plaćanja Polica AO ZG1234AB, vozač Đ. Žužić',
      'AO online · uplatnica za narudžbu AO-7K3M9Q2XWB',
      'Stranica 1 od 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says the same in English', async () => {
    const { totalPages, text } = await textOf(await render('en'));

    expect(totalPages).toBe(1);
    for (const expected of [
      'Payment slip for your MTPL policy',
      'Order AO-7K3M9Q2XWB · vehicle ZG1234AB',
      'Amount €193.56',
      'Pay by 14/06/2026',
      'Payee’s IBAN HR12 1001 0051 8630 0016 0',
      'Model and reference HR01 0267-306205804427-9',
      'Your policy starts only when your payment arrives; never before.',
      'When your payment arrives, we send you the policy by e-mail.',
      'This price holds until 14/06/2026. A payment after that day does not become a policy.',
      'Scan the barcode in your mobile banking app',
      'Payer Đurđica Šimić-Čačić, Ulica kneza Branimira 12, 31000 Osijek',
      'Purpose code INSU',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Uplatnica');
  });

  it('names the order alone when the vehicle is not known', async () => {
    const { text } = await textOf(await render('hr', ''));

    expect(text).toContain('Narudžba AO-7K3M9Q2XWB');
    expect(text).not.toContain('vozilo');
  });

  it('carries a barcode that a real decoder reads, taken out of the PDF', async () => {
    const images = await imagesOf(await render('hr'));

    expect(images).toHaveLength(1);
    expect(scanHub3Barcode(images[0] ?? Buffer.alloc(0))).toEqual(sampleSlip);
  });

  it('gives the same file for the same slip', async () => {
    expect(Buffer.from(await render('hr')).equals(Buffer.from(await render('hr')))).toBe(true);
  });

  it('has every text in both languages', () => {
    const keys = (texts: object, prefix = ''): string[] =>
      Object.entries(texts).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
      );
    expect(keys(en).sort()).toEqual(keys(hr).sort());
  });
});

describe('paymentSlipFileName', () => {
  it("is the language's word for the slip, then the order number", () => {
    expect(paymentSlipFileName({ locale: 'hr', orderNumber: 'AO-7K3M9Q2XWB' })).toBe('uplatnica-AO-7K3M9Q2XWB.pdf');
    expect(paymentSlipFileName({ locale: 'en', orderNumber: 'AO-7K3M9Q2XWB' })).toBe('payment-slip-AO-7K3M9Q2XWB.pdf');
  });
});
