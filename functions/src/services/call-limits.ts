/**
 * Which limits each call takes, declared with the callable when the entry loads. Taking the tokens needs Firestore
 * (limit-tokens.ts), so it is left to the first call.
 */
import { createHash } from 'node:crypto';
import {
  accountEmailsPerHour,
  contactMessagesPerHour,
  lookupsPerMinutePerIp,
  paymentStartsPerHourPerIp,
  pricingsPerOibPerHour,
} from '../config.js';
import type { RateWindow } from '../store/rate-limits.js';
import type { CallContext } from './domain-error.js';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const per =
  (windowMs: number) =>
  (limit: number): RateWindow => ({ limit, windowMs });
const perMinute = per(minute);
const perTenMinutes = per(10 * minute);
const perHour = per(hour);
const perDay = per(day);

/**
 * Every limit of the product, each a short window a driver never meets and a script meets at once, and a daily
 * ceiling that stops a slow script. How each number was chosen: docs/decisions/0009-abuse-limits.md.
 * Limits named `…Address` count the caller's address (an IPv6 address by its /64).
 */
export const limitWindows = {
  /** Vehicle lookups and the telematics check: each answers from the national register. */
  vehicleLookupAddress: () => [perMinute(lookupsPerMinutePerIp.value()), perDay(300)],
  /** The price depends on the OIB's bonus-malus class (the driver's claims history): pricing is not an oracle. */
  pricingAddress: () => [perMinute(10), perDay(150)],
  /** Different OIBs one address may price: a driver and a family member, not a list of people. */
  pricingOibsAddress: () => [perTenMinutes(2), perDay(6)],
  /** Prices for one OIB from anywhere: a driver comparing covers and dates, not a botnet spreading one person's OIB. */
  pricingOib: () => [perHour(pricingsPerOibPerHour.value()), perDay(2 * pricingsPerOibPerHour.value())],
  /** Coupon guesses. */
  discountCheckAddress: () => [perMinute(10), perDay(40)],
  offerRequestAddress: () => [perMinute(3), perDay(20)],
  /** The SPA saves progress at every step of a quote. */
  workInProgressSaveAddress: () => [perMinute(60), perDay(1500)],
  /** Resume links: the record id is a secret, guessing ids is what this stops. */
  workInProgressReadAddress: () => [perMinute(lookupsPerMinutePerIp.value()), perDay(100)],
  /** A referrer id is not secret, but whether it exists and what it earns is not for harvesting. */
  referralValidationAddress: () => [perMinute(lookupsPerMinutePerIp.value()), perDay(200)],
  /** Order summaries are read as the driver changes covers. */
  orderSummaryAddress: () => [perMinute(30), perDay(600)],
  /** Payment attempts: a family's worth, not a card-testing script's. */
  paymentStartAddress: () => [perMinute(10), perHour(paymentStartsPerHourPerIp.value()), perDay(60)],
  /** The waiting page polls every 2 s, then every 10 s. */
  orderStatusAddress: () => [perMinute(60), perDay(3000)],
  /** E-policy downloads by order number and token. */
  policyPdfAddress: () => [perMinute(20), perDay(200)],
  contactMessageAddress: () => [perHour(contactMessagesPerHour.value()), perDay(20)],
  contactMessageEmail: () => [perHour(contactMessagesPerHour.value()), perDay(20)],
  /** Account e-mails (a new password, a confirmation): enough for a driver who lost one, too few to flood an inbox. */
  accountEmailAddress: () => [perHour(accountEmailsPerHour.value() * 10), perDay(100)],
  accountEmail: () => [perHour(accountEmailsPerHour.value()), perDay(accountEmailsPerHour.value() * 2)],
  /** The signed-in area: an account's own pages, counted per account and per address. */
  accountReadAddress: () => [perMinute(60), perDay(2000)],
  accountRead: () => [perMinute(60), perDay(2000)],
  accountWrite: () => [perMinute(10), perDay(100)],
  /**
   * The support console, per admin: a busy day of searching and paging, and a stolen staff session cannot read the
   * whole database in an afternoon through it.
   */
  adminRead: () => [perMinute(120), perDay(5000)],
  adminWrite: () => [perMinute(30), perDay(1000)],
  /**
   * The accident statement (docs/decisions/0017-accident-statements.md). Starting one: a driver starts one or two,
   * a script thousands.
   */
  accidentStartAddress: () => [perMinute(5), perDay(30)],
  /** A new join code for driver B: a code that expired or was mistyped, a few times. */
  accidentShareAddress: () => [perMinute(10), perDay(60)],
  /** Join calls from one address, right or wrong. */
  accidentJoinAddress: () => [perMinute(10), perDay(100)],
  /** Wrong join codes only: after five the address is refused, even the right code, for the hour. */
  accidentJoinFailuresAddress: () => [perHour(5), perDay(20)],
  /**
   * The poll: every 1.5 s from each phone while the statement is open, i.e. 80 a minute for two phones behind one
   * carrier-grade NAT address, with room for a third phone (another accident behind the same address).
   */
  accidentReadAddress: () => [perMinute(150), perDay(20_000)],
  /** Reads of one statement from anywhere: its two phones' polls, 80 a minute. */
  accidentReadStatement: () => [perMinute(120), perDay(20_000)],
  /** Saves: the phone's outbox sends each part as the driver types, a few seconds apart at most. */
  accidentSaveAddress: () => [perMinute(60), perDay(3000)],
  /** A plate and a policy number checked against our policies: a driver with a typo, not a policy-number oracle. */
  accidentLinkAddress: () => [perMinute(5), perDay(30)],
  /** Photos: 8 per side, each retried when the signal drops. */
  accidentPhotoWriteAddress: () => [perMinute(30), perDay(300)],
  accidentPhotoReadAddress: () => [perMinute(60), perDay(2000)],
  /** Signing, and the PDF afterwards. */
  accidentSignAddress: () => [perMinute(10), perDay(100)],
  accidentPdfAddress: () => [perMinute(10), perDay(100)],
  /**
   * The claim that follows (docs/decisions/0018-claims.md). An open page asks every 2.5 s while the driver is with it
   * (docs/decisions/0025-claim-page-polling.md), 24 reads a minute: room for both drivers' phones behind one address
   * (a home's Wi-Fi, a carrier's NAT) and a day of pages left open, which slow to one read a minute when nobody
   * touches them.
   */
  claimReadAddress: () => [perMinute(60), perDay(5000)],
  /** Dates of birth tried on claims, right or wrong: the resume link's limit (each claim also locks after five). */
  claimIdentityAddress: () => [perMinute(lookupsPerMinutePerIp.value()), perDay(100)],
  /** Documents: a handful per claim, each retried when the signal drops. */
  claimDocumentAddress: () => [perMinute(20), perDay(200)],
  /** Confirming an appointment, answering an offer: a few presses per claim. */
  claimActionAddress: () => [perMinute(10), perDay(100)],
  /** Dates of birth a guest tried on policies from the policy e-mail's link (each policy also locks after five). */
  policyIdentityAddress: () => [perMinute(lookupsPerMinutePerIp.value()), perDay(100)],
} satisfies Record<string, () => RateWindow[]>;

