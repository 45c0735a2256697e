import { referralValidationRequestSchema, type ReferralValidationResponse } from '../contracts/validate-referral.js';
import { refusedReferral, validateReferral as validate } from '../services/referrals.js';
import { withinLimits } from '../services/limit-tokens.js';
import { uidProvedBy } from '../services/signed-in.js';
import type { ApiHandler } from './api-handler.js';
import { clientIp, rateLimitSubject } from './client-ip.js';
import { parseBody } from './parse-body.js';

/** The uid the request's `Authorization: Bearer <ID token>` proves, if any. */
async function bearerUid(req: Parameters<ApiHandler>[0]): Promise<string | null> {
  const token = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '')?.[1];
  return token ? uidProvedBy(token) : null;
}

export const validateReferral: ApiHandler = async (req, res) => {
  const parsed = parseBody(referralValidationRequestSchema, req);
  if (!parsed.ok) {
    const body: ReferralValidationResponse = refusedReferral('validation-error');
    res.status(400).json(body);
    return;
  }
  // The answer says whether an id is a referrer's: limited like a vehicle lookup, so ids cannot be harvested.
  if (!(await withinLimits([{ limit: 'referralValidationAddress', subject: rateLimitSubject(clientIp(req)) }]))) {
    res.status(429).json(refusedReferral('too-many-requests'));
    return;
  }
  // A user is who their ID token says, never what a body says: a `userId` without its token is refused, so nobody can
  // ask on another account's behalf (and learn that it is a referrer's).
  const { userId } = parsed.value;
  if (userId && (await bearerUid(req)) !== userId) {
    res.status(400).json(refusedReferral('validation-error'));
    return;
  }
  res.status(200).json(await validate(parsed.value));
};
