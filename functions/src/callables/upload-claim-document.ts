import { callNames } from '../contracts/call-names.js';
import { maxClaimDocumentBytes, requestBytesWithFile } from '../contracts/request-sizes.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const uploadClaimDocument = defineCallable(
  callNames.uploadClaimDocument,
  async () => (await import('../contracts/upload-claim-document.js')).uploadClaimDocumentRequestSchema,
  async () => (await import('../services/claim-actions.js')).uploadClaimDocument,
  {
    limits: byAddress('claimDocumentAddress'),
    maxRequestBytes: requestBytesWithFile(maxClaimDocumentBytes),
  },
);
