import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const listAccountClaims = defineCallable(
  callNames.listAccountClaims,
  async () => (await import('../contracts/list-account-claims.js')).listAccountClaimsRequestSchema,
  async () => {
    const { listAccountClaims } = await import('../services/claim-actions.js');
    return (_input, context) => listAccountClaims(context);
  },
  {
    limits: accountCallLimits('accountRead'),
  },
);
