import { sendgridApiKey } from '../config.js';
import { callNames } from '../contracts/call-names.js';
import { maxSignatureRequestBytes } from '../contracts/request-sizes.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const signAccidentStatement = defineCallable(
  callNames.signAccidentStatement,
  async () => (await import('../contracts/sign-accident-statement.js')).signAccidentStatementRequestSchema,
  async () => (await import('../services/accident-send.js')).signAndSendAccidentStatement,
  {
    limits: byAddress('accidentSignAddress'),
    maxRequestBytes: maxSignatureRequestBytes,
    // The last signature sends the statement: the e-mails go out in this call.
    secrets: [sendgridApiKey],
  },
);
