import { logger } from 'firebase-functions/logger';
import { errorKeys } from '../contracts/error-keys.js';
import { takeRateLimitTokens } from '../store/rate-limits.js';
import { DomainError } from './domain-error.js';
import { limitWindows, type LimitCheck } from './call-limits.js';

/** Takes a token from each limit, all or none; answers whether the call is within all of them. */
export async function withinLimits(checks: LimitCheck[]): Promise<boolean> {
  const exhausted = await takeRateLimitTokens(
    checks.map(({ limit, subject, member }) => ({
      key: `${limit}|${subject}`,
      windows: limitWindows[limit](),
      member,
    })),
  );
  if (exhausted < 0) return true;
  // The limit's name and nothing else: the subject is an address, an OIB hash or an e-mail.
  logger.warn('rate-limit-reached', { limit: checks[exhausted]?.limit });
  return false;
}

/** `withinLimits` for a callable: one exhausted limit refuses the call with `tooManyRequests`. */
export async function enforceLimits(checks: LimitCheck[]): Promise<void> {
  if (!(await withinLimits(checks))) {
    throw new DomainError('resource-exhausted', { errorKey: errorKeys.tooManyRequests });
  }
}
