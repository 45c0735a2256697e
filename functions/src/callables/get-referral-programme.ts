import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getReferralProgramme = defineCallable(
  callNames.getReferralProgramme,
  async () => (await import('../contracts/get-referral-programme.js')).referralProgrammeRequestSchema,
  async () => {
    const { referralProgramme } = await import('../services/referral-programme.js');
    return (_input, context) => referralProgramme(context);
  },
  { limits: accountCallLimits('accountWrite') },
);
