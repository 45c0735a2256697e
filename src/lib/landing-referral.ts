import { utmTagsOf } from '@contracts/text-rules';
import type { ReferralValidationResponse } from '@contracts/validate-referral';
import { userStoragePrefixes } from './storage-prefixes';

/**
 * A referral link lands on any page (`/?rid=…&rl=…`, `/onboarding?rid=…`), and the quote may start pages later: the
 * link's query is kept for this tab, under the quote's own prefix so that starting over or signing out removes it with
 * the rest. So is the server's answer about it (`check`), which the quote shows from its plate entry on.
 */
const key = `${userStoragePrefixes.onboarding}landing`;
const checkKey = `${userStoragePrefixes.onboarding}landing-check`;

/**
 * `apiPaths.validateReferral`, written out: importing the contracts' call names here would split them into a chunk of
 * their own that every page then loads. landing-referral.test.ts holds the two together.
 */
export const validateReferralPath = '/api/referrals/validate';

/** Who the referral is checked for, when known (spec §7); the server counts an anonymous check as the link opened. */
export interface ReferralIdentity {
  customerEmail: string | null;
  userId: string | null;
}

/**
 * Spec §3's referral validation result, as the server answered (`errorMessageKey` is its errorCode, spec §8). Nothing
 * in it is about a person: the link's own ids, and what the referrer's programme gives.
 */
export interface ReferralCheck {
  valid: boolean;
  referrerId: string | null;
  errorMessageKey: string | null;
  /** Points the referrer earns when this driver buys. */
  referralPoints: number;
  /** Euros off this driver's first policy. */
  referralDiscountAmount: number;
  /** The link was a personal invitation (`rl`). */
  individualReferral: boolean;
}

interface StoredCheck extends ReferralIdentity {
  referrerId: string;
  referralIndividualId: string | null;
  check: ReferralCheck;
}

const anonymous: ReferralIdentity = { customerEmail: null, userId: null };

function read(name: string): string | null {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function write(name: string, value: string): void {
  try {
    sessionStorage.setItem(name, value);
  } catch {
    // Blocked storage: the referral then counts only if the quote starts on the page the link opened, and the tab
    // asks about it again where it needs the answer.
  }
}

function readCheck(): StoredCheck | null {
  try {
    return JSON.parse(read(checkKey) ?? 'null') as StoredCheck | null;
  } catch {
    return null;
  }
}

const sameReferral = (stored: StoredCheck, referrerId: string, referralIndividualId: string | null) =>
  stored.referrerId === referrerId && stored.referralIndividualId === referralIndividualId;

/** Calls in flight, so the landing's check and the quote's asking at the same moment make one call. */
const pending = new Map<string, Promise<ReferralCheck | null>>();

/**
 * Asks the server whether a referral is good, for the identity known so far, and keeps the answer for the tab. No
 * answer (offline, our own rate limit) is `null`: nothing is said about the link then, and the price decides.
 */
function validate(
  referrerId: string,
  referralIndividualId: string | null,
  identity: ReferralIdentity,
  idToken?: () => Promise<string | null>,
): Promise<ReferralCheck | null> {
  const body = JSON.stringify({ referrerId, referralIndividualId, ...identity });
  const inFlight = pending.get(body);
  if (inFlight) return inFlight;
  // The server takes a user id only with the ID token that proves it.
  const send = (token: string | null) =>
    fetch(new URL(validateReferralPath, window.location.origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });
  const call = (identity.userId && idToken ? idToken().then(send) : send(null))
    .then(async (response) => {
      const answer = (await response.json()) as Partial<Record<keyof ReferralValidationResponse, unknown>>;
      if (answer.errorCode === 'too-many-requests' || typeof answer.valid !== 'boolean') return null;
      const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
      const check: ReferralCheck = {
        valid: answer.valid,
        referrerId: typeof answer.referrerId === 'string' ? answer.referrerId : null,
        errorMessageKey: answer.valid
          ? null
          : typeof answer.errorCode === 'string'
            ? answer.errorCode
            : 'validation-error',
        referralPoints: amount(answer.referralPoints),
        referralDiscountAmount: amount(answer.referralDiscountAmount),
        individualReferral: answer.individualReferral === true,
      };
      write(checkKey, JSON.stringify({ referrerId, referralIndividualId, ...identity, check } satisfies StoredCheck));
      return check;
    })
    .catch(() => null)
    .finally(() => pending.delete(body));
  pending.set(body, call);
  return call;
}

/**
 * Keeps the landing query when it carries a referral (other queries leave an earlier one in place) and, the first time
 * this tab lands through that link, validates it (spec §5: only with a referrer id), which counts it opened for the
 * referrer and keeps the answer for the quote.
 */
export function rememberLandingReferral(search: string): void {
  const params = new URLSearchParams(search);
  const referrerId = params.get('rid');
  if (!referrerId) return;
  if (read(key) === params.toString()) return;
  write(key, params.toString());
  void validate(referrerId, params.get('rl'), anonymous);
}

/**
 * The answer about the quote's referral: the tab's own when it was given for the same link and the same identity,
 * asked again otherwise (a driver who has since given their e-mail or signed in, or a tab whose storage is blocked).
 */
export function referralCheck(
  referral: { referrerId: string | null; referralIndividualId: string | null },
  identity: ReferralIdentity,
  idToken?: () => Promise<string | null>,
): Promise<ReferralCheck | null> {
  const { referrerId, referralIndividualId } = referral;
  if (!referrerId) return Promise.resolve(null);
  const stored = readCheck();
  const known = identity.customerEmail !== null || identity.userId !== null;
  if (
    stored &&
    sameReferral(stored, referrerId, referralIndividualId) &&
    (!known || (stored.customerEmail === identity.customerEmail && stored.userId === identity.userId))
  )
    return Promise.resolve(stored.check);
  return validate(referrerId, referralIndividualId, identity, idToken);
}

/**
 * The referral link's page itself, when it handed the driver on before its code ran: a plate sent with Enter goes as
 * a plain form, which carries the plate but not the page's own query. The browser still names that page as the
 * referrer (same origin, so the whole address).
 */
function referringLanding(): string | null {
  if (!document.referrer) return null;
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin && referrer.searchParams.has('rid') ? referrer.search : null;
}

/** The query of the referral link this tab arrived through, if any. */
export function landingReferral(): URLSearchParams | null {
  const stored = read(key);
  if (stored) return new URLSearchParams(stored);
  const referring = referringLanding();
  if (!referring) return null;
  rememberLandingReferral(referring);
  return new URLSearchParams(referring);
}

/** Spec §7: what a quote keeps of a link: its referral ids (`rid`, `rl`), and its query parameters as utm tags. */
export const referralOf = (search: URLSearchParams) => ({
  referrerId: search.get('rid'),
  referralIndividualId: search.get('rl'),
  utmTags: utmTagsOf(search),
});
