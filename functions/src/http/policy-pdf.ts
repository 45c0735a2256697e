import { policyPdfRequestSchema } from '../contracts/download-policy.js';
import { errorKeys } from '../contracts/error-keys.js';
import { withinLimits } from '../services/limit-tokens.js';
import { DomainError } from '../services/domain-error.js';
import { policyPdf as pdfOf } from '../services/order-status.js';
import type { ApiHandler } from './api-handler.js';
import { sendApiError, sendDomainError } from './api-error-response.js';
import { clientIp, rateLimitSubject } from './client-ip.js';
import { parseBody } from './parse-body.js';

export const policyPdf: ApiHandler = async (req, res) => {
  const parsed = parseBody(policyPdfRequestSchema, req);
  if (!parsed.ok) {
    sendApiError(res, 400, 'invalid-argument', JSON.stringify(parsed.fields));
    return;
  }
  if (!(await withinLimits([{ limit: 'policyPdfAddress', subject: rateLimitSubject(clientIp(req)) }]))) {
    sendApiError(res, 429, 'refused', errorKeys.tooManyRequests);
    return;
  }
  try {
    const { fileName, pdf } = await pdfOf(parsed.value);
    res
      .status(200)
      .set({
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'private, no-store',
      })
      .send(Buffer.from(pdf));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    sendDomainError(res, error);
  }
};
