import { logger } from 'firebase-functions/logger';
import type { DiscountStatusResponse } from '../contracts/check-discount-status.js';
import type { CodeDiscount } from '../contracts/get-groupama-pricing-for-options.js';
import { normalizeCouponCode } from '../contracts/check-discount-status.js';
import type { DiscountRefusal } from '../contracts/error-keys.js';
import { errorKeys } from '../contracts/error-keys.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { DomainError } from './domain-error.js';
import { readCoupon, type CouponDocument } from '../store/coupons.js';

export type CouponCheck = { ok: true; coupon: CouponDocument } | { ok: false; reason: DiscountRefusal };

/**
 * Spec §5: a code is refused when it is not found, expired, single-use and already used, or bound to another plate.
 * A vehicle known by its VIN only (`licensePlate` null) can use a coupon for any vehicle, not one bound to a plate.
 */
export function checkCoupon(coupon: CouponDocument | undefined, licensePlate: string | null, now: Date): CouponCheck {
  if (!coupon) return { ok: false, reason: 'not-found' };
  if (coupon.expiresAt && coupon.expiresAt.toMillis() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.singleUse && coupon.usedAt) return { ok: false, reason: 'code-used' };
  if (coupon.licensePlate && coupon.licensePlate !== licensePlate)
    return { ok: false, reason: 'license-plate-mismatch' };
  return { ok: true, coupon };
}

/**
 * The one refusal a caller gets, whatever the reason: four distinguishable answers would tell a guesser which codes
 * exist, which ran out and which belong to another car. Support finds the reason in the log line `discount-refused`.
 */
export function refusedCode(reason: DiscountRefusal, code: string | null): typeof errorKeys.discountCodeError {
  logger.info('discount-refused', { code, reason });
  return errorKeys.discountCodeError;
}

export const discountRefusalError = (reason: DiscountRefusal, code: string | null = null) =>
  new DomainError('failed-precondition', { errorKey: refusedCode(reason, code) });

/**
 * A driver's coupon as a quote discount: checked against the plate now, since it may have expired or been used since
 * it was entered.
 */
export async function couponDiscount(
  discountCode: string,
  licensePlate: string | null,
  now: Date,
): Promise<{ ok: true; discount: CodeDiscount } | { ok: false; reason: DiscountRefusal }> {
  const code = normalizeCouponCode(discountCode);
  const check = checkCoupon(await readCoupon(code), licensePlate, now);
  if (!check.ok) return check;
  return {
    ok: true,
    discount: {
      code,
      discountInEuros: check.coupon.valueInEuros,
      licensePlate: check.coupon.licensePlate,
      type: 'coupon',
    },
  };
}

export function toDiscountStatus(coupon: CouponDocument): DiscountStatusResponse {
  return {
    discountCode: coupon.code,
    discountInEuros: coupon.valueInEuros,
    expiresAt: coupon.expiresAt?.toDate().toISOString() ?? null,
    licensePlate: coupon.licensePlate,
    type: 'coupon',
    singleUse: coupon.singleUse,
    usedAt: coupon.usedAt?.toDate().toISOString() ?? null,
  };
}

/** `licensePlate` as typed, or null (or empty) for a vehicle priced by VIN only. */
export async function discountStatus(
  code: string,
  licensePlate: string | null | undefined,
  now = new Date(),
): Promise<DiscountStatusResponse> {
  const normalized = normalizeCouponCode(code);
  const result = checkCoupon(
    await readCoupon(normalized),
    licensePlate ? normalizeLicensePlate(licensePlate) : null,
    now,
  );
  if (!result.ok) throw discountRefusalError(result.reason, normalized);
  return toDiscountStatus(result.coupon);
}
