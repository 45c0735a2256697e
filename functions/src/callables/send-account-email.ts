import { callNames } from '../contracts/call-names.js';
import { sendAccountEmailRequestSchema } from '../contracts/send-account-email.js';
import { sendgridApiKey } from '../config.js';
import { sendAccountEmail as send } from '../services/account-emails.js';
import { defineCallable } from './define-callable.js';

export const sendAccountEmail = defineCallable(callNames.sendAccountEmail, sendAccountEmailRequestSchema, send, {
  secrets: [sendgridApiKey],
});
