import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import { displayDateSchema, oibSchema, phoneNumberSchema, phonePrefixSchema } from '@contracts/validation';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { DateField } from '../../app/ui/date-field';
import { FlowProgressBar } from '../../app/ui/flow-progress-bar';
import { FocusFirstErrorOnSubmit } from '../../app/ui/focus-first-error-on-submit';
import { FieldMessages, SelectField, TextField } from '../../app/ui/form-field';
import { Actions, FormColumn } from '../../app/ui/form-layout';
import { SubmitButton } from '../../app/ui/submit-button';
import { withoutDialCode } from '../../app/ui/phone';
import { dialCodeLabel, dialCodes } from '../../lib/dial-codes';
import { useRegisterStep } from './flow/use-register-step';
import type { BasicInformation } from './state/register-state';
import { useRegister } from './state/register-store';

const basicSchema = yup.object({
  dateOfBirth: displayDateSchema().required(fieldErrors.required),
  personalIdentificationNumber: oibSchema().required(fieldErrors.required),
  phoneNumberPrefix: phonePrefixSchema().required(fieldErrors.required),
  phoneNumber: phoneNumberSchema().required(fieldErrors.required),
});

const registerFieldMessages = (field: string, reason: string) => [`register:fields.${field}.errors.${reason}`];

/** Registration's first progress step: date of birth, OIB and phone, with the quote's own rules (spec §5). */
export function RegisterBasicInformationPage() {
  const { t, i18n } = useTranslation('register');
  const { state, dispatch } = useRegister();
  const step = useRegisterStep('register-basic-information');
  const form = useRef<HTMLFormElement>(null);
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const initialValues: BasicInformation = state.basic ?? {
    dateOfBirth: '',
    personalIdentificationNumber: '',
    phoneNumberPrefix: '+385',
    phoneNumber: '',
  };
  const prefixOptions = dialCodes.map((entry) => ({
    value: entry.code,
    label: dialCodeLabel(entry, i18n.resolvedLanguage),
  }));
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <PageHeader routeId="register-basic-information" lead={t('register-basic-information.lead')} />
      <FormColumn>
        <FieldMessages value={registerFieldMessages}>
          <Formik<BasicInformation>
            initialValues={initialValues}
            validationSchema={basicSchema}
            onSubmit={async (values) => {
              dispatch({
                type: 'basicInformationSubmitted',
                basic: { ...values, phoneNumber: values.phoneNumber.replace(/\s+/g, ' ').trim() },
              });
              await step.leave();
            }}
          >
            {({ values, isSubmitting }) => (
              <Form ref={form} noValidate>
                <FocusFirstErrorOnSubmit form={form} />
                <DateField
                  name="dateOfBirth"
                  label={t('fields.dateOfBirth.label')}
                  hint={t('fields.dateOfBirth.hint')}
                  autoComplete="bday"
                />
                <TextField
                  name="personalIdentificationNumber"
                  label={t('fields.personalIdentificationNumber.label')}
                  hint={t('fields.personalIdentificationNumber.hint')}
                  inputMode="numeric"
                  autoComplete="off"
                  normalize={(typed) => typed.replace(/[\s.-]/g, '')}
                />
                <SelectField
                  name="phoneNumberPrefix"
                  label={t('fields.phoneNumberPrefix.label')}
                  options={prefixOptions}
                  autoComplete="tel-country-code"
                />
                <TextField
                  name="phoneNumber"
                  type="tel"
                  label={t('fields.phoneNumber.label')}
                  hint={t('fields.phoneNumber.hint')}
                  inputMode="tel"
                  autoComplete="tel-national"
                  normalize={(typed) => withoutDialCode(typed, values.phoneNumberPrefix)}
                />
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('continuing')}>
                    {t('continue')}
                  </SubmitButton>
                </Actions>
              </Form>
            )}
          </Formik>
        </FieldMessages>
      </FormColumn>
    </PageSection>
  );
}
