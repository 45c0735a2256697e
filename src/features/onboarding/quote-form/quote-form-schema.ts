import dayjs from 'dayjs';
import * as yup from 'yup';
import { displayDateSchema, emailSchema, oibSchema, phoneNumberSchema, phonePrefixSchema } from '@contracts/validation';
import { fieldErrors } from '@contracts/field-rules';
import { parseDisplayDate } from '../../../lib/dates';
import { defaultDialCode } from '../../../lib/dial-codes';
import type { OnboardingState } from '../state/onboarding-state';

/** Only an adult can take out the policy as its driver. */
export const minimumDriverAge = 18;

export interface QuoteFormValues {
  dateOfBirth: string;
  personalIdentificationNumber: string;
  contactEmail: string;
  phoneNumberPrefix: string;
  phoneNumber: string;
  /** dd/MM/yyyy or empty for today; a past date is accepted and the server starts the policy today (spec §4). */
  policyStartDate: string;
  policyAccepted: boolean;
}

function isAdult(text: string, today: Date): boolean {
  const birth = parseDisplayDate(text);
  // A text that is no date already fails the date rule; one message per field is enough.
  return birth === undefined || dayjs(today).diff(birth, 'year') >= minimumDriverAge;
}

/** Spec §5 through the contracts' field rules. Formik hands empty fields over as undefined, so `required` sees them. */
export const quoteFormSchema = (today: Date = new Date()) =>
  yup.object({
    dateOfBirth: displayDateSchema()
      .required(fieldErrors.required)
      .test('adult', 'underage', (value) => value === undefined || isAdult(value, today)),
    personalIdentificationNumber: oibSchema().required(fieldErrors.required),
    contactEmail: emailSchema().trim().required(fieldErrors.required),
    phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
    phoneNumber: phoneNumberSchema().trim().required(fieldErrors.required),
    policyStartDate: displayDateSchema(),
    policyAccepted: yup.boolean(),
  });

export const quoteFormValuesOf = (state: OnboardingState): QuoteFormValues => ({
  dateOfBirth: state.personal.dateOfBirth,
  personalIdentificationNumber: state.personal.personalIdentificationNumber,
  contactEmail: state.contact.contactEmail,
  phoneNumberPrefix: state.contact.phoneNumberPrefix || defaultDialCode,
  phoneNumber: state.contact.phoneNumber,
  policyStartDate: state.policy.policyStartDate,
  policyAccepted: state.policy.policyAccepted,
});

/** Spec §7: a non-personal vehicle, a trial plate, or terms not accepted cannot be bought online: ask for an offer. */
export const needsOfferRequest = (status: OnboardingState['status'], policyAccepted: boolean) =>
  status !== null || !policyAccepted;
