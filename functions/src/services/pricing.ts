import { logger } from 'firebase-functions/logger';
import type { CodeDiscount, PricingRequest, PricingResponse } from '../contracts/get-groupama-pricing-for-options.js';
import { errorKeys, type DiscountRefusal } from '../contracts/error-keys.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { displayDateToIso, isoToDisplayDate } from '../contracts/field-rules.js';
import { normalizeVin } from '../contracts/vin.js';
import { policyDates } from '../contracts/policy-dates.js';
import { pricingFailureSteps } from '../contracts/work-in-progress.js';
import { offerOnlyReason } from '../contracts/offer-only.js';
import { DomainError, type CallContext } from './domain-error.js';
import type { CallDeadline } from '../insurer/call-deadline.js';
import type { InsurerPricingResponse } from '../insurer/insurer-api.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import { insurer, insurerCallDeadline } from '../insurer/insurer.js';
import { createQuote } from '../store/quotes.js';
import { zagrebMidnight } from './zagreb-time.js';
import { updateWorkInProgress } from '../store/work-in-progress.js';
import { couponDiscount, refusedCode } from './discounts.js';
import { insurerFailureToDomainError } from './insurer-errors.js';
import { markWorkInProgressStep, progressRank } from './work-in-progress.js';
import { referralForQuote } from './referral-programme.js';
import { keepRecord } from './record-keeping.js';

/** Spec §9: a quote whose MTPL gross premium is missing or below this is not offered. */
export const minimumMtplGrossPremium = 50;

type PriceResult = { ok: true; pricing: InsurerPricingResponse } | { ok: false; lastStep: string; error: unknown };

function checkPremium(pricing: InsurerPricingResponse): PriceResult {
  const mtpl = pricing.premiumCovers.find((cover) => cover.coverCode === 'MTPL');
  if (!mtpl || !Number.isFinite(mtpl.grossPremiumAmt) || mtpl.grossPremiumAmt < minimumMtplGrossPremium) {
    return { ok: false, lastStep: pricingFailureSteps.lowPremium, error: undefined };
  }
  return { ok: true, pricing };
}

/** The driver's coupon if it is still good, else the insurer's discount for the vehicle, if any. */
async function codeDiscountFor(
  discountCode: string | null | undefined,
  licensePlate: string | null,
  pricing: InsurerPricingResponse,
  now: Date,
  deadline: CallDeadline,
): Promise<{ discount: CodeDiscount | null; refusal: DiscountRefusal | null }> {
  let refusal: DiscountRefusal | null = null;
  if (discountCode) {
    const coupon = await couponDiscount(discountCode, licensePlate, now);
    if (coupon.ok) return { discount: coupon.discount, refusal: null };
    refusal = coupon.reason;
  }
  if (licensePlate && pricing.discountOptions.includes('vehicle')) {
    try {
      const { vehicleDiscount } = await insurer().discountStatus({ licensePlate }, { deadline });
      if (vehicleDiscount) {
        return {
          discount: { code: null, discountInEuros: vehicleDiscount.valueInEuros, licensePlate, type: 'vehicle' },
          refusal,
        };
      }
    } catch (error) {
      // A missing vehicle discount must not cost the driver the quote; they can still pay the full price.
      if (!(error instanceof InsurerFailure)) throw error;
      logger.warn('Vehicle discount status unavailable', { licensePlate, error: error.message });
    }
  }
  return { discount: null, refusal };
}

/**
 * The end of the insurer's last day at this price. A day already past by our clock is the insurer's on another
 * clock (a renewal priced ahead of its day, say), not a price that has lapsed: the quote then keeps its own week,
 * and the insurer's refusal to issue on a lapsed calculation remains the guard.
 */
function insurerHoldsUntil(validUntil: string, now: Date): Date | null {
  const end = zagrebMidnight(validUntil, 1);
  return end.getTime() > now.getTime() ? end : null;
}

