import { referralValidationRequestSchema, type ReferralValidationResponse } from '../contracts/validate-referral.js';
import { refusedReferral, validateReferral as validate } from '../services/referrals.js';
import { withinLimits } from '../services/limit-tokens.js';
import type { ApiHandler } from './api-handler.js';
import { clientIp, rateLimitSubject } from './client-ip.js';
import { parseBody } from './parse-body.js';

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
  res.status(200).json(await validate(parsed.value));
};
