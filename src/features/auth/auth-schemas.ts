import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import { emailSchema } from '@contracts/validation';

export const loginSchema = yup.object({
  email: emailSchema().trim().required(fieldErrors.required),
  // Only "something" is checked here: an old password may predate today's rules, and Firebase says if it is wrong.
  password: yup.string().required(fieldErrors.required),
});

export const forgotPasswordSchema = yup.object({
  email: emailSchema().trim().required(fieldErrors.required),
});
