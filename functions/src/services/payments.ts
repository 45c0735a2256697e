/**
 * Starting a payment (`startPayment`): everything that must hold before money moves, then an order and the signed
 * form for the gateway's hosted page. Flow and order states: docs/decisions/0002-orders-and-payments.md.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { errorKeys, slipSinglePaymentErrorKey } from '../contracts/error-keys.js';
import type { InsuredVehicle } from '../contracts/insured-vehicle.js';
import { displayDateToIso } from '../contracts/field-rules.js';
import {
  purchaseDocumentsVersion,
  type StartPaymentRequest,
  type StartPaymentResponse,
} from '../contracts/start-payment.js';
import { apiPaths } from '../contracts/call-names.js';
import { requestedPlan } from '../contracts/payment-plan.js';
import { paymentAbandonAfterMinutes } from '../config.js';
import { manufacturerOf } from '../insurer/brand-codes.js';
import type { InsurerVehicleInfo } from '../insurer/insurer-api.js';
import { insurer } from '../insurer/insurer.js';
import { gateway } from '../payments/gateway.js';
import { readCoupon, reserveCoupon } from '../store/coupons.js';
import { db } from '../store/firestore.js';
import { createOrder, orderEvent, type OrderSlip } from '../store/orders.js';
import { slipReferenceOf } from '../payments/slip-reference.js';
import { emailSlip, slipViewOf } from './payment-slips.js';
import { zagrebDate } from '../contracts/policy-dates.js';
import { readQuote, type QuoteDocument } from '../store/quotes.js';
import { coveredCarOf } from './covered-car.js';
import { discountRefusalError } from './discounts.js';
import { DomainError, type CallContext } from './domain-error.js';
import { insurerFailureToDomainError } from './insurer-errors.js';
import { holderKeyOf, newOrderNumber } from './order-reference.js';
import { hashSecretToken, newSecretToken } from './secret-token.js';
import { siteOriginFor } from './site-origins.js';
import { priceOrder } from './order-summary.js';
import { holdPoints } from './referral-points.js';
import { retentionOfUnpaidOrder } from '../store/retention.js';
import { markWorkInProgressStep } from './work-in-progress.js';
import { serverSteps } from '../contracts/work-in-progress.js';
import { offerOnlyReason } from '../contracts/offer-only.js';

/** What the gateway's page shows as the purchase, in the buyer's language. */
const cartText = { hr: 'Polica autoodgovornosti', en: 'Motor third-party liability policy' } as const;

/**
 * The vehicle as the register knows it now, with what the driver added where it knows nothing, and the owner's OIB.
 * Asked again at payment because the owner is what the policy is for, and pricing never asks the register for it.
 * A vehicle the product does not sell online is refused here.
 */
async function registeredVehicle(quote: QuoteDocument): Promise<{ vehicle: InsuredVehicle; ownerPin: string | null }> {
  const { licensePlate, vin } = quote;
  let record: InsurerVehicleInfo | undefined;
  try {
    const response = await insurer().lookupVehicle(licensePlate ? { licensePlate } : { vin: vin ?? undefined });
    record = response.vehicleInfos[0];
  } catch (error) {
    throw insurerFailureToDomainError(error, { licensePlate, vin });
  }
  if (!record) throw new DomainError('not-found', { errorKey: errorKeys.noVehicle });
  // Asked of the register as it stands, not of the quote: a van or a trial plate is never paid for online (spec §7).
  const offerOnly = offerOnlyReason(record);
  if (offerOnly) throw new DomainError('failed-precondition', { errorKey: offerOnly });
  const added = (quote.vehicleDetails ?? {}) as Partial<Record<'manufacturer' | 'model', string>> &
    Partial<Record<'yearOfManufacture' | 'enginePowerInKw', number>>;
  return {
    vehicle: {
      licensePlate: record.licensePlate ?? licensePlate,
      vin: record.vin ?? vin,
      manufacturer: manufacturerOf(record) ?? added.manufacturer ?? null,
      model: record.model ?? added.model ?? null,
      variant: record.typeDescription,
      yearOfManufacture: record.yearOfManufacture ?? added.yearOfManufacture ?? null,
      enginePowerInKw: record.enginePowerInKw ?? added.enginePowerInKw ?? null,
      categoryDesc: record.categoryDesc,
    },
    ownerPin: record.ownerPersonalIdentificationNumber,
  };
}

