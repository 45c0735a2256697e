import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  reminderErrorKeys,
  reminderLinkParams,
  type OpenRenewalReminderResponse,
  type ReminderRenewal,
} from '@contracts/open-renewal-reminder';
import { CallError } from '../../../api/call-function';
import { openRenewalReminder } from '../../../api/open-renewal-reminder';
import { paths } from '../../../app/route-table';
import { progressIndex } from '../../../lib/flow';
import { quoteStepId, useQuoteFlow } from '../flow/quote-flow';
import { useOnboarding } from '../state/onboarding-store';

export type ReminderLinkState = 'idle' | 'opening' | 'confirm' | 'failed';

export interface ReminderLink {
  state: ReminderLinkState;
  /** Why the last date of birth opened nothing: a wrong one, or too many wrong ones. */
  problem: 'identity' | 'locked' | null;
  plate: string;
  confirm: (dateOfBirth: string) => Promise<void>;
}

/**
 * `/onboarding?renewal=<token>`, a renewal reminder's link for a guest buyer (docs/decisions/0020): the policyholder
 * proves the date of birth, as on a resume link (decision 0004), and lands on the summary of the renewal the e-mail
 * priced, with their details filled in and every part editable.
 */
export function useReminderLink(): ReminderLink {
  const [params] = useSearchParams();
  const token = params.get(reminderLinkParams.guest);
  const quote = useQuoteFlow();
  const { dispatch } = useOnboarding();
  const navigate = useNavigate();
  const [state, setState] = useState<ReminderLinkState>('idle');
  const [problem, setProblem] = useState<ReminderLink['problem']>(null);
  const [plate, setPlate] = useState('');
  const started = useRef<string | null>(null);

  const land = useCallback(
    async (renewal: ReminderRenewal) => {
      const { renewedByReminder } = await import('./price-renewal');
      const { vehicle, licensePlate, vin, pricing } = await renewedByReminder(renewal);
      const { policyholder: holder } = renewal;
      dispatch({ type: 'entryModeChosen', mode: licensePlate ? 'plate' : 'vin' });
      dispatch({ type: 'vehicleFound', vehicle, licensePlate, vin });
      dispatch({
        type: 'quoteFormSubmitted',
        personal: {
          dateOfBirth: holder.dateOfBirth,
          personalIdentificationNumber: holder.personalIdentificationNumber,
        },
        contact: {
          contactEmail: holder.contactEmail,
          phoneNumberPrefix: holder.phoneNumberPrefix,
          phoneNumber: holder.phoneNumber,
        },
        // The e-mail's one press stands for the quote form's "I accept", as "Obnovi" does (decision 0007).
        policy: { policyAccepted: true, contactConsent: false, policyStartDate: renewal.startDate },
      });
      dispatch({ type: 'priced', pricing });
      dispatch({ type: 'coversRenewed', coverCodes: renewal.coverCodes });
      dispatch({
        type: 'personalDetailsSubmitted',
        personal: { firstName: holder.firstName, lastName: holder.lastName },
        address: {
          address: holder.address,
          houseNumber: holder.houseNumber,
          city: holder.city,
          postalCode: holder.postalCode,
          country: holder.country,
        },
      });
      const summary = quoteStepId(quote, 'summary');
      dispatch({ type: 'stepReached', index: progressIndex(quote.flow, summary) });
      setState('idle');
      await navigate(paths[summary], { replace: true });
    },
    [dispatch, navigate, quote],
  );

  const answer = useCallback(
    async (opened: OpenRenewalReminderResponse) => {
      if (opened.identityRequired) {
        setPlate(opened.licensePlate ?? '');
        setState('confirm');
      } else await land(opened.renewal);
    },
    [land],
  );

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    setState('opening');
    openRenewalReminder({ token, dateOfBirth: null })
      .then(answer)
      .catch(() => setState('failed'));
  }, [token, answer]);

  const confirm = useCallback(
    async (dateOfBirth: string) => {
      if (!token) return;
      try {
        const opened = await openRenewalReminder({ token, dateOfBirth });
        setProblem(null);
        await answer(opened);
      } catch (error) {
        const key = error instanceof CallError ? error.errorKey : null;
        if (key === reminderErrorKeys.identity) setProblem('identity');
        else if (key === reminderErrorKeys.locked) setProblem('locked');
        else setState('failed');
      }
    },
    [token, answer],
  );

  return { state, problem, plate, confirm };
}
