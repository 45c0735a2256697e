import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PhoneFields } from '../../../app/ui/phone-fields';
import { paths } from '../../../app/route-table';
import { desktop } from '../../../app/theme';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { Actions } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import type { VehicleStatus } from '../state/onboarding-state';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { DateField } from '../../../app/ui/date-field';
import { CheckboxField, FieldMessages, TextField } from '../../../app/ui/form-field';
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
  const { t } = useTranslation('onboarding-entry');
  const form = useRef<HTMLFormElement>(null);

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
                    <PhoneFields
                      prefixLabel={t('quote.phonePrefix')}
                      numberLabel={t('quote.phoneNumber')}
                      numberHint={t('quote.phoneHint')}
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
