import { Form, Formik, useFormikContext } from 'formik';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  croatianInsurers,
  licenceCategories,
  type AccidentStatementView,
  statementSideSchema,
  type PartyRole,
  type StatementSide,
} from '@contracts/accident-statement';
import { errorKeys } from '@contracts/error-keys';
import { cityMaxLength, nameMaxLength } from '@contracts/policyholder';
import { vehicleTextMaxLength } from '@contracts/vehicle-rules';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { SecondaryButton } from '../../../app/ui/buttons';
import { DateField } from '../../../app/ui/date-field';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { FieldMessages, SelectField, TextField } from '../../../app/ui/form-field';
import { Actions, FormColumn, Notice } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { FieldWrapper } from '../../../app/ui/field-styles';
import { Checkbox } from '../../../app/ui/checkbox';
import { useAccount } from '../../../app/session/use-account';
import { linkAccidentPolicy } from '../../../api/link-accident-policy';
import { CallError } from '../../../api/call-function';
import { useClaimsStep } from '../flow/use-claims-step';
import { guardedStatement } from '../flow/claims-flow';
import { useClaims } from '../state/claims-context';
import { useActiveSide } from '../state/use-active-side';
import { SideBox } from '../ui/claims-ui';
import { purchaseFieldMessages, validateByContract } from '../ui/contract-form';
import { countryOptions, defaultCountry } from '../ui/countries';
import { SideTurn } from '../ui/side-turn';
import {
  driverAsPolicyholder,
  foreignInsurer,
  sideFormValues,
  sideFromForm,
  type SideFormValues,
} from '../ui/side-form-values';

/** One of our policies fills the side: the signed-in driver picks it, a guest names its plate and number. */
function LinkPolicy({ role, onLinked }: { role: PartyRole; onLinked: () => Promise<void> }) {
  const { t } = useTranslation('claims');
  const { access } = useClaims();
  const account = useAccount();
  const [plate, setPlate] = useState('');
  const [policyNumber, setPolicyNumber] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'not-found' | 'failed'>('idle');
  const token = access?.partyTokens[role];
  if (!access || !token) return null;

  const link = async (chosen: { plate: string; policyNumber: string }) => {
    setState('busy');
    try {
      await linkAccidentPolicy({ statementId: access.statementId, partyToken: token, role, ...chosen });
      await onLinked();
      setState('idle');
    } catch (error) {
      const notFound =
        error instanceof CallError && error.code !== 'functions/unavailable' && error.errorKey !== errorKeys.generic;
      setState(notFound ? 'not-found' : 'failed');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plate.trim() && policyNumber.trim())
      void link({ plate: plate.replace(/\s+/g, '').toUpperCase(), policyNumber: policyNumber.trim() });
  };
  const policies = (account.data?.policies ?? []).filter((policy) => policy.licensePlate);

  return (
    <SideBox $role={role} aria-labelledby="link-policy-heading">
      <h2 id="link-policy-heading">{t('vehicle.linkHeading')}</h2>
      {policies.length > 0 ? (
        <>
          <p>{t('vehicle.linkPick')}</p>
          {policies.map((policy) => (
            <Actions key={policy.policyNumber}>
              <SecondaryButton
                type="button"
                disabled={state === 'busy'}
                onClick={() => void link({ plate: policy.licensePlate ?? '', policyNumber: policy.policyNumber })}
              >
                {t('vehicle.linkPolicy', {
                  plate: policy.licensePlate,
                  vehicle: [policy.vehicle.manufacturer, policy.vehicle.model].filter(Boolean).join(' '),
                  policyNumber: policy.policyNumber,
                })}
              </SecondaryButton>
            </Actions>
          ))}
        </>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('vehicle.linkHeading')}>
          <p>{t('vehicle.linkGuest')}</p>
          <FieldWrapper>
            <label htmlFor="link-plate">{t('vehicle.plate')}</label>
            <input
              id="link-plate"
              value={plate}
              onChange={(event) => setPlate(event.target.value)}
              autoCapitalize="characters"
            />
          </FieldWrapper>
          <FieldWrapper>
            <label htmlFor="link-policy-number">{t('vehicle.policyNumber')}</label>
            <input
              id="link-policy-number"
              value={policyNumber}
              onChange={(event) => setPolicyNumber(event.target.value)}
            />
          </FieldWrapper>
          <SecondaryButton type="submit" disabled={state === 'busy'}>
            {t('vehicle.linkButton')}
          </SecondaryButton>
        </form>
      )}
      {state === 'not-found' || state === 'failed' ? (
        <Notice $tone="error" role="alert">
          <p>{t(state === 'not-found' ? 'vehicle.linkNotFound' : 'errors.network')}</p>
        </Notice>
      ) : null}
    </SideBox>
  );
}

