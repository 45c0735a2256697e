import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { withoutDialCode } from '../../../app/ui/phone';
import { paths } from '../../../app/route-table';
import { desktop } from '../../../app/theme';
import { dialCodeLabel, dialCodes } from '../../../lib/dial-codes';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { Actions } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import type { VehicleStatus } from '../state/onboarding-state';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { DateField } from '../../../app/ui/date-field';
import { CheckboxField, FieldMessages, SelectField, TextField } from '../../../app/ui/form-field';
import { needsOfferRequest, quoteFormSchema, submittedQuoteValues, type QuoteFormValues } from './quote-form-schema';

// The few reasons this form words its own way (`underage`); the rest are the app's general messages.
const quoteFieldMessages = (_field: string, reason: string) => [`onboarding-entry:validation.${reason}`];

const Phone = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
    font-size: 1.0625rem;
    font-weight: 700;
  }

  ${desktop} {
    display: grid;
    grid-template-columns: minmax(11rem, 14rem) 1fr;
    gap: ${({ theme }) => theme.space(4)};

    legend {
      grid-column: 1 / -1;
    }
  }
`;

interface QuoteFormProps {
  initialValues: QuoteFormValues;
  status: VehicleStatus;
  onSubmit: (values: QuoteFormValues) => Promise<void>;
  /** The driver is signed in: who they are is the account's (shown beside the form), so only the policy is asked. */
  driverFromAccount?: boolean;
}

/** The about-you quote form: driver, contact, policy start and terms (spec §5: validated as the driver types). */
export function QuoteForm({ initialValues, status, onSubmit, driverFromAccount = false }: QuoteFormProps) {
  const { t, i18n } = useTranslation('onboarding-entry');
  const form = useRef<HTMLFormElement>(null);
  const prefixOptions = dialCodes.map((entry) => ({
    value: entry.code,
    label: dialCodeLabel(entry, i18n.resolvedLanguage),
  }));

  return (
    <FieldMessages value={quoteFieldMessages}>
      <Formik
        initialValues={initialValues}
        validationSchema={quoteFormSchema()}
        validateOnChange
        onSubmit={(values) => onSubmit(submittedQuoteValues(values))}
      >
        {({ values, isSubmitting }) => {
          const offer = needsOfferRequest(status, values.policyAccepted);
          return (
            <Form ref={form} noValidate aria-busy={isSubmitting}>
              <FocusFirstErrorOnSubmit form={form} />
              {driverFromAccount ? null : (
                <>
                  <DateField
                    name="dateOfBirth"
                    label={t('quote.dateOfBirth')}
                    hint={t('quote.dateOfBirthHint')}
                    autoComplete="bday"
                  />
                  <TextField
                    name="personalIdentificationNumber"
                    label={t('quote.pin')}
                    hint={t('quote.pinHint')}
                    inputMode="numeric"
                    autoComplete="off"
                    // A pasted "123 456 789 01" is an OIB with spaces, not one to cut at eleven characters.
                    normalize={(typed) => typed.replace(/[\s.-]/g, '')}
                  />
                  <TextField
                    name="contactEmail"
                    type="email"
                    label={t('quote.email')}
                    hint={t('quote.emailHint')}
                    autoComplete="email"
                    spellCheck={false}
                  />
                  <Phone>
                    <legend>{t('quote.phoneGroup')}</legend>
                    <SelectField
                      name="phoneNumberPrefix"
                      label={t('quote.phonePrefix')}
                      options={prefixOptions}
                      autoComplete="tel-country-code"
                    />
                    <TextField
                      name="phoneNumber"
                      type="tel"
                      label={t('quote.phoneNumber')}
                      hint={t('quote.phoneHint')}
                      inputMode="tel"
                      autoComplete="tel-national"
                      normalize={(typed) => withoutDialCode(typed, values.phoneNumberPrefix)}
                    />
                  </Phone>
                  <CheckboxField name="contactConsent" label={t('quote.contactConsent')} />
                </>
              )}
              <DateField
                name="policyStartDate"
                label={t('quote.policyStartDate')}
                hint={t('quote.policyStartDateHint')}
                autoComplete="off"
              />
              <CheckboxField
                name="policyAccepted"
                label={
                  <Trans
                    t={t}
                    i18nKey="quote.policyAccepted"
                    components={{
                      documentsLink: <Link to={paths.documents} target="_blank" rel="noreferrer" />,
                      newTab: <VisuallyHidden />,
                    }}
                  />
                }
                hint={t('quote.policyAcceptedHint')}
              />
              <Actions>
                <SubmitButton busy={isSubmitting} busyText={offer ? t('quote.sendingOffer') : t('quote.calculating')}>
                  {offer ? t('quote.sendOffer') : t('quote.calculate')}
                </SubmitButton>
              </Actions>
              <VisuallyHidden role="status">
                {isSubmitting ? (offer ? t('quote.sendingOffer') : t('quote.calculating')) : ''}
              </VisuallyHidden>
            </Form>
          );
        }}
      </Formik>
    </FieldMessages>
  );
}
