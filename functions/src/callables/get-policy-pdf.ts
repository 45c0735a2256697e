import { callNames } from '../contracts/call-names.js';
import { accountCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getPolicyPdf = defineCallable(
  callNames.getPolicyPdf,
  async () => (await import('../contracts/get-policy-pdf.js')).getPolicyPdfRequestSchema,
  async () => (await import('../services/policy-changes.js')).getPolicyPdf,
  { limits: accountCallLimits('accountRead') },
);
