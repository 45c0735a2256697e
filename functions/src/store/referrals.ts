import { FieldValue, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { InvitationState } from '../contracts/get-referral-programme.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** `referrers/{referrerId}`: a customer in the recommend-and-earn programme and what a referral is worth. */
export interface ReferrerDocument {
  active: boolean;
  email: string;
  /** Points the referrer earns per friend who buys. */
  referralPoints: number;
  /** Euros off a referred friend's first policy. */
  referralDiscountAmount: number;
  /** The account it belongs to; the id in links is not the uid, which stays private. */
  uid?: string | null;
  /** The individual referral (`rl`) of the referrer's own link. */
  linkId?: string | null;
  /** Points credited so far, one `referralPoints` per friend whose policy was paid. */
  pointsEarned?: number;
  /**
   * Points taken off the referrer's own orders: held by an order not paid yet or spent on a paid one, and taken back
   * off this figure when the order is never paid or is refunded. The balance is `pointsEarned − pointsSpent`.
   */
  pointsSpent?: number;
  /** How many times a browser opened one of the referrer's links (`POST /api/referrals/validate` on landing). */
  linkOpens?: number;
}

/**
 * `individualReferrals/{id}`: a referral link of a referrer (`?rl=`). One sent to a named friend (`inviteeEmail`) is
 * used once; the referrer's own link, shared with anyone, is not used up.
 */
export interface IndividualReferralDocument {
  referrerId: string;
  inviteeEmail?: string | null;
  usedAt: Timestamp | null;
}

/** `referralCredits/{friendKey}`: a friend (by OIB) whose purchase earned a reward; one per person, ever. */
export interface ReferralCreditDocument {
  referrerId: string;
  orderNumber: string;
  points: number;
  creditedAt: Timestamp;
}

/** `referralInvitations/{referrerId}~{friendKey}`: how far a friend who came through a referrer's link got. */
export interface InvitationDocument {
  referrerId: string;
  friendKey: string;
  state: InvitationState;
  /** "A*** H.", once the friend has bought. */
  friend: string | null;
  points: number;
  updatedAt: Timestamp;
}

const referrerRef = (id: string) => db().collection(collections.referrers).doc(id);
const individualReferralRef = (id: string) => db().collection(collections.individualReferrals).doc(id);
const creditRef = (friendKey: string) => db().collection(collections.referralCredits).doc(friendKey);
const invitationRef = (referrerId: string, friendKey: string) =>
  db().collection(collections.referralInvitations).doc(`${referrerId}~${friendKey}`);

export async function readReferrer(
  referrerId: string,
  transaction?: Transaction,
): Promise<ReferrerDocument | undefined> {
  const snapshot = transaction ? await transaction.get(referrerRef(referrerId)) : await referrerRef(referrerId).get();
  return snapshot.exists ? (snapshot.data() as ReferrerDocument) : undefined;
}

/** Points the referrer may still spend: earned less those held or spent. */
export const pointsBalanceOf = (referrer: Pick<ReferrerDocument, 'pointsEarned' | 'pointsSpent'>): number =>
  (referrer.pointsEarned ?? 0) - (referrer.pointsSpent ?? 0);

/** The account's referrer id, when the driver has ever opened the programme (or was seeded into it). */
export async function referrerIdOfAccount(uid: string): Promise<string | undefined> {
  const snapshot = await db().collection(collections.referrerAccounts).doc(uid).get();
  return snapshot.exists ? (snapshot.get('referrerId') as string) : undefined;
}

/**
 * Moves points between the balance and the referrer's orders: positive takes them (an order holds them, or a late
 * payment takes them again), negative gives them back. An increment, so concurrent moves never overwrite each other.
 */
export function movePointsSpent(transaction: Transaction, referrerId: string, points: number): void {
  transaction.update(referrerRef(referrerId), { pointsSpent: FieldValue.increment(points) });
}

export async function readIndividualReferral(id: string): Promise<IndividualReferralDocument | undefined> {
  const snapshot = await individualReferralRef(id).get();
  return snapshot.exists ? (snapshot.data() as IndividualReferralDocument) : undefined;
}

export async function readReferralCredit(friendKey: string): Promise<ReferralCreditDocument | undefined> {
  const snapshot = await creditRef(friendKey).get();
  return snapshot.exists ? (snapshot.data() as ReferralCreditDocument) : undefined;
}

/** The account's referrer record with its id, made with its own link on first asking (once, however many ask). */
export async function referrerOfAccount(
  uid: string,
  email: string,
  defaults: Pick<ReferrerDocument, 'referralPoints' | 'referralDiscountAmount'>,
): Promise<{ id: string; referrer: ReferrerDocument }> {
  // The account's referrer id is kept on its own document keyed by uid, so the lookup is a get inside a transaction.
  const accountKey = db().collection(collections.referrerAccounts).doc(uid);
  return db().runTransaction(async (transaction) => {
    const known = await transaction.get(accountKey);
    const knownId = known.exists ? (known.get('referrerId') as string) : null;
    if (knownId) {
      const snapshot = await transaction.get(referrerRef(knownId));
      if (snapshot.exists) return { id: knownId, referrer: snapshot.data() as ReferrerDocument };
    }
    const id = db().collection(collections.referrers).doc().id;
    const linkId = db().collection(collections.individualReferrals).doc().id;
    const referrer: ReferrerDocument = { active: true, email, ...defaults, uid, linkId, pointsEarned: 0 };
    transaction.set(accountKey, { referrerId: id });
    transaction.create(referrerRef(id), { ...referrer, createdAt: FieldValue.serverTimestamp() });
    transaction.create(individualReferralRef(linkId), { referrerId: id, inviteeEmail: null, usedAt: null });
    return { id, referrer };
  });
}

export async function countLinkOpened(referrerId: string): Promise<void> {
  await referrerRef(referrerId).update({ linkOpens: FieldValue.increment(1) });
}

export async function invitationsOf(referrerId: string): Promise<InvitationDocument[]> {
  const snapshot = await db().collection(collections.referralInvitations).where('referrerId', '==', referrerId).get();
  return snapshot.docs
    .map((doc) => doc.data() as InvitationDocument)
    .sort((a, b) => b.updatedAt.toMillis() - a.updatedAt.toMillis());
}

/** A friend priced a policy through the link; an invitation that already reached `bought` stays there. */
export async function recordInvitationPriced(referrerId: string, friendKey: string): Promise<void> {
  const ref = invitationRef(referrerId, friendKey);
  await db().runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists && existing.get('state') === 'bought') return;
    transaction.set(ref, {
      referrerId,
      friendKey,
      state: 'priced',
      friend: null,
      points: 0,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
}

/**
 * Credits a friend's purchase, once per friend ever: the credit document keyed by the friend is created in the same
 * transaction that adds the points and marks the invitation bought, so any number of concurrent deliveries of the same
 * payment credit it once. Answers whether this call credited it.
 */
export async function creditReferral(
  transaction: Transaction,
  credit: {
    referrerId: string;
    friendKey: string;
    friend: string;
    orderNumber: string;
    points: number;
    individualReferralId: string | null;
  },
): Promise<boolean> {
  const existing = await transaction.get(creditRef(credit.friendKey));
  if (existing.exists) return false;
  const individual = credit.individualReferralId
    ? await transaction.get(individualReferralRef(credit.individualReferralId))
    : undefined;
  const now = FieldValue.serverTimestamp();
  transaction.create(creditRef(credit.friendKey), {
    referrerId: credit.referrerId,
    orderNumber: credit.orderNumber,
    points: credit.points,
    creditedAt: now,
  });
  transaction.update(referrerRef(credit.referrerId), { pointsEarned: FieldValue.increment(credit.points) });
  transaction.set(invitationRef(credit.referrerId, credit.friendKey), {
    referrerId: credit.referrerId,
    friendKey: credit.friendKey,
    state: 'bought',
    friend: credit.friend,
    points: credit.points,
    updatedAt: now,
  });
  // A link sent to one named friend is spent; the referrer's own link goes on being shared.
  if (individual?.exists && individual.get('inviteeEmail')) {
    transaction.update(individual.ref, { usedAt: now });
  }
  return true;
}
