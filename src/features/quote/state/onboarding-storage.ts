import { onboardingQuoteFlow } from '../flow/onboarding-flow';
import type { QuoteFlow } from '../flow/quote-flow';
import { clearUserStorage } from '../../../lib/user-storage';
import { initialOnboardingState, type OnboardingState } from './onboarding-state';

/**
 * Every stored piece of a quote flow lives under its prefix (the guest's quote here; a signed-in driver's new policy
 * under its own), one key per field, so reset can find and remove them all.
 */
export const onboardingStoragePrefix = onboardingQuoteFlow.storagePrefix;

type Field = keyof OnboardingState;
const fields = Object.keys(initialOnboardingState) as Field[];

/**
 * What identifies the driver (OIB, date of birth, name, e-mail, phone, address) is kept for this tab only: session
 * storage is gone when the tab closes, so a shared computer does not keep it. The vehicle, the prices and the step
 * stay in local storage, so a reload or a new tab resumes the quote and asks only for the driver's details again.
 */
export const personalFields: readonly Field[] = ['personal', 'contact', 'address', 'wipToken'];

export interface OnboardingStorages {
  local: Storage;
  session: Storage;
}

/** The browser's storages, or none where the browser blocks them (the flow then lives for this page only). */
function browserStorages(): Partial<OnboardingStorages> {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return { local: get('localStorage'), session: get('sessionStorage') };
}

const storageOf = (field: Field, storages: Partial<OnboardingStorages>) =>
  personalFields.includes(field) ? storages.session : storages.local;

/** Puts one field where it belongs; the test kits seed the flow through it too. */
export function storeOnboardingField(
  field: Field,
  value: unknown,
  storages: Partial<OnboardingStorages> = browserStorages(),
  prefix = onboardingStoragePrefix,
): void {
  try {
    storageOf(field, storages)?.setItem(prefix + field, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the flow still works for this visit.
  }
}

/**
 * The stored flow, field by field; a missing or unreadable field falls back to its initial value. A price without
 * the driver it was computed for (a new tab, the old one closed) is dropped: the driver confirms their details on
 * the quote form again, with the vehicle and the progress kept.
 */
export function loadOnboardingState(
  storages: Partial<OnboardingStorages> = browserStorages(),
  quote: QuoteFlow = onboardingQuoteFlow,
): OnboardingState {
  const state: Record<string, unknown> = { ...initialOnboardingState };
  let found = false;
  for (const field of fields) {
    try {
      const raw = storageOf(field, storages)?.getItem(quote.storagePrefix + field);
      if (raw !== null && raw !== undefined) {
        state[field] = JSON.parse(raw) as unknown;
        found = true;
      }
    } catch {
      // Corrupt or blocked storage: start that field afresh rather than break the page.
    }
  }
  if (!found) return initialOnboardingState;
  const loaded = state as unknown as OnboardingState;
  // The furthest step stays: it only advances (spec §2), and it says nothing about the driver. The steps after the
  // price send the driver back to the quote form until it is priced again (their guards).
  return loaded.pricing && !loaded.personal.personalIdentificationNumber ? { ...loaded, pricing: null } : loaded;
}

/** Writes the fields that changed since `previous`. */
export function saveOnboardingState(
  state: OnboardingState,
  previous: OnboardingState | undefined,
  storages: Partial<OnboardingStorages> = browserStorages(),
  prefix = onboardingStoragePrefix,
) {
  for (const field of fields) {
    if (previous && previous[field] === state[field]) continue;
    storeOnboardingField(field, state[field], storages, prefix);
  }
}

/** Spec §4 reset, and after a paid order: removes every stored onboarding key from both storages. */
export function clearOnboardingStorage(
  storages: Partial<OnboardingStorages> = browserStorages(),
  prefix = onboardingStoragePrefix,
) {
  clearUserStorage(
    [prefix],
    [storages.local, storages.session].filter((storage) => storage !== undefined),
  );
}
