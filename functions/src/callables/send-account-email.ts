import { callNames } from '../contracts/call-names.js';
import { sendAccountEmailRequestSchema } from '../contracts/send-account-email.js';
import { sendgridApiKey } from '../config.js';
import { sendAccountEmail as send } from '../services/account-emails.js';
import { hashedSubject } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const sendAccountEmail = defineCallable(callNames.sendAccountEmail, sendAccountEmailRequestSchema, send, {
  secrets: [sendgridApiKey],
  limits: (input, context) => {
    // Per recipient as well: a new password for someone else's address is what would flood an inbox.
    const recipient = input.kind === 'password-reset' ? input.email?.toLowerCase() : context.email;
    return [
      { limit: 'accountEmailAddress', subject: context.ip },
      ...(recipient ? [{ limit: 'accountEmail' as const, subject: hashedSubject(`${input.kind}|${recipient}`) }] : []),
    ];
  },
});
