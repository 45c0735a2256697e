import dayjs from 'dayjs';
import * as yup from 'yup';
import { emailSchema, oibSchema, phoneNumberSchema, phonePrefixSchema } from '@contracts/validation';
import { fieldErrors, nationalPhoneNumber, typedDisplayDate } from '@contracts/field-rules';
import { isPolicyStartOnSale } from '@contracts/policy-dates';
import { parseDisplayDate } from '../../../lib/dates';
import { defaultDialCode } from '../../../lib/dial-codes';
import { typedDateSchema } from '../../../app/ui/typed-date';
import type { OnboardingState } from '../state/onboarding-state';

/** Only an adult can take out the policy as its driver. */
export const minimumDriverAge = 18;

export interface QuoteFormValues {
  dateOfBirth: string;
  personalIdentificationNumber: string;
  contactEmail: string;
  phoneNumberPrefix: string;
  phoneNumber: string;
  /**
   * dd/MM/yyyy or empty for today; a past date is accepted and the server starts the policy today (spec §4), one
   * later than the insurer sells is refused here as by the server.
   */
  policyStartDate: string;
  policyAccepted: boolean;
  contactConsent: boolean;
}

function isAdult(text: string, today: Date): boolean {
  const birth = parseDisplayDate(typedDisplayDate(text));
  // A text that is no date already fails the date rule; one message per field is enough.
  return birth === undefined || dayjs(today).diff(birth, 'year') >= minimumDriverAge;
}

/** Spec §5 through the contracts' field rules. Formik hands empty fields over as undefined, so `required` sees them. */
export const quoteFormSchema = (today: Date = new Date()) =>
  yup.object({
    dateOfBirth: typedDateSchema()
      .required(fieldErrors.required)
      .test('adult', 'underage', (value) => value === undefined || isAdult(value, today)),
    personalIdentificationNumber: oibSchema().required(fieldErrors.required),
    contactEmail: emailSchema().trim().required(fieldErrors.required),
    phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
    // Separators drivers write (091/234-5678) go when the form is sent; only what would still be wrong is refused.
    phoneNumber: phoneNumberSchema()
      .transform((value: string) => value.replace(/[-/().]/g, ''))
      .trim()
      .required(fieldErrors.required),
    policyStartDate: typedDateSchema().test(
      'on-sale',
      fieldErrors.policyStartTooLate,
      (value) => !value || isPolicyStartOnSale(typedDisplayDate(value), today),
    ),
    policyAccepted: yup.boolean(),
    contactConsent: yup.boolean(),
  });

/** What the form sends on: dates as dd/MM/yyyy, the phone as the national number without a trunk 0 or separators. */
export const submittedQuoteValues = (values: QuoteFormValues): QuoteFormValues => ({
  ...values,
  dateOfBirth: typedDisplayDate(values.dateOfBirth),
  policyStartDate: values.policyStartDate ? typedDisplayDate(values.policyStartDate) : values.policyStartDate,
  phoneNumber: nationalPhoneNumber(values.phoneNumber, values.phoneNumberPrefix),
});

export const quoteFormValuesOf = (state: OnboardingState): QuoteFormValues => ({
  dateOfBirth: state.personal.dateOfBirth,
  personalIdentificationNumber: state.personal.personalIdentificationNumber,
  contactEmail: state.contact.contactEmail,
  phoneNumberPrefix: state.contact.phoneNumberPrefix || defaultDialCode,
  phoneNumber: state.contact.phoneNumber,
  policyStartDate: state.policy.policyStartDate,
  policyAccepted: state.policy.policyAccepted,
  // A quote stored before the consent existed has none: unticked.
  contactConsent: state.policy.contactConsent === true,
});

/** Spec §7: a non-personal vehicle, a trial plate, or terms not accepted cannot be bought online: ask for an offer. */
export const needsOfferRequest = (status: OnboardingState['status'], policyAccepted: boolean) =>
  status !== null || !policyAccepted;
