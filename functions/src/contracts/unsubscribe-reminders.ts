/**
 * `POST|GET /api/reminders/unsubscribe?t=<token>`: no more renewal reminders to the e-mail a reminder went to. A mail
 * program's one-click (RFC 8058) POSTs `List-Unsubscribe=One-Click`; the link in the e-mail GETs a page whose button
 * POSTs the same. Both are honoured at once (docs/decisions/0020-renewal-reminders.md).
 */
import * as yup from 'yup';
import { fieldErrors } from './field-rules.js';
import { textSchema } from './validation.js';

export const unsubscribeRemindersQuerySchema = yup
  .object({
    t: textSchema()
      .required(fieldErrors.required)
      .matches(/^[A-Za-z0-9_-]{20,64}$/, fieldErrors.invalid),
  })
  .noUnknown(fieldErrors.invalid);
export type UnsubscribeRemindersQuery = yup.InferType<typeof unsubscribeRemindersQuerySchema>;
