import { Form, Formik, useFormikContext } from 'formik';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mobile } from '../../theme';
import { FocusFirstErrorOnSubmit } from '../focus-first-error-on-submit';
import { FieldMessages, TextField, useFieldErrorText } from '../form-field';
import { Notice } from '../form-layout';
import { SubmitButton } from '../submit-button';
import { PlaceCombobox } from './place-combobox';
import { placeKey } from './place-list';
import {
  cleanText,
  houseNumberMaxLength,
  nameMaxLength,
  policyholderCountries,
  streetMaxLength,
  type Policyholder,
} from '@contracts/policyholder';
import { personalDetailsSchema, type PersonalDetailsValues } from './personal-details-schema';
import { usePlaces } from './use-places';

/** The only country the insurer covers here; stored as its ISO code. */
const country = policyholderCountries[0];

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(4)};
    padding: 0;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

/** Two fields side by side on a wide screen, the second as wide as `$second` says; stacked on a phone. */
const Row = styled.div<{ $second: string }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${({ $second }) => $second};
  gap: 0 ${({ theme }) => theme.space(4)};

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  max-width: 40rem;
`;

const Country = styled.p`
  margin: 0;

  span {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
`;

/** After a failed submit, focus goes to the first field with an error, once per attempt. */
// Messages that name the field ("Upišite ime.") rather than the general "Ovo polje je obavezno.".
const detailsFieldMessages = (field: string, reason: string) => [`onboarding-details:errors.${field}.${reason}`];

function PlaceField() {
  const { t } = useTranslation('onboarding-details');
  const errorText = useFieldErrorText();
  const places = usePlaces();
  const { values, errors, touched, setValues, setFieldTouched } = useFormikContext<PersonalDetailsValues>();
  const reason = errors.city ?? errors.postalCode;
  const field = errors.city ? 'city' : 'postalCode';
  return (
    <PlaceCombobox
      id="details-place"
      label={t('fields.place.label')}
      hint={t('fields.place.hint')}
      options={places.data}
      loadFailed={places.isError}
      onRetry={() => void places.refetch()}
      city={values.city}
      postalCode={values.postalCode}
      onChange={(place) =>
        void setValues((current) => ({
          ...current,
          city: place?.location ?? '',
          postalCode: place?.postalCode ?? '',
        }))
      }
      // Choosing validated the new place already; validating again here would check the values before the choice.
      onBlur={(chose) => void setFieldTouched('city', true, !chose)}
      error={touched.city && reason ? errorText(field, reason) : undefined}
    />
  );
}

function FailedSubmitNotice() {
  const { t } = useTranslation();
  const { submitCount, isValid, isSubmitting } = useFormikContext<PersonalDetailsValues>();
  if (submitCount === 0 || isValid || isSubmitting) return null;
  return (
    <Notice $tone="error" role="alert">
      <p>{t('validation-error')}</p>
    </Notice>
  );
}

/** Name and address as submitted: trimmed, inner spaces collapsed, the place as the list writes it. */
export interface PersonalDetails {
  personal: { firstName: string; lastName: string };
  address: { address: string; houseNumber: string; city: string; postalCode: string; country: Policyholder['country'] };
}

interface PersonalDetailsFormProps {
  initialValues: PersonalDetailsValues;
  onSubmit: (details: PersonalDetails) => Promise<void>;
  /** The button's words, when they are not "continue" (the last step of a flow says what it does). */
  submitLabel?: string;
}

/**
 * The policyholder's name and address (spec §3 personal info, address), with the place from the postal list: the
 * quote's about-you step and the registration's share it, and so whatever one accepts the other does.
 */
export function PersonalDetailsForm({ initialValues, onSubmit, submitLabel }: PersonalDetailsFormProps) {
  const { t } = useTranslation('onboarding-details');
  const places = usePlaces();
  const formRef = useRef<HTMLFormElement>(null);

  const listed = useMemo(() => new Set(places.data?.map((place) => place.key)), [places.data]);
  const schema = useMemo(
    () => personalDetailsSchema((city, postalCode) => listed.has(placeKey(city, postalCode))),
    [listed],
  );

  const submit = (values: PersonalDetailsValues) =>
    onSubmit({
      personal: { firstName: cleanText(values.firstName), lastName: cleanText(values.lastName) },
      address: {
        address: cleanText(values.address),
        houseNumber: cleanText(values.houseNumber),
        city: values.city,
        postalCode: values.postalCode,
        country,
      },
    });

  return (
    <FieldMessages value={detailsFieldMessages}>
      <Formik<PersonalDetailsValues>
        initialValues={initialValues}
        validationSchema={schema}
        validateOnChange
        validateOnBlur
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-label={t('form.label')}>
            <FocusFirstErrorOnSubmit form={formRef} />
            <Column>
              <Fieldset>
                <legend>{t('form.policyholder')}</legend>
                <Row $second="minmax(0, 1fr)">
                  <TextField
                    name="firstName"
                    label={t('fields.firstName.label')}
                    autoComplete="given-name"
                    maxLength={nameMaxLength}
                  />
                  <TextField
                    name="lastName"
                    label={t('fields.lastName.label')}
                    autoComplete="family-name"
                    maxLength={nameMaxLength}
                  />
                </Row>
              </Fieldset>
              <Fieldset>
                <legend>{t('form.address')}</legend>
                <Row $second="9rem">
                  <TextField
                    name="address"
                    label={t('fields.address.label')}
                    hint={t('fields.address.hint')}
                    autoComplete="address-line1"
                    maxLength={streetMaxLength}
                  />
                  <TextField
                    name="houseNumber"
                    label={t('fields.houseNumber.label')}
                    hint={t('fields.houseNumber.hint')}
                    autoComplete="off"
                    maxLength={houseNumberMaxLength}
                  />
                </Row>
                <PlaceField />
                <Country>
                  <span>{t('fields.country.label')}</span>
                  {t('fields.country.value')}
                </Country>
              </Fieldset>
              <FailedSubmitNotice />
              <SubmitButton busy={isSubmitting} busyText={t('form.saving')}>
                {submitLabel ?? t('form.submit')}
              </SubmitButton>
            </Column>
          </Form>
        )}
      </Formik>
    </FieldMessages>
  );
}
