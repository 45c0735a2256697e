import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mobile } from '../../theme';
import { FocusFirstErrorOnSubmit } from '../focus-first-error-on-submit';
import { FieldMessages, TextField, useFieldErrorText } from '../form-field';
import { Notice } from '../form-layout';
import { SubmitButton } from '../submit-button';
import { PlaceCombobox, TextButton } from './place-combobox';
import { placeKey } from './place-list';
import {
  cityMaxLength,
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
// A typed place is worded as typing ("Upišite naziv mjesta."), not as choosing from the list.
const typedPlaceMessages = (field: string, reason: string) => [
  `onboarding-details:errors.typedPlace.${field}.${reason}`,
  ...detailsFieldMessages(field, reason),
];

const TypedPlace = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  > p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
`;

const typedCityId = 'details-typed-city';
const placeId = 'details-place';

/** "Novo Naselje 10363" typed into the list's search, split into a place and a postal code for the typed fields. */
function splitTyped(typed: string) {
  const match = /^(.*?)[\s,]*(\d{5})?$/.exec(typed.trim());
  return { city: match?.[1]?.trim() ?? typed.trim(), postalCode: match?.[2] ?? '' };
}

/**
 * The place: chosen from the list, or, when the driver says their place is not on it (a new settlement), typed with
 * its postal code. A stored place the list does not hold opens in the typed fields.
 */
function PlaceField() {
  const { t } = useTranslation('onboarding-details');
  const errorText = useFieldErrorText();
  const places = usePlaces();
  const { values, errors, touched, setValues, setFieldTouched, setTouched } = useFormikContext<PersonalDetailsValues>();
  const listed = useMemo(() => new Set(places.data?.map((place) => place.key)), [places.data]);
  const storedUnlisted =
    places.data !== undefined &&
    values.city !== '' &&
    values.postalCode !== '' &&
    !listed.has(placeKey(values.city, values.postalCode));
  // null until the driver switches: then the stored place decides.
  const [typedChoice, setTypedChoice] = useState<boolean | null>(null);
  const typed = typedChoice ?? storedUnlisted;
  // A switch moves focus to the first field it shows, once that field is on screen.
  const focusAfterSwitch = useRef<string | null>(null);
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    document.getElementById(focusAfterSwitch.current)?.focus();
    focusAfterSwitch.current = null;
  }, [typed]);

  const switchTo = (toTyped: boolean, next: { city: string; postalCode: string }) => {
    setTypedChoice(toTyped);
    void setValues((current) => ({ ...current, ...next }), false);
    // The new fields start untouched: no error before the driver has typed in them.
    void setTouched({ ...touched, city: false, postalCode: false }, false);
    focusAfterSwitch.current = toTyped ? typedCityId : placeId;
  };

  if (typed) {
    const keep = listed.has(placeKey(values.city, values.postalCode));
    return (
      <FieldMessages value={typedPlaceMessages}>
        <TypedPlace role="group" aria-labelledby="details-typed-place-note">
          <p id="details-typed-place-note">{t('place.typed.note')}</p>
          <Row $second="9rem">
            <TextField
              id={typedCityId}
              name="city"
              label={t('place.typed.city')}
              autoComplete="address-level2"
              maxLength={cityMaxLength}
            />
            <TextField
              id="details-typed-postal-code"
              name="postalCode"
              label={t('place.typed.postalCode')}
              hint={t('place.typed.postalCodeHint')}
              autoComplete="postal-code"
              inputMode="numeric"
            />
          </Row>
          <TextButton type="button" onClick={() => switchTo(false, keep ? values : { city: '', postalCode: '' })}>
            {t('place.typed.backToList')}
          </TextButton>
        </TypedPlace>
      </FieldMessages>
    );
  }

  const reason = errors.city ?? errors.postalCode;
  const field = errors.city ? 'city' : 'postalCode';
  return (
    <PlaceCombobox
      id={placeId}
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
      onNotListed={(text) => switchTo(true, splitTyped(text))}
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

/** Name and address as submitted: trimmed, inner spaces collapsed; the place as the list writes it, or as typed. */
export interface PersonalDetails {
  personal: { firstName: string; lastName: string };
  address: { address: string; houseNumber: string; city: string; postalCode: string; country: Policyholder['country'] };
}

interface PersonalDetailsFormProps {
  initialValues: PersonalDetailsValues;
  onSubmit: (details: PersonalDetails) => Promise<void>;
  /** The button's words, when they are not "continue" (the last step of a flow says what it does). */
  submitLabel?: string;
  /** Only the address: the name is the policyholder's and stays as `initialValues` have it (a policy's new address). */
  addressOnly?: boolean;
}

/**
 * The policyholder's name and address (spec §3 personal info, address), with the place from the postal list: the
 * quote's about-you step and the registration's share it, and so whatever one accepts the other does.
 */
export function PersonalDetailsForm({ initialValues, onSubmit, submitLabel, addressOnly }: PersonalDetailsFormProps) {
  const { t } = useTranslation('onboarding-details');
  const formRef = useRef<HTMLFormElement>(null);

  const submit = (values: PersonalDetailsValues) =>
    onSubmit({
      personal: { firstName: cleanText(values.firstName), lastName: cleanText(values.lastName) },
      address: {
        address: cleanText(values.address),
        houseNumber: cleanText(values.houseNumber),
        city: cleanText(values.city),
        postalCode: values.postalCode,
        country,
      },
    });

  return (
    <FieldMessages value={detailsFieldMessages}>
      <Formik<PersonalDetailsValues>
        initialValues={initialValues}
        validationSchema={personalDetailsSchema}
        validateOnChange
        validateOnBlur
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form ref={formRef} noValidate aria-label={t(addressOnly ? 'form.address' : 'form.label')}>
            <FocusFirstErrorOnSubmit form={formRef} />
            <Column>
              {addressOnly ? null : (
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
              )}
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
