import { referralValidationRequestSchema, type ReferralValidationResponse } from '../contracts/validate-referral.js';
import { refusedReferral, validateReferral as validate } from '../services/referrals.js';
import type { ApiHandler } from './api-handler.js';
import { parseBody } from './parse-body.js';

export const validateReferral: ApiHandler = async (req, res) => {
  const parsed = parseBody(referralValidationRequestSchema, req);
  if (!parsed.ok) {
    const body: ReferralValidationResponse = refusedReferral('validation-error');
    res.status(400).json(body);
    return;
  }
  res.status(200).json(await validate(parsed.value));
};
