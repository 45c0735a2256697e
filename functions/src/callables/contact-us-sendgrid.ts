import { callNames } from '../contracts/call-names.js';
import { sendgridApiKey } from '../config.js';
import { hashedSubject } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const contactUsSendgrid = defineCallable(
  callNames.contactUsSendgrid,
  async () => (await import('../contracts/contact-us-sendgrid.js')).contactRequestSchema,
  async () => (await import('../services/contact.js')).sendContactMessage,
  {
    secrets: [sendgridApiKey],
    limits: (input, context) => [
      { limit: 'contactMessageAddress', subject: context.ip },
      { limit: 'contactMessageEmail', subject: hashedSubject(input.data.email.toLowerCase()) },
    ],
  },
);
