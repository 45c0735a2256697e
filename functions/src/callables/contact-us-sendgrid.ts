import { callNames } from '../contracts/call-names.js';
import { contactRequestSchema } from '../contracts/contact-us-sendgrid.js';
import { sendgridApiKey } from '../config.js';
import { sendContactMessage } from '../services/contact.js';
import { hashedSubject } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const contactUsSendgrid = defineCallable(callNames.contactUsSendgrid, contactRequestSchema, sendContactMessage, {
  secrets: [sendgridApiKey],
  limits: (input, context) => [
    { limit: 'contactMessageAddress', subject: context.ip },
    { limit: 'contactMessageEmail', subject: hashedSubject(input.data.email.toLowerCase()) },
  ],
});
