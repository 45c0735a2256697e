import { createContext, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import {
  initialOnboardingState,
  onboardingReducer,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-state';
import { isQuotePaid, isQuoteUnconfirmed } from '../../../lib/purchases';
import { useQuoteFlow, type QuoteFlow } from '../flow/quote-flow';
import { useCaptureReferral } from '../flow/use-capture-referral';
import { clearOnboardingStorage, loadOnboardingState, saveOnboardingState } from './onboarding-storage';

interface OnboardingStore {
  state: OnboardingState;
  dispatch: Dispatch<OnboardingAction>;
}

const OnboardingContext = createContext<OnboardingStore | null>(null);

/**
 * What this browser stored of the flow; nothing once its quote has been paid, so a finished purchase leaves neither
 * a way to pay twice nor the driver's details behind. A quote whose payment this tab started and never saw confirmed
 * comes back unpaid and unbound (spec §4).
 */
function restoredState(quote: QuoteFlow): OnboardingState {
  const stored = loadOnboardingState(undefined, quote);
  if (!stored.pricing) return stored;
  if (isQuotePaid(stored.pricing.quoteId)) return initialOnboardingState;
  return isQuoteUnconfirmed(stored.pricing.quoteId) ? { ...stored, unpaidAndUnbound: true } : stored;
}

/**
 * The one store of a quote flow, restored from the browser's storage so a reload resumes at the same step with the
 * same data; each flow (the guest's quote, a signed-in driver's new policy) keeps its own, and each takes the referral
 * the tab arrived with: a signed-in driver may be a referred friend too, or a referrer trying their own link.
 */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const quote = useQuoteFlow();
  const [state, dispatch] = useReducer(onboardingReducer, quote, restoredState);
  const previous = useRef<OnboardingState | undefined>(undefined);
  useCaptureReferral(dispatch);

  useEffect(() => {
    if (state === previous.current) return;
    // The reducer answers a reset with the initial state itself: then nothing of the flow stays stored (spec §4).
    if (state === initialOnboardingState) clearOnboardingStorage(undefined, quote.storagePrefix);
    else saveOnboardingState(state, previous.current, undefined, quote.storagePrefix);
    previous.current = state;
  }, [state, quote.storagePrefix]);

  return <OnboardingContext.Provider value={{ state, dispatch }}>{children}</OnboardingContext.Provider>;
}

export function useOnboarding(): OnboardingStore {
  const store = useContext(OnboardingContext);
  if (!store) throw new Error('useOnboarding must be used inside OnboardingProvider');
  return store;
}
