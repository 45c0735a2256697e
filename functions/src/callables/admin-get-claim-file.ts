import { callNames } from '../contracts/call-names.js';
import { adminCallLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

/** A read, though audited: the console asks for a file only when staff open it, one at a time. */
export const adminGetClaimFile = defineCallable(
  callNames.adminGetClaimFile,
  async () => (await import('../contracts/admin-get-claim-file.js')).adminGetClaimFileRequestSchema,
  async () => (await import('../services/admin-claims.js')).getClaimFile,
  {
    limits: adminCallLimits('adminRead'),
    adminOnly: true,
  },
);
