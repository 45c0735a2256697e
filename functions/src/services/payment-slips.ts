/**
 * The HUB-3 slip of an order paid by bank transfer: its fields from the stored order and the bank's configuration,
 * the barcode the driver's bank scans, and the e-mail that carries it as a PDF. The reference model and why the
 * policy waits for the money: docs/decisions/0034-payment-slips.md.
 */
import { logger } from 'firebase-functions/logger';
import { bankAccountIban, bankPayeeName, bankPayeePlace, bankPayeeStreet, mailFrom } from '../config.js';
import type { Hub3Slip, PaymentSlipView } from '../contracts/payment-slip.js';
import { mail } from '../mail/mail.js';
import { hub3BarcodePng } from '../payments/hub3-barcode.js';
import { orderEvent, readOrder, updateOrder, type OrderDocument } from '../store/orders.js';
import { policyEmailLinks } from './email-links.js';

/** ISO 20022 purpose code of an insurance premium. */
const insurancePremium = 'INSU';

/** What the payer's bank shows as the payment, in the buyer's language; 35 characters at most with the plate. */
const descriptionText = { hr: 'Polica AO', en: 'MTPL policy' } as const;

type SlipOrder = Pick<OrderDocument, 'orderNumber' | 'amountCents' | 'policyholder' | 'vehicle' | 'locale'> & {
  slip?: OrderDocument['slip'];
};

/** The slip's fields; the payer's lines are cut to the standard's lengths by the payload, never refused. */
export function slipOf(order: SlipOrder, reference: string): Hub3Slip {
  const holder = order.policyholder;
  const plate = order.vehicle.licensePlate ?? order.vehicle.vin ?? '';
  return {
    currency: 'EUR',
    amountCents: order.amountCents,
    payer: {
      name: `${holder.firstName} ${holder.lastName}`,
      street: `${holder.address} ${holder.houseNumber}`,
      place: `${holder.postalCode} ${holder.city}`,
    },
    payee: { name: bankPayeeName.value(), street: bankPayeeStreet.value(), place: bankPayeePlace.value() },
    iban: bankAccountIban.value(),
    model: 'HR01',
    reference,
    purposeCode: insurancePremium,
    description: `${descriptionText[order.locale]} ${plate}`.trim().slice(0, 35),
  };
}

function slipOfOrder(order: SlipOrder): Hub3Slip {
  if (!order.slip) throw new Error(`Order ${order.orderNumber} is not paid by a slip`);
  return slipOf(order, order.slip.reference);
}

/** The slip as the payment page shows it, its barcode drawn here so the page loads no barcode library. */
export async function slipViewOf(order: SlipOrder): Promise<PaymentSlipView> {
  const slip = slipOfOrder(order);
  const png = await hub3BarcodePng(slip);
  return {
    ...slip,
    amount: order.amountCents / 100,
    validUntil: order.slip?.validUntil ?? '',
    barcodePng: png.toString('base64'),
  };
}

/**
 * E-mails the slip as a PDF, to pay later from another device. Once: a slip already sent is not sent again. A
 * failure is recorded on the order and logged, never thrown: the slip is on the driver's screen already.
 */
export async function emailSlip(orderNumber: string, now = new Date()): Promise<void> {
  const order = await readOrder(orderNumber);
  if (!order?.slip || order.slip.emailState === 'sent' || order.state !== 'pending') return;
  const slip = slipOfOrder(order);
  try {
    const [{ paymentSlipPdf }, { composePaymentSlipEmail }, barcodePng] = await Promise.all([
      import('../documents/payment-slip-pdf.js'),
      import('../documents/payment-slip-email.js'),
      hub3BarcodePng(slip),
    ]);
    const document = {
      slip,
      validUntil: order.slip.validUntil,
      orderNumber,
      vehicleLabel: order.vehicle.licensePlate ?? order.vehicle.vin ?? '',
      locale: order.locale,
    };
    const pdf = await paymentSlipPdf({ ...document, barcodePng });
    const links = policyEmailLinks(order.siteOrigin, order.locale, order.policyholder.contactEmail);
    const email = composePaymentSlipEmail(document, pdf, { contactUrl: links.contactUrl });
    await mail().send({
      ...email,
      to: order.policyholder.contactEmail,
      toName: `${order.policyholder.firstName} ${order.policyholder.lastName}`,
      from: { email: mailFrom.value(), name: 'AO online' },
      customArgs: { orderNumber },
      categories: ['payment-slip'],
    });
    await updateOrder(orderNumber, { slip: { ...order.slip, emailState: 'sent' } }, orderEvent('slip-emailed', now));
    logger.info('Payment slip e-mailed', { orderNumber });
  } catch (error) {
    logger.error('Payment slip e-mail failed', { orderNumber, error: String(error) });
    await updateOrder(
      orderNumber,
      { slip: { ...order.slip, emailState: 'failed' } },
      orderEvent('slip-email-failed', now, String(error).slice(0, 200)),
    );
  }
}
