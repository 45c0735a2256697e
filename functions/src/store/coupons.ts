import { Timestamp, type Transaction } from 'firebase-admin/firestore';
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
}

export interface CouponReservation {
  orderNumber: string;
  holderKey: string;
  until: Timestamp;
}

export const couponRef = (code: string) => db().collection(collections.coupons).doc(code);

export async function readCoupon(code: string, transaction?: Transaction): Promise<CouponDocument | undefined> {
  const snapshot = transaction ? await transaction.get(couponRef(code)) : await couponRef(code).get();
  return snapshot.exists ? (snapshot.data() as CouponDocument) : undefined;
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
