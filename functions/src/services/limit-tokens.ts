import { logger } from 'firebase-functions/logger';
import { errorKeys } from '../contracts/error-keys.js';
import { countRateLimitHit, rateLimitExhausted, takeRateLimitTokens } from '../store/rate-limits.js';
import { DomainError } from './domain-error.js';
import { countedLimits, limitWindows, type LimitCheck } from './call-limits.js';

/**
 * Takes a token from each limit, all or none; answers whether the call is within all of them. A counted limit
 * (`countedLimits`) is counted after the others have let the call through.
 */
export async function withinLimits(checks: LimitCheck[]): Promise<boolean> {
  const taken = checks.filter(({ limit }) => !countedLimits.has(limit));
  const counted = checks.filter(({ limit }) => countedLimits.has(limit));
  const exhausted =
    taken.length === 0
      ? -1
      : await takeRateLimitTokens(
          taken.map(({ limit, subject, member }) => ({
            key: `${limit}|${subject}`,
            windows: limitWindows[limit](),
            member,
          })),
        );
  let refused = taken[exhausted]?.limit;
  for (const { limit, subject } of counted) {
    if (refused) break;
    if (!(await countRateLimitHit({ key: `${limit}|${subject}`, windows: limitWindows[limit]() }))) refused = limit;
  }
  if (!refused) return true;
  // The limit's name and nothing else: the subject is an address, an OIB hash or an e-mail.
  logger.warn('rate-limit-reached', { limit: refused });
  return false;
}

/** `withinLimits` for a callable: one exhausted limit refuses the call with `tooManyRequests`. */
export async function enforceLimits(checks: LimitCheck[]): Promise<void> {
  if (!(await withinLimits(checks))) {
    throw new DomainError('resource-exhausted', { errorKey: errorKeys.tooManyRequests });
  }
}

/**
 * A limit that counts failures only (join codes): `failureLimitReached` before the call's work, `countFailure` after
 * a failed one. Answers whether the limit is (now) used up.
 */
export async function failureLimitReached({ limit, subject }: LimitCheck): Promise<boolean> {
  const reached = await rateLimitExhausted({ key: `${limit}|${subject}`, windows: limitWindows[limit]() });
  if (reached) logger.warn('rate-limit-reached', { limit });
  return reached;
}

export async function countFailure(check: LimitCheck): Promise<void> {
  await withinLimits([check]);
}