/**
 * Box 6 (the policyholder) and box 9 (the driver) of the paper form, in its order. When they are one person, one
 * answer fills both: the driver's details, typed once under box 9, are the policyholder's too.
 */
function PolicyholderAndDriver({ countries }: { countries: { value: string; label: string }[] }) {
  const { t } = useTranslation('claims');
  const { values, setValues } = useFormikContext<SideFormValues>();
  const same = values.driverIsPolicyholder;
  return (
    <>
      <h2>{t('vehicle.policyholderHeading')}</h2>
      <Checkbox
        id="field-driverIsPolicyholder"
        name="driverIsPolicyholder"
        checked={same}
        onChange={(event) => {
          const checked = event.target.checked;
          void setValues((current) => ({
            ...current,
            driverIsPolicyholder: checked,
            driver: checked ? driverAsPolicyholder(current) : current.driver,
          }));
        }}
        label={t('vehicle.driverIsPolicyholder')}
        hint={same ? t('vehicle.driverIsPolicyholderHint') : undefined}
      />
      {same ? null : <PersonFields prefix="policyholder" countries={countries} />}
      <h2>{t('vehicle.driverHeading')}</h2>
      <PersonFields prefix="driver" countries={countries} />
    </>
  );
}

function PersonFields({
  prefix,
  countries,
}: {
  prefix: 'policyholder' | 'driver';
  countries: { value: string; label: string }[];
}) {
  const { t } = useTranslation('claims');
  return (
    <>
      <TextField
        name={`${prefix}.firstName`}
        label={t('person.firstName')}
        maxLength={nameMaxLength}
        autoComplete="off"
      />
      <TextField
        name={`${prefix}.lastName`}
        label={t('person.lastName')}
        maxLength={nameMaxLength}
        autoComplete="off"
      />
      <TextField name={`${prefix}.address`} label={t('person.address')} maxLength={160} autoComplete="off" />
      <TextField name={`${prefix}.postalCode`} label={t('person.postalCode')} maxLength={10} autoComplete="off" />
      <TextField name={`${prefix}.place`} label={t('person.place')} maxLength={cityMaxLength} autoComplete="off" />
      <SelectField name={`${prefix}.country`} label={t('person.country')} options={countries} />
      <TextField name={`${prefix}.phone`} label={t('person.phone')} type="tel" autoComplete="off" />
      <TextField
        name={`${prefix}.email`}
        label={t('person.email')}
        type="email"
        hint={t('person.emailHint')}
        autoComplete="off"
      />
    </>
  );
}

function InsuranceFields() {
  const { t } = useTranslation('claims');
  const { values } = useFormikContext<SideFormValues>();
  const insurers = [
    { value: '', label: t('vehicle.insurerChoose') },
    ...croatianInsurers.map((insurer) => ({ value: insurer.code, label: insurer.name })),
    { value: foreignInsurer, label: t('vehicle.insurerForeign') },
  ];
  return (
    <>
      <SelectField name="insurer" label={t('vehicle.insurer')} options={insurers} />
      {values.insurer === foreignInsurer ? (
        <>
          <TextField name="insurance.insurerName" label={t('vehicle.insurerName')} maxLength={160} />
          <TextField name="insurance.greenCardNumber" label={t('vehicle.greenCard')} maxLength={40} />
        </>
      ) : null}
      <TextField name="insurance.policyNumber" label={t('vehicle.policyNumber')} maxLength={40} />
      <DateField name="insurance.validUntil" label={t('vehicle.validUntil')} />
    </>
  );
}

/** Sections 6–9 for the side this phone fills: the policyholder, the vehicle, its insurer and the driver. */
export function ClaimsReportVehiclePage() {
  const claims = useClaims();
  const step = useClaimsStep('claims-report-vehicle');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return <VehicleStep step={step} statement={guardedStatement(claims)} />;
}

