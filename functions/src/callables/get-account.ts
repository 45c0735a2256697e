import { callNames } from '../contracts/call-names.js';
import { getAccountRequestSchema } from '../contracts/get-account.js';
import { getAccount as account } from '../services/accounts.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccount = defineCallable(
  callNames.getAccount,
  getAccountRequestSchema,
  (_input, context) => account(context),
  {
    limits: accountCallLimits('accountRead'),
  },
);
