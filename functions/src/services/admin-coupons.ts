import { Timestamp } from 'firebase-admin/firestore';
import type { AdminCreateCouponRequest, AdminCreateCouponResponse } from '../contracts/admin-create-coupon.js';
import type { AdminExpireCouponRequest, AdminExpireCouponResponse } from '../contracts/admin-expire-coupon.js';
import type {
  AdminCoupon,
  AdminListCouponsRequest,
  AdminListCouponsResponse,
} from '../contracts/admin-list-coupons.js';
import { adminPageSize } from '../contracts/admin-paging.js';
import { callNames } from '../contracts/call-names.js';
import { normalizeCouponCode } from '../contracts/check-discount-status.js';
import { errorKeys } from '../contracts/error-keys.js';
import { displayDateToIso, fieldErrors } from '../contracts/field-rules.js';
import { normalizeLicensePlate } from '../contracts/license-plate.js';
import { writeAudit } from '../store/audit-log.js';
import { couponsQuery, createCoupon, readCoupon, setCouponExpiry, type CouponDocument } from '../store/coupons.js';
import { db } from '../store/firestore.js';
import { countPaidOrdersWithCoupon } from '../store/orders.js';
import { readPage } from '../store/paging.js';
import { staffOf } from './admin-access.js';
import { DomainError, type CallContext } from './domain-error.js';
import { zagrebMidnight } from './zagreb-time.js';

const iso = (timestamp: Timestamp | null | undefined) => timestamp?.toDate().toISOString() ?? null;

/**
 * `timesUsed` is counted from the paid orders that carry the code, not kept as a counter: the orders are the record
 * of what was sold, so the count cannot drift from them, and coupons used before the console count too.
 */
async function adminCouponOf(coupon: CouponDocument): Promise<AdminCoupon> {
  return {
    code: coupon.code,
    valueInEuros: coupon.valueInEuros,
    expiresAt: iso(coupon.expiresAt),
    singleUse: coupon.singleUse,
    licensePlate: coupon.licensePlate,
    timesUsed: await countPaidOrdersWithCoupon(coupon.code),
    usedAt: iso(coupon.usedAt),
    usedBy: coupon.usedBy,
    reservedBy: coupon.reservation?.orderNumber ?? null,
    createdAt: iso(coupon.createdAt),
    createdBy: coupon.createdBy ?? null,
  };
}

/** What the audit log keeps of a coupon: the terms staff set, as plain values. */
const auditedTerms = (coupon: CouponDocument) => ({
  code: coupon.code,
  valueInEuros: coupon.valueInEuros,
  expiresAt: iso(coupon.expiresAt),
  singleUse: coupon.singleUse,
  licensePlate: coupon.licensePlate,
});

const notFound = () => new DomainError('not-found', { errorKey: errorKeys.adminNotFound });

export async function listCoupons(
  input: AdminListCouponsRequest,
  context: CallContext,
): Promise<AdminListCouponsResponse> {
  staffOf(context);
  const { query, orderField } = couponsQuery(input.filter, new Date());
  const page = await readPage(query, orderField, input.cursor, adminPageSize);
  return {
    items: await Promise.all(page.docs.map((doc) => adminCouponOf(doc.data() as CouponDocument))),
    nextCursor: page.nextCursor,
    total: page.total,
  };
}

/** A coupon is usable to the end of its last day, Zagreb time, as the seeded ones are. */
function expiryOf(expiresOn: string | null, now: Date): Timestamp | null {
  if (expiresOn === null) return null;
  const lastDay = displayDateToIso(expiresOn);
  const end = lastDay && zagrebMidnight(lastDay, 1).getTime() - 1;
  // A coupon that could never be used is a typo, not a coupon.
  if (!end || end <= now.getTime()) {
    throw new DomainError('invalid-argument', {
      errorKey: errorKeys.validation,
      fields: { expiresOn: fieldErrors.invalid },
    });
  }
  return Timestamp.fromMillis(end);
}

export async function createAdminCoupon(
  input: AdminCreateCouponRequest,
  context: CallContext,
): Promise<AdminCreateCouponResponse> {
  const staff = staffOf(context);
  const now = new Date();
  const coupon: CouponDocument = {
    code: normalizeCouponCode(input.code),
    valueInEuros: input.valueInEuros,
    expiresAt: expiryOf(input.expiresOn, now),
    licensePlate: input.licensePlate ? normalizeLicensePlate(input.licensePlate) : null,
    type: 'coupon',
    singleUse: input.singleUse,
    usedAt: null,
    usedBy: null,
    createdAt: Timestamp.fromDate(now),
    createdBy: staff.email,
  };
  await db().runTransaction(async (transaction) => {
    // The id is the normalised code, so `zima 25` finds `ZIMA25`; two staff creating one code at once conflict here.
    if (await readCoupon(coupon.code, transaction)) {
      throw new DomainError('already-exists', { errorKey: errorKeys.couponExists });
    }
    createCoupon(transaction, coupon);
    writeAudit(
      transaction,
      staff,
      {
        action: callNames.adminCreateCoupon,
        subject: 'coupon',
        subjectId: coupon.code,
        before: null,
        after: auditedTerms(coupon),
      },
      now,
    );
  });
  return { coupon: await adminCouponOf(coupon) };
}

export async function expireAdminCoupon(
  input: AdminExpireCouponRequest,
  context: CallContext,
): Promise<AdminExpireCouponResponse> {
  const staff = staffOf(context);
  const code = normalizeCouponCode(input.code);
  const now = new Date();
  const expired = await db().runTransaction(async (transaction) => {
    const coupon = await readCoupon(code, transaction);
    if (!coupon) throw notFound();
    if (coupon.expiresAt && coupon.expiresAt.toMillis() <= now.getTime()) {
      throw new DomainError('failed-precondition', { errorKey: errorKeys.adminActionNotAllowed });
    }
    const expiresAt = Timestamp.fromDate(now);
    setCouponExpiry(transaction, code, expiresAt);
    writeAudit(
      transaction,
      staff,
      {
        action: callNames.adminExpireCoupon,
        subject: 'coupon',
        subjectId: code,
        before: { expiresAt: iso(coupon.expiresAt) },
        after: { expiresAt: iso(expiresAt) },
      },
      now,
    );
    return { ...coupon, expiresAt };
  });
  return { coupon: await adminCouponOf(expired) };
}
