import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { reminderErrorKeys } from '@contracts/renewal-reminder-rules';
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
export function useReminderLink(token: string): ReminderLink {
  const quote = useQuoteFlow();
  const { dispatch } = useOnboarding();
  const navigate = useNavigate();
  const [state, setState] = useState<ReminderLinkState>('idle');
  const [problem, setProblem] = useState<ReminderLink['problem']>(null);
  const [plate, setPlate] = useState('');
  const started = useRef<string | null>(null);

  const open = useCallback(
    async (linkToken: string, dateOfBirth: string | null) => {
      try {
        const { openReminderLink } = await import('./price-renewal');
        const outcome = await openReminderLink(linkToken, dateOfBirth);
        if (outcome.kind === 'opened') {
          for (const action of outcome.actions) dispatch(action);
          const summary = quoteStepId(quote, 'summary');
          dispatch({ type: 'stepReached', index: progressIndex(quote.flow, summary) });
          setState('idle');
          await navigate(paths[summary], { replace: true });
        } else if (outcome.kind === 'confirm') {
          setPlate(outcome.plate);
          setState('confirm');
        } else if (dateOfBirth && outcome.errorKey === reminderErrorKeys.identity) setProblem('identity');
        else if (dateOfBirth && outcome.errorKey === reminderErrorKeys.locked) setProblem('locked');
        else setState('failed');
      } catch {
        setState('failed');
      }
    },
    [dispatch, navigate, quote],
  );

  useEffect(() => {
    if (started.current === token) return;
    started.current = token;
    setState('opening');
    void open(token, null);
  }, [token, open]);

  const confirm = useCallback(
    async (dateOfBirth: string) => (token ? open(token, dateOfBirth) : undefined),
    [token, open],
  );

  return { state, problem, plate, confirm };
}
