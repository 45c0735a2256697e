import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../../app/layout/page-header';
import { NoScriptNote } from '../../../app/ui/no-script-note';
import { PageSection } from '../../../app/layout/page-section';
import { quoteStepId, useQuoteFlow, useQuotePath } from '../flow/quote-flow';
import { PlateField, plateFieldName } from '../../../app/ui/plate-field';
import { useOnboarding } from '../state/onboarding-store';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { Actions, FormColumn } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { normalizeEntry, useFindVehicle, type EntryMode } from './use-find-vehicle';
import { VinField } from './vin-field';

const SwitchMode = styled.p`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  font-size: 1.0625rem;

  a {
    font-weight: 600;
  }
`;

// Rare, and it carries react-i18next's <Trans>: it comes when a lookup finds a high-risk vehicle.
const HighRiskMessage = lazy(() =>
  import('../../../app/ui/high-risk-message').then((m) => ({ default: m.HighRiskMessage })),
);
// Only a quote with a referral shows it, once the server has answered, after hydration: the HTML is a newcomer's.
const ReferralNotice = lazy(() => import('../quote-form/referral-notice').then((m) => ({ default: m.ReferralNotice })));
// The account's cars need the account, and so Firebase Auth: only the signed-in flow loads them.
const AccountVehicles = lazy(() => import('./account-vehicles').then((m) => ({ default: m.AccountVehicles })));

/** The field's name in a plate form's query. */
const fieldName = (mode: EntryMode) => (mode === 'plate' ? plateFieldName : 'vin');

/**
 * What to look up at once: what a plate form sent, the home page's or this page's own before its code ran (the
 * browser's GET, `?licensePlate=…`), so that entry is not lost.
 */
function handedOver(search: string, mode: EntryMode): string | null {
  const value = new URLSearchParams(search).get(fieldName(mode));
  return value !== null && value.trim() !== '' ? normalizeEntry(mode, value) : null;
}

/** The address without the looked-up entry, so going back to it does not start the lookup again. */
function withoutEntry(search: string, mode: EntryMode): string {
  const params = new URLSearchParams(search);
  params.delete(fieldName(mode));
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** /onboarding and /onboarding/vin: the driver identifies the vehicle by licence plate or by chassis number. */
export function VehicleEntry({ mode }: { mode: EntryMode }) {
  const quote = useQuoteFlow();
  const quotePath = useQuotePath();
  const routeId = quoteStepId(quote, mode);
  const { t } = useTranslation('onboarding-entry');
  const { t: tFlow } = useTranslation(quote.leads);
  const location = useLocation();
  const navigate = useNavigate();
  const { state } = useOnboarding();
  const handed = handedOver(location.search, mode);
  const ownPath = useHref(location.pathname);
  const [value, setValue] = useState(() => handed ?? (mode === 'plate' ? state.licensePlate : state.vin));
  const { find, pending, fieldError, highRiskVehicle, clearMessages } = useFindVehicle(mode);
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!handed || autoStarted.current) return;
    autoStarted.current = true;
    // Forget the handed-over plate, so that going back to this page does not start the lookup again.
    navigate(`${location.pathname}${withoutEntry(location.search, mode)}`, { replace: true });
    void find(handed);
  }, [handed, find, navigate, location.pathname, location.search, mode]);

  const change = (next: string) => {
    setValue(next);
    clearMessages();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) void find(value);
  };

  return (
    <PageSection>
      <PageHeader routeId={routeId} lead={tFlow(`${routeId}.lead`)} />
      <FormColumn>
        {state.referral.referrerId ? (
          <Suspense fallback={null}>
            <ReferralNotice />
          </Suspense>
        ) : null}
        {quote.account && mode === 'plate' ? (
          <Suspense fallback={null}>
            <AccountVehicles
              busy={pending}
              onPlate={(plate) => {
                setValue(plate);
                void find(plate);
              }}
            />
          </Suspense>
        ) : null}
        <NoScriptNote what="quote" />
        <form method="get" action={ownPath} onSubmit={submit} noValidate>
          {mode === 'plate' ? (
            <PlateField
              id="license-plate"
              name="licensePlate"
              label={t('entry.plateLabel')}
              value={value}
              onChange={change}
              error={fieldError ?? undefined}
            />
          ) : (
            <VinField
              id="vin"
              label={t('entry.vinLabel')}
              hint={t('entry.vinHint')}
              value={value}
              onChange={change}
              error={fieldError ?? undefined}
            />
          )}
          <Actions>
            <SubmitButton busy={pending} busyText={t('entry.searching')} worksWithoutScript>
              {t('entry.submit')}
            </SubmitButton>
          </Actions>
          <VisuallyHidden role="status">{pending ? t('entry.searching') : ''}</VisuallyHidden>
        </form>
        {highRiskVehicle ? (
          <Suspense fallback={null}>
            <HighRiskMessage vehicle={highRiskVehicle} />
          </Suspense>
        ) : null}
        <SwitchMode>
          {mode === 'plate' ? (
            <Link to={quotePath('vin')}>{t('entry.toVin')}</Link>
          ) : (
            <Link to={quotePath('plate')}>{t('entry.toPlate')}</Link>
          )}
        </SwitchMode>
      </FormColumn>
    </PageSection>
  );
}