export async function priceQuote(
  input: PricingRequest,
  context: Pick<CallContext, 'uid'> = { uid: null },
  now = new Date(),
): Promise<PricingResponse> {
  const licensePlate = input.licensePlate ? normalizeLicensePlate(input.licensePlate) : null;
  const vin = input.vin ? normalizeVin(input.vin) : null;
  const dates = policyDates(input.policyStartDate ? displayDateToIso(input.policyStartDate) : undefined, now);
  const driver = {
    dateOfBirth: displayDateToIso(input.dateOfBirth) ?? input.dateOfBirth,
    personalIdentificationNumber: input.personalIdentificationNumber,
  };
  const vehicleDetails = input.vehicleDetails
    ? Object.fromEntries(
        Object.entries(input.vehicleDetails).filter(([, value]) => value !== null && value !== undefined),
      )
    : undefined;

  // One deadline for the price and the vehicle's discount status together: the driver waits for both.
  const deadline = insurerCallDeadline();
  let result: PriceResult;
  try {
    result = checkPremium(
      await insurer().price(
        {
          ...(licensePlate ? { licensePlate } : { vin: vin ?? undefined }),
          ...(vehicleDetails ? { vehicleDetails } : {}),
          driver,
          policyStartDate: dates.start,
        },
        { deadline },
      ),
    );
  } catch (error) {
    result = { ok: false, lastStep: pricingFailureSteps.premiumError, error };
  }

  if (!result.ok) {
    await markWorkInProgressStep(input.wipId, result.lastStep);
    if (result.error === undefined) {
      logger.warn('Quote refused: MTPL premium missing or too low', { licensePlate, vin });
      throw new DomainError('failed-precondition', { errorKey: errorKeys.generic, notPricedOnline: true });
    }
    logger.warn('Pricing failed at the insurer', { licensePlate, vin, error: String(result.error) });
    // A refusal, unlike an outage, will be the same next time: the driver is offered an offer request instead.
    if (result.error instanceof InsurerFailure && result.error.kind === 'rejected')
      throw new DomainError('failed-precondition', { errorKey: errorKeys.generic, notPricedOnline: true });
    throw insurerFailureToDomainError(result.error, { licensePlate, vin });
  }

  const { pricing } = result;
  // Whatever the client made of its lookup, a van or a trial plate gets no online price (spec §7: an offer request).
  const offerOnly = offerOnlyReason(pricing.vehicle);
  if (offerOnly) {
    logger.info('Quote refused: the vehicle is sold through an offer request', { licensePlate, vin, offerOnly });
    throw new DomainError('failed-precondition', { errorKey: offerOnly, notPricedOnline: true });
  }
  const { discount, refusal } = await codeDiscountFor(input.discountCode, licensePlate, pricing, now, deadline);
  const referral = await referralForQuote(input, {
    uid: context.uid,
    email: input.contactEmail,
    personalIdentificationNumber: input.personalIdentificationNumber,
  });
  const quoteId = await createQuote(
    {
      licensePlate,
      vin,
      vehicleDetails: vehicleDetails ?? null,
      driver,
      premiumCovers: pricing.premiumCovers,
      discountZone: pricing.discountZone,
      codeDiscount: discount,
      calculationId: pricing.calculationId,
      policyStartDate: dates.start,
      policyEndDate: dates.end,
      wipId: input.wipId ?? null,
      referral,
      validUntil: pricing.validUntil,
    },
    now,
    insurerHoldsUntil(pricing.validUntil, now),
  );
  const { wipId } = input;
  // The quote is stored and priced: noting it on the driver's record is for support and must not cost the price.
  if (wipId) {
    await keepRecord('work-in-progress-quote', () =>
      updateWorkInProgress(
        wipId,
        {
          quoteId,
          fields: {
            dateOfBirth: input.dateOfBirth,
            PIN: input.personalIdentificationNumber,
            email: input.contactEmail,
            phone: input.phoneNumber,
            prefix: input.phoneNumberPrefix,
            policyAccepted: input.policyAccepted,
            ...(licensePlate ? { licensePlate } : {}),
            ...(vin ? { vin } : {}),
          },
        },
        progressRank,
      ),
    );
  }

  return {
    quoteId,
    responseStatus: 'success',
    premiumCovers: pricing.premiumCovers,
    discountCode: discount,
    discountZone: pricing.discountZone,
    discountOptions: pricing.discountOptions,
    discountCodeRefusal: refusal ? refusedCode(refusal, input.discountCode ?? null) : null,
    policyStartDate: isoToDisplayDate(dates.start),
    policyEndDate: isoToDisplayDate(dates.end),
  };
}
