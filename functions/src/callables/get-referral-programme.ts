import { callNames } from '../contracts/call-names.js';
import { referralProgrammeRequestSchema } from '../contracts/get-referral-programme.js';
import { referralProgramme } from '../services/referral-programme.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getReferralProgramme = defineCallable(
  callNames.getReferralProgramme,
  referralProgrammeRequestSchema,
  (_input, context) => referralProgramme(context),
  { limits: accountCallLimits('accountWrite') },
);
