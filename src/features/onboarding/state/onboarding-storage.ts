import { initialOnboardingState, type OnboardingState } from './onboarding-state';

/** Every stored piece of the flow lives under this prefix, one key per field, so reset can find and remove them all. */
export const onboardingStoragePrefix = 'ao.onboarding.';

type Field = keyof OnboardingState;
const fields = Object.keys(initialOnboardingState) as Field[];

/** The stored flow, field by field; a missing or unreadable field falls back to its initial value. */
export function loadOnboardingState(storage: Storage = localStorage): OnboardingState {
  const state: Record<string, unknown> = { ...initialOnboardingState };
  let found = false;
  for (const field of fields) {
    try {
      const raw = storage.getItem(onboardingStoragePrefix + field);
      if (raw !== null) {
        state[field] = JSON.parse(raw) as unknown;
        found = true;
      }
    } catch {
      // Corrupt or blocked storage: start that field afresh rather than break the page.
    }
  }
  return found ? (state as unknown as OnboardingState) : initialOnboardingState;
}

/** Writes the fields that changed since `previous`. */
export function saveOnboardingState(
  state: OnboardingState,
  previous: OnboardingState | undefined,
  storage: Storage = localStorage,
) {
  for (const field of fields) {
    if (previous && previous[field] === state[field]) continue;
    try {
      storage.setItem(onboardingStoragePrefix + field, JSON.stringify(state[field]));
    } catch {
      // Full or blocked storage: the flow still works for this visit.
    }
  }
}

/** Spec §4 reset: removes every stored onboarding key. */
export function clearOnboardingStorage(storage: Storage = localStorage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(onboardingStoragePrefix),
  );
  for (const key of keys) storage.removeItem(key);
}
