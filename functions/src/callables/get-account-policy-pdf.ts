import { callNames } from '../contracts/call-names.js';
import { accountPolicyPdfRequestSchema } from '../contracts/get-account-policy-pdf.js';
import { accountPolicyPdf } from '../services/accounts.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccountPolicyPdf = defineCallable(
  callNames.getAccountPolicyPdf,
  accountPolicyPdfRequestSchema,
  (input, context) => accountPolicyPdf(input.orderNumber, context),
  { limits: accountCallLimits('accountRead') },
);
