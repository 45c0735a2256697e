/**
 * The recommend-and-earn programme (docs/decisions/0008-referral-programme.md): a friend who arrives through a
 * referrer's link and prices a policy is recorded as invited; once the friend's policy is paid, the referrer is
 * credited, once per friend ever, never for themselves.
 */
import { createHash } from 'node:crypto';
import { logger } from 'firebase-functions/logger';
import { referralProgrammeDefaults, type ReferralProgrammeResponse } from '../contracts/get-referral-programme.js';
import { centsPerPoint } from '../contracts/points-rule.js';
import { db } from '../store/firestore.js';
import type { OrderDocument } from '../store/orders.js';
import { readQuote, type QuoteDocument, type QuoteReferral } from '../store/quotes.js';
import {
  creditReferral,
  invitationsOf,
  pointsBalanceOf,
  readIndividualReferral,
  readReferralCredit,
  readReferrer,
  recordInvitationPriced,
  referrerOfAccount,
  type ReferrerDocument,
} from '../store/referrals.js';
import { readUser } from '../store/users.js';
import { signedIn } from './signed-in.js';
import type { CallContext } from './domain-error.js';

/** A friend by OIB, hashed: the programme must tell friends apart without keeping their identity numbers. */
export const friendKeyOf = (personalIdentificationNumber: string) =>
  createHash('sha256').update(`referral-friend|${personalIdentificationNumber}`).digest('hex');

/** "Ana Horvat" → "A*** H.": enough for the referrer to recognise a friend, too little to identify a stranger. */
export const maskedFriend = (firstName: string, lastName: string) =>
  `${firstName.trim().charAt(0).toUpperCase()}*** ${lastName.trim().charAt(0).toUpperCase()}.`;

interface Person {
  uid: string | null;
  email: string;
  personalIdentificationNumber: string;
}

/** Whether the person is the referrer: the same account, e-mail address or OIB. */
async function isReferrerThemselves(referrer: ReferrerDocument, person: Person): Promise<boolean> {
  if (referrer.uid && person.uid === referrer.uid) return true;
  if (referrer.email.toLowerCase() === person.email.toLowerCase()) return true;
  const account = referrer.uid ? await readUser(referrer.uid) : undefined;
  return account?.personalIdentificationNumber === person.personalIdentificationNumber;
}

/**
 * The referral a quote is priced under, if it counts: an active referrer, a link of theirs not spent, a friend who
 * is not the referrer and was never referred before. Records the friend as invited. Never fails the pricing.
 */
export async function referralForQuote(
  ids: { referrerId?: string | null; referralIndividualId?: string | null },
  person: Person,
): Promise<QuoteReferral | null> {
  if (!ids.referrerId) return null;
  try {
    const referrer = await readReferrer(ids.referrerId);
    if (!referrer?.active) return null;
    if (await isReferrerThemselves(referrer, person)) {
      logger.info('Referral ignored: the referrer themselves', { referrerId: ids.referrerId });
      return null;
    }
    if (ids.referralIndividualId) {
      const link = await readIndividualReferral(ids.referralIndividualId);
      if (!link || link.referrerId !== ids.referrerId || link.usedAt) return null;
    }
    const friendKey = friendKeyOf(person.personalIdentificationNumber);
    if (await readReferralCredit(friendKey)) return null;
    await recordInvitationPriced(ids.referrerId, friendKey);
    return {
      referrerId: ids.referrerId,
      referralIndividualId: ids.referralIndividualId ?? null,
      friendKey,
      discountInEuros: referrer.referralDiscountAmount,
    };
  } catch (error) {
    // The programme is a bonus: a failure to record it must not cost the driver the price.
    logger.warn('Referral not recorded', { referrerId: ids.referrerId, error: String(error) });
    return null;
  }
}

/**
 * What a quote priced through a referral takes off: the friend's first policy only, so nothing once the friend has
 * been rewarded for (a policy bought through the link since this quote was priced).
 */
export async function referralDiscountOf(quote: QuoteDocument): Promise<number> {
  if (!quote.referral) return 0;
  return (await readReferralCredit(quote.referral.friendKey)) ? 0 : quote.referral.discountInEuros;
}

/**
 * Credits the referrer of a paid order's quote, if any: once per friend (any number of deliveries, at once or
 * later), never when the buyer turns out to be the referrer (the e-mail or account at payment may differ from
 * pricing). Safe to call on every settlement attempt.
 */
export async function creditReferralOf(order: OrderDocument): Promise<void> {
  const referral = (await readQuote(order.quoteId))?.referral;
  if (!referral) return;
  const referrer = await readReferrer(referral.referrerId);
  if (!referrer?.active) return;
  const { policyholder } = order;
  const buyer = {
    uid: order.uid,
    email: policyholder.contactEmail,
    personalIdentificationNumber: policyholder.personalIdentificationNumber,
  };
  if (await isReferrerThemselves(referrer, buyer)) {
    logger.info('Referral not credited: the referrer bought for themselves', { orderNumber: order.orderNumber });
    return;
  }
  const credited = await db().runTransaction((transaction) =>
    creditReferral(transaction, {
      referrerId: referral.referrerId,
      friendKey: referral.friendKey,
      friend: maskedFriend(policyholder.firstName, policyholder.lastName),
      orderNumber: order.orderNumber,
      points: referrer.referralPoints,
      individualReferralId: referral.referralIndividualId,
    }),
  );
  if (credited) {
    logger.info('Referral credited', {
      referrerId: referral.referrerId,
      orderNumber: order.orderNumber,
      points: referrer.referralPoints,
    });
  }
}

/** The signed-in driver's programme: their link (made on first asking), its worth, their invitations and earnings. */
export async function referralProgramme(context: CallContext): Promise<ReferralProgrammeResponse> {
  const user = signedIn(context);
  const { id, referrer } = await referrerOfAccount(user.uid, user.email, {
    referralPoints: referralProgrammeDefaults.pointsPerFriend,
    referralDiscountAmount: referralProgrammeDefaults.friendDiscount,
  });
  const invitations = await invitationsOf(id);
  const pointsEarned = referrer.pointsEarned ?? 0;
  const pointsBalance = Math.max(0, pointsBalanceOf(referrer));
  const { eurosPerPoint } = referralProgrammeDefaults;
  return {
    referrerId: id,
    referralIndividualId: referrer.linkId ?? '',
    pointsPerFriend: referrer.referralPoints,
    eurosPerPoint,
    friendDiscount: referrer.referralDiscountAmount,
    pointsEarned,
    eurosEarned: Math.round(pointsEarned * eurosPerPoint * 100) / 100,
    pointsSpent: referrer.pointsSpent ?? 0,
    pointsBalance,
    eurosBalance: (pointsBalance * centsPerPoint) / 100,
    linkOpens: referrer.linkOpens ?? 0,
    invitations: invitations.map((invitation) => ({
      friend: invitation.friend,
      state: invitation.state,
      at: invitation.updatedAt.toDate().toISOString(),
      points: invitation.points,
    })),
  };
}
