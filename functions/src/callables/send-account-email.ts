import { callNames } from '../contracts/call-names.js';
import { sendgridApiKey } from '../config.js';
import { hashedSubject } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const sendAccountEmail = defineCallable(
  callNames.sendAccountEmail,
  async () => (await import('../contracts/send-account-email.js')).sendAccountEmailRequestSchema,
  async () => (await import('../services/account-emails.js')).sendAccountEmail,
  {
    secrets: [sendgridApiKey],
    limits: (input, context) => {
      // Per recipient as well: a new password for someone else's address is what would flood an inbox.
      const recipient = input.kind === 'password-reset' ? input.email?.toLowerCase() : context.email;
      return [
        { limit: 'accountEmailAddress', subject: context.ip },
        ...(recipient
          ? [{ limit: 'accountEmail' as const, subject: hashedSubject(`${input.kind}|${recipient}`) }]
          : []),
      ];
    },
  },
);
