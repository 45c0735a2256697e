import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccount = defineCallable(
  callNames.getAccount,
  async () => (await import('../contracts/get-account.js')).getAccountRequestSchema,
  async () => {
    const { getAccount } = await import('../services/accounts.js');
    return (_input, context) => getAccount(context);
  },
  {
    limits: accountCallLimits('accountRead'),
  },
);
