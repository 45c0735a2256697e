import type { Timestamp } from 'firebase-admin/firestore';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** `referrers/{referrerId}`: a customer in the recommend-and-earn programme and what a referral is worth. */
export interface ReferrerDocument {
  active: boolean;
  email: string;
  referralPoints: number;
  referralDiscountAmount: number;
}

/** `individualReferrals/{id}`: a personal invitation a referrer sent (`?rl=`); used once. */
export interface IndividualReferralDocument {
  referrerId: string;
  usedAt: Timestamp | null;
}

export async function readReferrer(referrerId: string): Promise<ReferrerDocument | undefined> {
  const snapshot = await db().collection(collections.referrers).doc(referrerId).get();
  return snapshot.exists ? (snapshot.data() as ReferrerDocument) : undefined;
}

export async function readIndividualReferral(id: string): Promise<IndividualReferralDocument | undefined> {
  const snapshot = await db().collection(collections.individualReferrals).doc(id).get();
  return snapshot.exists ? (snapshot.data() as IndividualReferralDocument) : undefined;
}
