/** `contactUsSendgrid`: the contact form (spec §3, §7). Sent to support by e-mail; rate-limited per IP and per address. */
import * as yup from 'yup';
import { clientContextFields, emailSchema, multilineTextSchema, phoneNumberSchema, textSchema } from './validation.js';
import { fieldErrors } from './field-rules.js';

export const contactMessageLimits = { min: 10, max: 2000 } as const;
export const contactNameMaxLength = 60;

export const contactFormSchema = yup
  .object({
    // Names go into the support mail's subject: one line each.
    firstName: textSchema().max(contactNameMaxLength, fieldErrors.tooLong).required(fieldErrors.required),
    lastName: textSchema().max(contactNameMaxLength, fieldErrors.tooLong).required(fieldErrors.required),
    email: emailSchema().required(fieldErrors.required),
    phoneNumber: phoneNumberSchema().nullable(),
    /** The one field that may run over lines (and hold tabs): it is the mail's body. */
    message: multilineTextSchema()
      .min(contactMessageLimits.min, fieldErrors.invalid)
      .max(contactMessageLimits.max, fieldErrors.tooLong)
      .required(fieldErrors.required),
  })
  .noUnknown(fieldErrors.invalid);

export const contactRequestSchema = yup
  .object({
    locale: textSchema()
      .oneOf(['hr', 'en'] as const, fieldErrors.invalid)
      .required(fieldErrors.required),
    data: contactFormSchema.required(fieldErrors.required),
    platform: clientContextFields.platform,
    platformVersion: clientContextFields.platformVersion,
  })
  .noUnknown(fieldErrors.invalid);

export type ContactForm = yup.InferType<typeof contactFormSchema>;
export type ContactRequest = yup.InferType<typeof contactRequestSchema>;

export interface ContactResponse {
  sent: true;
  /** Reference the support team can quote back. */
  messageId: string;
}
