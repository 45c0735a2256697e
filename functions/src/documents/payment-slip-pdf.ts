/**
 * The HUB-3 slip as a PDF, for a driver who pays later or from another device: the barcode their mobile bank scans,
 * the same details written out for a bank counter, and, above all, that the policy starts only when the money
 * arrives. Rendered from the slip alone, never from the clock, so the same slip gives the same file.
 */
import { ibanInGroups } from '../contracts/iban-rules.js';
import type { Hub3Slip, SlipParty } from '../contracts/payment-slip.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import { loadHouseFonts } from './house-fonts.js';
import en from './locales/payment-slip.en.json' with { type: 'json' };
import hr from './locales/payment-slip.hr.json' with { type: 'json' };
import { Layout } from './pdf-house-style.js';
import { fill, formatDate, formatMoney, identityLines, policyTexts } from './policy-texts.js';

/** Croatian is the product's language: its file is the shape the English one must match. */
export type PaymentSlipTexts = typeof hr;

/** The slip's texts; its e-mail says the same things in the same words. */
export const paymentSlipTexts: Readonly<Record<PurchaseLocale, PaymentSlipTexts>> = { hr, en };

export interface PaymentSlipDocument {
  slip: Hub3Slip;
  /** ISO date (Zagreb): the last day the price holds. */
  validUntil: string;
  orderNumber: string;
  /** The plate, or the VIN of a car without one; empty when neither is known. */
  vehicleLabel: string;
  locale: PurchaseLocale;
}

/** "HR12 1001 0051 8630 0016 0": read and copied in fours, and never broken across two lines. */

/** "HR01 0267-306205804427-9", as a bank's form asks for the two. */
export const modelAndReference = (slip: Pick<Hub3Slip, 'model' | 'reference'>) => `${slip.model} ${slip.reference}`;

export const slipAmount = (slip: Pick<Hub3Slip, 'amountCents'>, locale: PurchaseLocale) =>
  formatMoney(slip.amountCents / 100, locale);

export const partyLine = (party: SlipParty) => [party.name, party.street, party.place].filter(Boolean).join(', ');

/** "Narudžba AO-… · vozilo ZG1234AB", or the order alone when the vehicle is not known. */
const orderLine = (document: Pick<PaymentSlipDocument, 'orderNumber' | 'vehicleLabel' | 'locale'>) => {
  const t = paymentSlipTexts[document.locale];
  return document.vehicleLabel
    ? fill(t.orderAndVehicle, { orderNumber: document.orderNumber, vehicle: document.vehicleLabel })
    : fill(t.order, { orderNumber: document.orderNumber });
};

export const paymentSlipFileName = (document: Pick<PaymentSlipDocument, 'orderNumber' | 'locale'>) =>
  fill(paymentSlipTexts[document.locale].fileName, { orderNumber: document.orderNumber });

/** Points: 222 modules and the quiet zone at about 0.37 mm a module, twice the standard's least, for any phone. */
const barcodeWidth = 255;

/** `barcodePng`: the slip's own barcode (payments/hub3-barcode.ts). */
export async function paymentSlipPdf(input: PaymentSlipDocument & { barcodePng: Uint8Array }): Promise<Uint8Array> {
  const { slip, locale, orderNumber } = input;
  const texts = policyTexts[locale];
  const t = paymentSlipTexts[locale];
  const amount = slipAmount(slip, locale);
  const payUntil = formatDate(input.validUntil);
  const identity = identityLines(texts);

  const layout = await Layout.create(await loadHouseFonts(), {
    title: fill(t.documentTitle, { orderNumber }),
    subject: t.subject,
    author: texts.publisher,
    publisher: texts.publisher,
    language: locale,
  });
  const { body, smallPrint } = layout.styles;
  const strong = { ...body, font: layout.styles.title.font };

  layout.header(t.title, orderLine(input), [identity.insurer, identity.agent]);
  layout.text(t.intro, body);
  layout.space(10);
  layout.highlight([
    [
      { label: t.amount, value: amount },
      { label: t.payUntil, value: payUntil },
    ],
    [
      { label: t.iban, value: ibanInGroups(slip.iban, '\u00a0') },
      { label: t.reference, value: modelAndReference(slip) },
    ],
  ]);
  layout.space(8);
  layout.text(t.startsOnPayment, strong);
  layout.text(t.policyByEmail, body);
  layout.space(4);
  layout.text(fill(t.validUntil, { validUntil: payUntil }), smallPrint);

  layout.section(t.scanHeading);
  layout.text(t.scan, body);
  layout.space(6);
  await layout.image(input.barcodePng, barcodeWidth);

  layout.section(t.detailsHeading);
  layout.text(t.details, smallPrint);
  layout.space(4);
  layout.rows([
    { label: t.payer, value: partyLine(slip.payer) },
    { label: t.payee, value: partyLine(slip.payee) },
    { label: t.iban, value: ibanInGroups(slip.iban, '\u00a0') },
    { label: t.amount, value: amount },
    { label: t.reference, value: modelAndReference(slip) },
    { label: t.purposeCode, value: slip.purposeCode },
    { label: t.description, value: slip.description },
  ]);

  return layout.save({
    left: fill(t.footer, { publisher: texts.publisher, orderNumber }),
    pageNumber: texts.pageNumber,
  });
}
