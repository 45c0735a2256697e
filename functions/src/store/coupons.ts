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
}

export const couponRef = (code: string) => db().collection(collections.coupons).doc(code);

export async function readCoupon(code: string, transaction?: Transaction): Promise<CouponDocument | undefined> {
  const snapshot = transaction ? await transaction.get(couponRef(code)) : await couponRef(code).get();
  return snapshot.exists ? (snapshot.data() as CouponDocument) : undefined;
}

export function markCouponUsed(transaction: Transaction, code: string, usedBy: string, at: Date): void {
  transaction.update(couponRef(code), { usedAt: Timestamp.fromDate(at), usedBy });
}