function VehicleStep({
  step,
  statement,
}: {
  step: ReturnType<typeof useClaimsStep>;
  statement: AccidentStatementView;
}) {
  // Names, street, place and postal code say what the purchase's form says for the same faults (`purchaseFieldMessages`).
  const { t, i18n } = useTranslation(['claims', 'onboarding-details']);
  const { refresh, savePart } = useClaims();
  const form = useRef<HTMLFormElement>(null);
  const countries = countryOptions(i18n.language);
  const active = useActiveSide(statement);
  const { role, side, view } = active;
  const save = async (values: SideFormValues) => {
    const content: StatementSide = sideFromForm(values, side);
    if (active.nextRole) {
      savePart(role, content);
      active.switchTo(active.nextRole);
    } else {
      // The next step starts with the first driver again.
      active.switchTo(active.roles[0] ?? role);
      await step.leave({ role, side: content });
    }
  };
  const initial = sideFormValues({
    ...side,
    vehicle: { ...side.vehicle, registrationCountry: side.vehicle.registrationCountry ?? defaultCountry },
    policyholder: { ...side.policyholder, country: side.policyholder.country ?? defaultCountry },
    driver: { ...side.driver, country: side.driver.country ?? defaultCountry },
  });
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-vehicle" lead={t('vehicle.lead')} />
      <FormColumn>
        <FieldMessages value={purchaseFieldMessages}>
          <Formik
            // A linked policy fills the side on the server: the form starts again from what it wrote.
            key={`${role}-${view?.linkedPolicy?.policyNumber ?? 'unlinked'}`}
            initialValues={initial}
            validate={validateByContract(statementSideSchema, (values: SideFormValues) => sideFromForm(values, side))}
            onSubmit={save}
          >
            {({ values, isSubmitting }) => (
              <>
                <SideTurn
                  party={role}
                  alone={statement.mode === 'alone'}
                  roles={active.roles}
                  onSwitch={(next) => {
                    savePart(role, sideFromForm(values, side));
                    active.switchTo(next);
                  }}
                />
                {view?.linkedPolicy ? (
                  <Notice role="status">
                    <p>{t('vehicle.linked', view.linkedPolicy)}</p>
                  </Notice>
                ) : (
                  <LinkPolicy role={role} onLinked={refresh} />
                )}
                <Form ref={form} noValidate aria-label={t('vehicle.formLabel', { role })}>
                  <FocusFirstErrorOnSubmit form={form} />
                  <SideBox $role={role}>
                    <h2>{t('vehicle.vehicleHeading')}</h2>
                    <TextField
                      name="vehicle.plate"
                      label={t('vehicle.plate')}
                      maxLength={16}
                      autoCapitalize="characters"
                      autoComplete="off"
                    />
                    <SelectField
                      name="vehicle.registrationCountry"
                      label={t('vehicle.registrationCountry')}
                      options={countries}
                    />
                    <TextField
                      name="vehicle.make"
                      label={t('vehicle.make')}
                      maxLength={vehicleTextMaxLength}
                      autoComplete="off"
                    />
                    <TextField
                      name="vehicle.model"
                      label={t('vehicle.model')}
                      maxLength={vehicleTextMaxLength}
                      autoComplete="off"
                    />
                    <h2>{t('vehicle.insuranceHeading')}</h2>
                    <InsuranceFields />
                    <PolicyholderAndDriver countries={countries} />
                    <DateField name="driver.dateOfBirth" label={t('vehicle.dateOfBirth')} />
                    <TextField
                      name="driver.licenceNumber"
                      label={t('vehicle.licenceNumber')}
                      maxLength={30}
                      autoComplete="off"
                    />
                    <SelectField
                      name="driver.licenceCategory"
                      label={t('vehicle.licenceCategory')}
                      options={[
                        { value: '', label: '—' },
                        ...licenceCategories.map((category) => ({ value: category, label: category })),
                      ]}
                    />
                    <DateField name="driver.licenceValidUntil" label={t('vehicle.licenceValidUntil')} />
                  </SideBox>
                  <Actions>
                    <SubmitButton busy={isSubmitting} busyText={t('saving')}>
                      {active.nextRole
                        ? t(statement.mode === 'alone' ? 'turn.alone.saveAndHandOver' : 'turn.saveAndHandOver', {
                            role: active.nextRole,
                          })
                        : t('continue')}
                    </SubmitButton>
                  </Actions>
                </Form>
              </>
            )}
          </Formik>
        </FieldMessages>
      </FormColumn>
    </PageSection>
  );
}
