import { Filter, Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import type { CouponFilter } from '../contracts/admin-list-coupons.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** `coupons/{CODE}` (spec §3 "Discount"): seeded or created by staff; only the redeem transaction writes usedAt. */
export interface CouponDocument {
  code: string;
  valueInEuros: number;
  expiresAt: Timestamp | null;
  /** Normalised plate the coupon is bound to, or null for any vehicle. */
  licensePlate: string | null;
  type: 'coupon';
  singleUse: boolean;
  usedAt: Timestamp | null;
  /** What used it (an order reference), for support. */
  usedBy: string | null;
  /**
   * A single-use coupon held by an order being paid, so another order cannot take it meanwhile. It lapses at `until`
   * or when that order is declined, cancelled or expires; the same person (`holderKey`, a hash of the OIB) paying
   * again may take it over. Absent on coupons nobody has tried to pay with.
   */
  reservation?: CouponReservation | null;
  /** Who created it in the support console, and when; absent on coupons seeded or made by hand before it. */
  createdAt?: Timestamp;
  createdBy?: string;
}

export interface CouponReservation {
  orderNumber: string;
  holderKey: string;
  until: Timestamp;
}

export const couponsCollection = () => db().collection(collections.coupons);

export const couponRef = (code: string) => couponsCollection().doc(code);

export async function readCoupon(code: string, transaction?: Transaction): Promise<CouponDocument | undefined> {
  const snapshot = transaction ? await transaction.get(couponRef(code)) : await couponRef(code).get();
  return snapshot.exists ? (snapshot.data() as CouponDocument) : undefined;
}

/**
 * The support console's coupon lists, each ordered by the field it filters on so that a list needs nothing but its
 * own range (and seeded coupons, which have no `createdAt`, list too): used-up ones by when they were used, the
 * others by their expiry, latest first, those that never expire last. `usable`, `used-up` and `expired` are disjoint
 * and together make `all`: a single-use coupon once used is used up, whatever its expiry.
 */
export function couponsQuery(filter: CouponFilter, now: Date): { query: Query; orderField: keyof CouponDocument } {
  const notUsed = Filter.where('usedAt', '==', null);
  const at = Timestamp.fromDate(now);
  switch (filter) {
    case 'usable':
      return {
        query: couponsCollection().where(
          Filter.and(notUsed, Filter.or(Filter.where('expiresAt', '==', null), Filter.where('expiresAt', '>', at))),
        ),
        orderField: 'expiresAt',
      };
    case 'used-up':
      return { query: couponsCollection().where('usedAt', '!=', null), orderField: 'usedAt' };
    case 'expired':
      return {
        query: couponsCollection().where(Filter.and(notUsed, Filter.where('expiresAt', '<=', at))),
        orderField: 'expiresAt',
      };
    case 'all':
      return { query: couponsCollection(), orderField: 'expiresAt' };
  }
}

/** A new coupon; the transaction fails if its code exists (the caller checks first, to say so). */
export function createCoupon(transaction: Transaction, coupon: CouponDocument): void {
  transaction.create(couponRef(coupon.code), coupon);
}

export function setCouponExpiry(transaction: Transaction, code: string, expiresAt: Timestamp): void {
  transaction.update(couponRef(code), { expiresAt });
}

export function markCouponUsed(transaction: Transaction, code: string, usedBy: string, at: Date): void {
  transaction.update(couponRef(code), { usedAt: Timestamp.fromDate(at), usedBy, reservation: null });
}

export function reserveCoupon(transaction: Transaction, code: string, reservation: CouponReservation): void {
  transaction.update(couponRef(code), { reservation });
}

export function releaseCouponReservation(transaction: Transaction, code: string): void {
  transaction.update(couponRef(code), { reservation: null });
}
