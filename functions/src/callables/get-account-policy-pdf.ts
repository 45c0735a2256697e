import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccountPolicyPdf = defineCallable(
  callNames.getAccountPolicyPdf,
  async () => (await import('../contracts/get-account-policy-pdf.js')).accountPolicyPdfRequestSchema,
  async () => {
    const { accountPolicyPdf } = await import('../services/accounts.js');
    return (input, context) => accountPolicyPdf(input, context);
  },
  { limits: accountCallLimits('accountRead') },
);
