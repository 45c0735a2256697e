import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import dayjs from 'dayjs';
import { whenWhereStepSchema, type StatementCommon } from '@contracts/accident-statement';
import { fieldErrors } from '@contracts/field-rules';
import { cityMaxLength } from '@contracts/policyholder';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { SecondaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { FieldMessages, SelectField, TextField, useFieldError } from '../../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { PlaceCombobox } from '../../../app/ui/personal-details/place-combobox';
import { usePlaces } from '../../../app/ui/personal-details/use-places';
import { useClaimsStep } from '../flow/use-claims-step';
import { guardedStatement } from '../flow/claims-flow';
import { useClaims } from '../state/claims-context';
import { blanksToNull } from '../state/statement-parts';
import { Choice, ChoiceList } from '../ui/claims-ui';
import { purchaseFieldMessages, validateByContract } from '../ui/contract-form';
import { countryOptions, defaultCountry } from '../ui/countries';

type YesNo = 'yes' | 'no' | '';

interface WhenWhereValues {
  date: string;
  time: string;
  place: {
    country: string;
    address: string;
    postalCode: string;
    place: string;
    coordinates: StatementCommon['place']['coordinates'];
  };
  otherVehiclesDamaged: YesNo;
  objectsDamaged: YesNo;
  witnesses: { name: string; address: string; phone: string }[];
}

const yesNo = (value: boolean | null | undefined): YesNo => (value === true ? 'yes' : value === false ? 'no' : '');
const fromYesNo = (value: YesNo) => (value === 'yes' ? true : value === 'no' ? false : null);
const text = (value: string | null | undefined) => value ?? '';

function initialValues(common: StatementCommon): WhenWhereValues {
  return {
    // The statement is filled in at the scene: now is the likeliest answer.
    date: common.date ?? dayjs().format('DD/MM/YYYY'),
    time: common.time ?? dayjs().format('HH:mm'),
    place: {
      country: common.place.country ?? defaultCountry,
      address: text(common.place.address),
      postalCode: text(common.place.postalCode),
      place: text(common.place.place),
      coordinates: common.place.coordinates ?? null,
    },
    otherVehiclesDamaged: yesNo(common.otherVehiclesDamaged),
    objectsDamaged: yesNo(common.objectsDamaged),
    witnesses: common.witnesses.map((witness) => ({
      name: text(witness.name),
      address: text(witness.address),
      phone: text(witness.phone),
    })),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function toCommon(values: WhenWhereValues, sketch: StatementCommon['sketch']): StatementCommon {
  const { coordinates, ...place } = values.place;
  return {
    date: orNull(values.date),
    time: orNull(values.time),
    place: { ...blanksToNull(place), coordinates },
    otherVehiclesDamaged: fromYesNo(values.otherVehiclesDamaged),
    objectsDamaged: fromYesNo(values.objectsDamaged),
    // A witness row left empty is no witness.
    witnesses: values.witnesses.map(blanksToNull).filter((witness) => witness.name || witness.address || witness.phone),
    sketch,
  };
}

/** The phone's location, asked for only when the driver taps the button; the coordinates are shown as kept. */
function LocationButton() {
  const { t } = useTranslation('claims');
  const { values, setFieldValue } = useFormikContext<WhenWhereValues>();
  const [state, setState] = useState<'idle' | 'asking' | 'failed'>('idle');
  const coordinates = values.place.coordinates;
  const ask = () => {
    if (!navigator.geolocation) {
      setState('failed');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        void setFieldValue('place.coordinates', {
          latitude: Number(position.coords.latitude.toFixed(6)),
          longitude: Number(position.coords.longitude.toFixed(6)),
          accuracy: Math.min(100_000, Math.round(position.coords.accuracy)),
        });
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  return (
    <div>
      <SecondaryButton type="button" onClick={ask} disabled={state === 'asking'}>
        {t(state === 'asking' ? 'whenWhere.locating' : 'whenWhere.useLocation')}
      </SecondaryButton>
      {coordinates ? (
        <p role="status">
          {t('whenWhere.coordinates', {
            latitude: coordinates.latitude.toFixed(5),
            longitude: coordinates.longitude.toFixed(5),
            accuracy: coordinates.accuracy,
          })}{' '}
          <SecondaryButton type="button" onClick={() => void setFieldValue('place.coordinates', null)}>
            {t('whenWhere.forgetLocation')}
          </SecondaryButton>
        </p>
      ) : null}
      {state === 'failed' ? (
        <Notice $tone="error" role="alert">
          <p>{t('whenWhere.locationFailed')}</p>
        </Notice>
      ) : null}
    </div>
  );
}

/**
 * The town is the one thing of the place a driver must give (`whenWhereStepSchema`): said in the accident's words,
 * the rest as the purchase's form says it.
 */
const whenWhereMessages = (field: string, reason: string) =>
  field === 'place.place' && reason === fieldErrors.required
    ? ['claims:whenWhere.townRequired']
    : purchaseFieldMessages(field, reason);

/** A Croatian place from the quote's list, or any place typed for an accident abroad (or one the list lacks). */
function PlaceFields() {
  const { t } = useTranslation('claims');
  const places = usePlaces();
  const { values, setValues, setFieldTouched } = useFormikContext<WhenWhereValues>();
  const { text: error } = useFieldError('place.place', 'claims-place');
  const [typed, setTyped] = useState(values.place.country !== defaultCountry);
  if (values.place.country !== defaultCountry || typed)
    return (
      <>
        <TextField name="place.place" label={t('whenWhere.place')} maxLength={cityMaxLength} autoComplete="off" />
        <TextField name="place.postalCode" label={t('whenWhere.postalCode')} maxLength={10} autoComplete="off" />
      </>
    );
  return (
    <PlaceCombobox
      id="claims-place"
      label={t('whenWhere.place')}
      hint={t('whenWhere.placeHint')}
      options={places.data}
      loadFailed={places.isError}
      onRetry={() => void places.refetch()}
      city={values.place.place}
      postalCode={values.place.postalCode}
      onChange={(place) =>
        void setValues((current) => ({
          ...current,
          place: { ...current.place, place: place?.location ?? '', postalCode: place?.postalCode ?? '' },
        }))
      }
      // Choosing validated the new place already; validating again here would check the values before the choice.
      onBlur={(chose) => void setFieldTouched('place.place', true, !chose)}
      onNotListed={(typedPlace) => {
        setTyped(true);
        void setValues((current) => ({ ...current, place: { ...current.place, place: typedPlace } }));
      }}
      error={error}
    />
  );
}

function YesNoChoice({ name, legend }: { name: 'otherVehiclesDamaged' | 'objectsDamaged'; legend: string }) {
  const { t } = useTranslation('claims');
  const { values, setFieldValue } = useFormikContext<WhenWhereValues>();
  return (
    <ChoiceList>
      <legend>{legend}</legend>
      <Choice name={name} value="yes" checked={values[name] === 'yes'} onChange={() => void setFieldValue(name, 'yes')}>
        {t('yes')}
      </Choice>
      <Choice name={name} value="no" checked={values[name] === 'no'} onChange={() => void setFieldValue(name, 'no')}>
        {t('no')}
      </Choice>
    </ChoiceList>
  );
}

/** Sections 1–5 of the paper form: when, where, other damage and the witnesses; written by driver A's phone. */
export function ClaimsReportWhenWherePage() {
  // The place and postal code say what the purchase's form says for the same faults (`whenWhereMessages`).
  const { t, i18n } = useTranslation(['claims', 'onboarding-details']);
  const claims = useClaims();
  const step = useClaimsStep('claims-report-when-where');
  const form = useRef<HTMLFormElement>(null);
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const statement = guardedStatement(claims);
  const sketch = statement.common.sketch;

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-when-where" lead={t('whenWhere.lead')} />
      <FormColumn>
        <FieldMessages value={whenWhereMessages}>
          <Formik
            initialValues={initialValues(statement.common)}
            validate={validateByContract(whenWhereStepSchema, (values: WhenWhereValues) => toCommon(values, sketch))}
            onSubmit={(values) => step.leave({ common: toCommon(values, sketch) })}
          >
            {({ values, isSubmitting }) => (
              <Form ref={form} noValidate>
                <FocusFirstErrorOnSubmit form={form} />
                <DateField name="date" label={t('whenWhere.date')} />
                <TextField name="time" label={t('whenWhere.time')} type="time" />
                <h2>{t('whenWhere.where')}</h2>
                <SelectField
                  name="place.country"
                  label={t('whenWhere.country')}
                  options={countryOptions(i18n.language)}
                />
                <LocationButton />
                <TextField
                  name="place.address"
                  label={t('whenWhere.address')}
                  hint={t('whenWhere.addressHint')}
                  maxLength={160}
                />
                <PlaceFields />
                <h2>{t('whenWhere.damage')}</h2>
                <YesNoChoice name="otherVehiclesDamaged" legend={t('whenWhere.otherVehicles')} />
                <YesNoChoice name="objectsDamaged" legend={t('whenWhere.objects')} />
                <h2>{t('whenWhere.witnesses')}</h2>
                <FieldArray name="witnesses">
                  {({ push, remove }) => (
                    <>
                      {values.witnesses.length === 0 ? <p>{t('whenWhere.noWitnesses')}</p> : null}
                      {values.witnesses.map((_, index) => (
                        <fieldset key={index}>
                          <legend>{t('whenWhere.witness', { number: index + 1 })}</legend>
                          <TextField
                            name={`witnesses.${index}.name`}
                            label={t('whenWhere.witnessName')}
                            maxLength={160}
                          />
                          <TextField
                            name={`witnesses.${index}.address`}
                            label={t('whenWhere.witnessAddress')}
                            maxLength={160}
                          />
                          <TextField name={`witnesses.${index}.phone`} label={t('whenWhere.witnessPhone')} type="tel" />
                          <SecondaryButton type="button" onClick={() => remove(index)}>
                            {t('whenWhere.removeWitness', { number: index + 1 })}
                          </SecondaryButton>
                        </fieldset>
                      ))}
                      {values.witnesses.length < 3 ? (
                        <SecondaryButton type="button" onClick={() => push({ name: '', address: '', phone: '' })}>
                          {t('whenWhere.addWitness')}
                        </SecondaryButton>
                      ) : null}
                    </>
                  )}
                </FieldArray>
                <Actions>
                  <SubmitButton busy={isSubmitting} busyText={t('saving')}>
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
