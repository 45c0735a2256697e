import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../../app/layout/page-header';
import { NoScriptNote } from '../../../app/ui/no-script-note';
import { PageSection } from '../../../app/layout/page-section';
import { quoteStepId, useQuoteFlow, useQuotePath } from '../flow/quote-flow';
import { PlateField } from '../../../app/ui/plate-field';
import { useOnboarding } from '../state/onboarding-store';
import { VisuallyHidden } from '../../../app/ui/visually-hidden';
import { Actions, FormColumn } from '../../../app/ui/form-layout';
import { HighRiskMessage } from './high-risk-message';
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

// The account's cars need the account, and so Firebase Auth: only the signed-in flow loads them.
const AccountVehicles = lazy(() => import('./account-vehicles').then((m) => ({ default: m.AccountVehicles })));

/** What another page handed over to look up at once: the home page hero sends `{ licensePlate }`. */
function handedOver(routerState: unknown, mode: EntryMode): string | null {
  if (typeof routerState !== 'object' || routerState === null) return null;
  const value = (routerState as Record<string, unknown>)[mode === 'plate' ? 'licensePlate' : 'vin'];
  return typeof value === 'string' && value.trim() !== '' ? normalizeEntry(mode, value) : null;
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
  const handed = handedOver(location.state, mode);
  const [value, setValue] = useState(() => handed ?? (mode === 'plate' ? state.licensePlate : state.vin));
  const { find, pending, fieldError, highRiskVehicle, clearMessages } = useFindVehicle(mode);
  const autoStarted = useRef(false);

  useEffect(() => {
    if (!handed || autoStarted.current) return;
    autoStarted.current = true;
    // Forget the handed-over plate, so that going back to this page does not start the lookup again.
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    void find(handed);
  }, [handed, find, navigate, location.pathname, location.search]);

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
        <form onSubmit={submit} noValidate>
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
            <SubmitButton busy={pending} busyText={t('entry.searching')}>
              {t('entry.submit')}
            </SubmitButton>
          </Actions>
          <VisuallyHidden role="status">{pending ? t('entry.searching') : ''}</VisuallyHidden>
        </form>
        {highRiskVehicle ? <HighRiskMessage vehicle={highRiskVehicle} /> : null}
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