export async function startPayment(
  input: StartPaymentRequest,
  context: CallContext,
  now = new Date(),
): Promise<StartPaymentResponse> {
  const paymentPlan = requestedPlan(input.paymentPlan);
  const method = input.paymentMethod ?? 'card';
  // Instalments are the card's bank's; a slip is one transfer of the whole premium.
  if (method === 'slip' && paymentPlan.kind !== 'single')
    throw new DomainError('failed-precondition', { errorKey: slipSinglePaymentErrorKey });
  const priced = await priceOrder(input.quoteId, input.coverCodes, input.discountCode, paymentPlan, now, {
    uid: context.uid,
    usePoints: input.usePoints === true,
  });
  const { quote } = priced;
  if (quote.paidOrderNumber) throw new DomainError('failed-precondition', { errorKey: errorKeys.quoteAlreadyPaid });
  if (priced.totalCents !== Math.round(input.expectedTotal * 100)) {
    // The total of the plan asked for: a client showing the one-payment total while asking for instalments is refused.
    logger.info('Payment refused: the price changed', {
      quoteId: input.quoteId,
      refusal: priced.refusal,
      paymentPlan,
    });
    throw new DomainError('failed-precondition', { errorKey: errorKeys.priceChanged });
  }
  // A card payment of nothing is not a payment; no coupon in the catalogue comes near the 50 € minimum premium.
  if (priced.totalCents <= 0) throw new DomainError('failed-precondition', { errorKey: errorKeys.generic });

  const holder = input.policyholder;
  // The bonus-malus class and the age factor belong to the person the quote was priced for.
  if (
    holder.personalIdentificationNumber !== quote.driver.personalIdentificationNumber ||
    displayDateToIso(holder.dateOfBirth) !== quote.driver.dateOfBirth
  ) {
    throw new DomainError('failed-precondition', { errorKey: errorKeys.policyholderMismatch });
  }
  const { vehicle, ownerPin } = await registeredVehicle(quote);
  if (ownerPin !== null && ownerPin !== holder.personalIdentificationNumber) {
    logger.info('Payment refused: the policyholder is not the registered owner', { quoteId: input.quoteId });
    throw new DomainError('failed-precondition', { errorKey: errorKeys.notVehicleOwner });
  }
  // Our own policies, asked after the register: the same person paying again for days the car is covered for.
  const covered = await coveredCarOf(quote, context, now);
  if (covered) {
    logger.info('Payment refused: the same person has a policy covering the car', {
      quoteId: input.quoteId,
      ...covered,
    });
    throw new DomainError('failed-precondition', { errorKey: errorKeys.coveredCarOverlap, ...covered });
  }

  const orderNumber = newOrderNumber();
  const orderToken = newSecretToken();
  const siteOrigin = siteOriginFor(context.origin);
  const holderKey = holderKeyOf(holder.personalIdentificationNumber);
  const coupon = priced.discount?.type === 'coupon' ? priced.discount.code : null;
  // A card is paid within minutes on the gateway's page; a slip may be paid any day the price holds.
  const reservationEnds =
    method === 'slip'
      ? quote.expiresAt
      : Timestamp.fromMillis(now.getTime() + paymentAbandonAfterMinutes.value() * 60_000);
  const slip: OrderSlip | null =
    method === 'slip'
      ? {
          reference: slipReferenceOf(orderNumber),
          validUntil: zagrebDate(new Date(quote.expiresAt.toMillis() - 1)),
          payableUntil: quote.expiresAt,
          emailState: 'pending',
          queuedCredit: null,
        }
      : null;

  await db().runTransaction(async (transaction) => {
    const fresh = await readQuote(input.quoteId, transaction);
    if (fresh?.paidOrderNumber) throw new DomainError('failed-precondition', { errorKey: errorKeys.quoteAlreadyPaid });
    const couponDocument = coupon ? await readCoupon(coupon, transaction) : undefined;
    const points = await holdPoints(transaction, priced);
    let reservedCoupon: string | null = null;
    if (coupon && couponDocument?.singleUse) {
      if (couponDocument.usedAt) throw discountRefusalError('code-used');
      const held = couponDocument.reservation;
      // Someone else's payment holds it; the same person paying again (a retry, another quote) may take it over.
      if (held && held.until.toMillis() > now.getTime() && held.holderKey !== holderKey) {
        logger.info('Payment refused: the coupon is held by another order', { coupon, heldBy: held.orderNumber });
        throw discountRefusalError('code-used');
      }
      reserveCoupon(transaction, coupon, { orderNumber, holderKey, until: reservationEnds });
      reservedCoupon = coupon;
    }
    createOrder(transaction, {
      orderNumber,
      quoteId: input.quoteId,
      wipId: input.wipId ?? null,
      uid: context.uid,
      locale: input.locale,
      siteOrigin,
      state: 'pending',
      paymentMethod: method,
      slip,
      policyState: null,
      emailState: null,
      refundState: null,
      duplicateOf: null,
      refusal: null,
      amountCents: priced.totalCents,
      currency: 'EUR',
      items: priced.items,
      coverCodes: priced.coverCodes,
      subtotal: priced.subtotal,
      discountAmount: priced.discountAmount,
      referralDiscountAmount: priced.referralDiscountAmount,
      paymentPlan,
      singlePaymentDiscountAmount: priced.singlePaymentDiscountAmount,
      points,
      renewalReminder: priced.quote.renewalReminder ?? null,
      total: priced.total,
      discount: priced.discount,
      reservedCoupon,
      policyholder: { ...holder, contactEmail: holder.contactEmail.toLowerCase() },
      policyholderIsRegisteredOwner: ownerPin !== null,
      vehicle,
      policyStartDate: quote.policyStartDate,
      policyEndDate: quote.policyEndDate,
      calculationId: quote.calculationId,
      consents: {
        preContractInformation: true,
        generalTerms: true,
        documentsVersion: purchaseDocumentsVersion,
        at: Timestamp.fromDate(now),
      },
      tokenHash: hashSecretToken(orderToken),
      payment: null,
      returnedAt: null,
      lastStatusCheckAt: null,
      // Settled with the gateway if nothing else settles it before the buyer has surely given up; a slip order is
      // given up once its price no longer holds.
      nextAttemptAt: reservationEnds,
      attempts: 0,
      lastError: null,
      leaseUntil: null,
      history: [orderEvent('started', now, `${priced.total.toFixed(2)} EUR`)],
      expireAt: retentionOfUnpaidOrder(now),
    });
  });
  logger.info('Payment started', {
    orderNumber,
    quoteId: input.quoteId,
    amountCents: priced.totalCents,
    paymentPlan,
    method,
  });
  await markWorkInProgressStep(input.wipId, serverSteps.paymentStarted, 'payment');
  const started = { orderNumber, orderToken, amount: priced.total, currency: 'EUR' as const };

  if (slip) {
    const order = {
      orderNumber,
      amountCents: priced.totalCents,
      policyholder: holder,
      vehicle,
      locale: input.locale,
      slip,
    };
    const view = await slipViewOf(order);
    await emailSlip(orderNumber, now);
    return { ...started, method: 'slip', slip: view };
  }

  const returnUrl = `${siteOrigin}${apiPaths.paymentReturn}`;
  const client = gateway();
  return {
    ...started,
    method: 'card',
    gateway: {
      url: client.checkoutUrl,
      fields: client.checkoutFields({
        orderNumber,
        amountCents: priced.totalCents,
        language: input.locale,
        cart: `${cartText[input.locale]} ${vehicle.licensePlate ?? vehicle.vin ?? ''}`.trim(),
        cardholder: {
          firstName: holder.firstName,
          lastName: holder.lastName,
          email: holder.contactEmail,
          phone: `${holder.phoneNumberPrefix} ${holder.phoneNumber}`,
          address: `${holder.address} ${holder.houseNumber}`,
          city: holder.city,
          zipCode: holder.postalCode,
          country: holder.country,
        },
        successUrl: returnUrl,
        cancelUrl: returnUrl,
        paymentPlan,
      }),
    },
  };
}
