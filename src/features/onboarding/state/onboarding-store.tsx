import { createContext, useContext, useEffect, useReducer, useRef, type Dispatch, type ReactNode } from 'react';
import {
  initialOnboardingState,
  onboardingReducer,
  type OnboardingAction,
  type OnboardingState,
} from './onboarding-state';
import { isQuotePaid } from '../../../lib/purchases';
import { clearOnboardingStorage, loadOnboardingState, saveOnboardingState } from './onboarding-storage';

interface OnboardingStore {
  state: OnboardingState;
  dispatch: Dispatch<OnboardingAction>;
}

const OnboardingContext = createContext<OnboardingStore | null>(null);

/**
 * What this browser stored of the flow; nothing once its quote has been paid, so a finished purchase leaves neither
 * a way to pay twice nor the driver's details behind.
 */
function restoredState(): OnboardingState {
  const stored = loadOnboardingState();
  return stored.pricing && isQuotePaid(stored.pricing.quoteId) ? initialOnboardingState : stored;
}

/** The one store of the quote flow, restored from local storage so a reload resumes at the same step with the same data. */
export function OnboardingProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(onboardingReducer, undefined, restoredState);
  const previous = useRef<OnboardingState | undefined>(undefined);

  useEffect(() => {
    if (state === previous.current) return;
    // The reducer answers a reset with the initial state itself: then nothing of the flow stays stored (spec §4).
    if (state === initialOnboardingState) clearOnboardingStorage();
    else saveOnboardingState(state, previous.current);
    previous.current = state;
  }, [state]);

  return <OnboardingContext.Provider value={{ state, dispatch }}>{children}</OnboardingContext.Provider>;
}

export function useOnboarding(): OnboardingStore {
  const store = useContext(OnboardingContext);
  if (!store) throw new Error('useOnboarding must be used inside OnboardingProvider');
  return store;
}