export type LimitName = keyof typeof limitWindows;

/**
 * Limits of one staff account, whose console sends several calls at once, and of the accident statement's poll:
 * counted without a transaction (store/rate-limits.ts `countRateLimitHit`), so those calls do not queue on one counter.
 */
export const countedLimits: ReadonlySet<LimitName> = new Set<LimitName>([
  'adminRead',
  'adminWrite',
  // Both phones of a statement poll, save and upload photos at once, often from one address, and a counter is one
  // document: in transactions every pair of calls would queue on it (seconds on the emulator), and a change must reach
  // the other phone within two.
  'accidentReadAddress',
  'accidentReadStatement',
  'accidentSaveAddress',
  'accidentPhotoWriteAddress',
  'accidentPhotoReadAddress',
]);

/** One limit a call takes a token from: which, whose, and for the distinct counts, of what. */
export interface LimitCheck {
  limit: LimitName;
  subject: string;
  /** Counted once per window however often it comes again (the OIBs an address priced). */
  member?: string;
}

/** OIBs and e-mail addresses are counted by a hash, never stored in clear in the counters. */
export const hashedSubject = (value: string) => createHash('sha256').update(value).digest('hex').slice(0, 32);

/** The address's limit, as every call has one. */
export const byAddress =
  (limit: LimitName) =>
  (_input: unknown, context: CallContext): LimitCheck[] => [{ limit, subject: context.ip }];

/** The signed-in area: per address, and per account once the caller is signed in (else the service refuses). */
export const accountCallLimits =
  (kind: 'accountRead' | 'accountWrite') =>
  (_input: unknown, context: CallContext): LimitCheck[] => [
    { limit: 'accountReadAddress', subject: context.ip },
    ...(context.uid ? [{ limit: kind, subject: context.uid }] : []),
  ];

/** The support console: per admin account (the wrapper has already refused anyone else). */
export const adminCallLimits =
  (kind: 'adminRead' | 'adminWrite') =>
  (_input: unknown, context: CallContext): LimitCheck[] => [{ limit: kind, subject: context.uid ?? context.ip }];

/**
 * The accident statement's poll: per address, and per statement (its id hashed): its two phones fit with room, a
 * script reading one statement over and over does not.
 */
export const accidentReadLimits = (input: { statementId: string }, context: CallContext): LimitCheck[] => [
  { limit: 'accidentReadAddress', subject: context.ip },
  { limit: 'accidentReadStatement', subject: hashedSubject(input.statementId) },
];

/** A claim's read: per address, and a guest's date of birth also against the identity limit. */
export const claimReadLimits = (input: { dateOfBirth?: string | null }, context: CallContext): LimitCheck[] => [
  { limit: 'claimReadAddress', subject: context.ip },
  ...(input.dateOfBirth ? [{ limit: 'claimIdentityAddress' as const, subject: context.ip }] : []),
];

/**
 * A managed policy's read (docs/decisions/0032-policy-access.md): the signed-in area's, which a guest meets by
 * address, and a guest's date of birth also against the identity limit. Its other calls take the area's own.
 */
export const policyReadLimits = (input: { dateOfBirth: string | null }, context: CallContext): LimitCheck[] => [
  ...accountCallLimits('accountRead')(input, context),
  ...(input.dateOfBirth ? [{ limit: 'policyIdentityAddress' as const, subject: context.ip }] : []),
];
