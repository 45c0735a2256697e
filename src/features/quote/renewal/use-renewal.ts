import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AccountResponse } from '@contracts/get-account';
import { paths } from '../../../app/route-table';
import { useAccount } from '../../../app/session/use-account';
import { progressIndex } from '../../../lib/flow';
import {
  registrationRenewalStartDate,
  renewalParams,
  renewalStartDate,
  vehiclesDueForRenewal,
} from '../../../lib/renewal';
import { quoteStepId, useQuoteFlow } from '../flow/quote-flow';
import { useOnboarding } from '../state/onboarding-store';
import type { Renewal } from './price-renewal';

export type RenewalState = 'none' | 'renewing' | 'failed';

export const isRenewalAsked = (params: URLSearchParams) =>
  params.has(renewalParams.policy) || params.has(renewalParams.vehicle);

/** What `?renew=` (a policy by its order) or `?renew-vehicle=` (a car by plate or VIN) asks to renew, if the account has it. */
function renewalOf(params: URLSearchParams, account: AccountResponse): Renewal | null {
  const orderNumber = params.get(renewalParams.policy);
  if (orderNumber) {
    const policy = account.policies.find((candidate) => candidate.orderNumber === orderNumber);
    if (!policy) return null;
    return {
      orderNumber,
      licensePlate: policy.licensePlate,
      vin: policy.vehicle.vin,
      startDate: renewalStartDate(policy),
      coverCodes: policy.covers.map((cover) => cover.coverCode),
    };
  }
  const key = params.get(renewalParams.vehicle);
  const vehicle = vehiclesDueForRenewal(account).find((due) => due.licensePlate === key || due.vin === key);
  if (!vehicle) return null;
  return {
    orderNumber: null,
    licensePlate: vehicle.licensePlate,
    vin: vehicle.vin,
    startDate: registrationRenewalStartDate(vehicle),
    coverCodes: null,
  };
}

/**
 * One press renews (issue 13): the same vehicle, looked up again, priced for the account's driver from the day the
 * current cover ends, with the same covers (or the default ones for a car renewed by its registration), and straight
 * to the summary, where the driver checks everything before paying.
 */
export function useRenewal(): RenewalState {
  const [params] = useSearchParams();
  const asked = isRenewalAsked(params);
  const account = useAccount();
  const quote = useQuoteFlow();
  const { state, dispatch } = useOnboarding();
  const navigate = useNavigate();
  // Which renewal (the query string) the outcome is about: a later press asks afresh.
  const [outcome, setOutcome] = useState<{ asked: string; state: 'renewing' | 'failed' } | null>(null);
  const started = useRef<string | null>(null);
  const key = params.toString();

  useEffect(() => {
    if (!asked || !account.data || !quote.account || started.current === key) return;
    started.current = key;
    const fail = () => setOutcome({ asked: key, state: 'failed' });
    const renewal = renewalOf(params, account.data);
    if (!renewal) {
      fail();
      return;
    }
    void (async () => {
      try {
        const { priceRenewal } = await import('./price-renewal');
        const { vehicle, licensePlate, vin, pricing } = await priceRenewal(state, renewal);
        dispatch({ type: 'entryModeChosen', mode: licensePlate ? 'plate' : 'vin' });
        dispatch({ type: 'vehicleFound', vehicle, licensePlate, vin });
        dispatch({ type: 'renewalStarted' });
        dispatch({
          type: 'quoteFormSubmitted',
          personal: state.personal,
          contact: state.contact,
          policy: { policyAccepted: true, contactConsent: false, policyStartDate: renewal.startDate },
        });
        dispatch({ type: 'priced', pricing });
        if (renewal.coverCodes) dispatch({ type: 'coversRenewed', coverCodes: renewal.coverCodes });
        const summary = quoteStepId(quote, 'summary');
        dispatch({ type: 'stepReached', index: progressIndex(quote.flow, summary) });
        await navigate(paths[summary], { replace: true });
      } catch {
        fail();
      }
    })();
  }, [asked, key, account.data, quote, params, state, dispatch, navigate]);

  if (!asked) return 'none';
  return outcome?.asked === key ? outcome.state : 'renewing';
}
