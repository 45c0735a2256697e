import type { DiscountStatusResponse } from '../contracts/check-discount-status.js';
import type { CodeDiscount } from '../contracts/get-groupama-pricing-for-options.js';
import { normalizeCouponCode } from '../contracts/check-discount-status.js';
import type { DiscountRefusal } from '../contracts/error-keys.js';
import { errorKeys } from '../contracts/error-keys.js';
import { DomainError } from './domain-error.js';
import { readCoupon, type CouponDocument } from '../store/coupons.js';

export type CouponCheck = { ok: true; coupon: CouponDocument } | { ok: false; reason: DiscountRefusal };

/** Spec §5: a code is refused when it is not found, expired, single-use and already used, or bound to another plate. */
export function checkCoupon(coupon: CouponDocument | undefined, licensePlate: string, now: Date): CouponCheck {
  if (!coupon) return { ok: false, reason: 'not-found' };
  if (coupon.expiresAt && coupon.expiresAt.toMillis() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (coupon.singleUse && coupon.usedAt) return { ok: false, reason: 'code-used' };
  if (coupon.licensePlate && coupon.licensePlate !== licensePlate)
    return { ok: false, reason: 'license-plate-mismatch' };
  return { ok: true, coupon };
}

/** The HTTP status the spec's clients expect in `details.httpErrorCode` for each refusal. */
const refusalStatus: Record<DiscountRefusal, number> = {
  'not-found': 404,
  expired: 410,
  'code-used': 409,
  'license-plate-mismatch': 403,
};

export function discountRefusalError(reason: DiscountRefusal) {
  return new DomainError(reason === 'not-found' ? 'not-found' : 'failed-precondition', {
    errorKey: errorKeys.discountCodeError,
    reason,
    httpErrorCode: refusalStatus[reason],
  });
}

/**
 * A driver's coupon as a quote discount: checked against the plate now, since it may have expired or been used since
 * it was entered. A vehicle without a plate cannot use a coupon, which is always bound to a plate's quote.
 */
export async function couponDiscount(
  discountCode: string,
  licensePlate: string | null,
  now: Date,
): Promise<{ ok: true; discount: CodeDiscount } | { ok: false; reason: DiscountRefusal }> {
  const code = normalizeCouponCode(discountCode);
  if (!licensePlate) return { ok: false, reason: 'license-plate-mismatch' };
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

export async function discountStatus(
  code: string,
  licensePlate: string,
  now = new Date(),
): Promise<DiscountStatusResponse> {
  const result = checkCoupon(await readCoupon(normalizeCouponCode(code)), licensePlate, now);
  if (!result.ok) throw discountRefusalError(result.reason);
  return toDiscountStatus(result.coupon);
}
