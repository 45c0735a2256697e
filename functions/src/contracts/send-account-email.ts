/**
 * `sendAccountEmail`: our own e-mails for Firebase Auth's actions, in the driver's language, with links to our own
 * pages. A password reset is asked for by e-mail address and answered the same whether an account exists or not; an
 * e-mail verification is for the signed-in caller's own address only. Both are rate-limited per address.
 */
import * as yup from 'yup';
import { emailSchema, textSchema } from './validation.js';
import { fieldErrors } from './field-rules.js';
import { purchaseLocales } from './purchase-locales.js';
import { clientContextFields } from './validation.js';

export const accountEmailKinds = ['password-reset', 'email-verification'] as const;
export type AccountEmailKind = (typeof accountEmailKinds)[number];

export const sendAccountEmailRequestSchema = yup
  .object({
    kind: textSchema().oneOf(accountEmailKinds, fieldErrors.invalid).required(fieldErrors.required),
    /** For a password reset; a verification goes to the caller's own address and takes none. */
    email: emailSchema().when('kind', {
      is: 'password-reset',
      then: (schema) => schema.required(fieldErrors.required),
      otherwise: (schema) => schema.oneOf([undefined], fieldErrors.invalid),
    }),
    locale: textSchema().oneOf(purchaseLocales, fieldErrors.invalid).required(fieldErrors.required),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type SendAccountEmailRequest = yup.InferType<typeof sendAccountEmailRequestSchema>;

/** Always the same for a password reset, so the answer never tells whether an address has an account. */
export interface SendAccountEmailResponse {
  accepted: true;
}
