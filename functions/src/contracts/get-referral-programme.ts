/**
 * `getReferralProgramme`: the signed-in driver's place in the recommend-and-earn programme: the personal link's ids
 * (made on first asking), what a friend gets and what the driver earns, the friends invited so far and what they
 * earned. Friends are named only as "A*** H.": the referrer learns that a friend bought, not who exactly.
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { centsPerPoint } from './points-rule.js';
import { clientContextFields } from './validation.js';

export const referralProgrammeRequestSchema = yup
  .object({
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type ReferralProgrammeRequest = yup.InferType<typeof referralProgrammeRequestSchema>;

/** How far a friend got: priced a policy through the link, or bought one (which is when the reward is credited). */
export type InvitationState = 'priced' | 'bought';

export interface Invitation {
  /** "A*** H." once the friend has bought (the policyholder's name); null while only priced. */
  friend: string | null;
  state: InvitationState;
  /** ISO instant of the latest state. */
  at: string;
  /** Points credited for this friend; 0 until bought. */
  points: number;
}

export interface ReferralProgrammeResponse {
  /** The link's query: `/?rid=<referrerId>&rl=<referralIndividualId>`. */
  referrerId: string;
  referralIndividualId: string;
  /** What each friend who buys earns the driver, in points and in euros. */
  pointsPerFriend: number;
  eurosPerPoint: number;
  /** What a friend's first policy costs less, euros. */
  friendDiscount: number;
  pointsEarned: number;
  eurosEarned: number;
  /** Points taken off the driver's own policies (an order not paid yet holds them until it is paid or let go). */
  pointsSpent: number;
  /** What is left to spend (earned − spent), and its worth in euros; the rule is `points-rule.ts`. */
  pointsBalance: number;
  eurosBalance: number;
  /** How many times the driver's links were opened; a friend who only opened one cannot be told apart. */
  linkOpens: number;
  /** Newest first. */
  invitations: Invitation[];
}

/**
 * What a new referrer's programme is worth (a referrer record may say otherwise): points per friend who buys, what a
 * point is worth in euros, and what the friend's first policy costs less.
 */
export const referralProgrammeDefaults = {
  pointsPerFriend: 100,
  eurosPerPoint: centsPerPoint / 100,
  friendDiscount: 10,
} as const;
