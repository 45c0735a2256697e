import { paths } from '../../../app/route-table';
import { userStoragePrefixes } from '../../../lib/storage-prefixes';
import { defineFlow } from '../../../lib/flow';
import type { OnboardingState } from '../state/onboarding-state';
import type { QuoteFlow, QuoteSave, QuoteStepId } from './quote-flow';

// The price needs a found vehicle (spec §5), every later step a price: a visitor without them starts where they can.
const needsVehicle = (state: OnboardingState) => (state.vehicle ? null : 'onboarding');
const needsPrice = (state: OnboardingState) => (state.pricing ? null : 'onboarding-calculate-price');

/** The vehicle a page behind `needsVehicle` may count on: its guard has sent everyone without one away. */
export function guardedVehicle(state: OnboardingState) {
  if (!state.vehicle) throw new Error('A page behind the vehicle guard rendered without a vehicle');
  return state.vehicle;
}

/** The price a page behind `needsPrice` may count on. */
export function guardedPricing(state: OnboardingState) {
  if (!state.pricing) throw new Error('A page behind the price guard rendered without a price');
  return state.pricing;
}

const vehicleFound: QuoteSave = { lastStep: '01: Vehicle found', progress: 'started' };

/**
 * The quote flow (spec §2): the vehicle by plate or VIN, its details, then the five steps of the progress bar. The
 * order of the bar's steps is the contract's `onboardingProgressSteps`, which the server enforces; a test holds the
 * two together.
 */
export const onboardingFlow = defineFlow<OnboardingState, QuoteSave, QuoteStepId>({
  path: (id) => paths[id],
  texts: {
    progress: 'onboarding:progress.label',
    finished: 'onboarding:progress.finished',
    step: (progress) => `onboarding:progress.steps.${progress}`,
  },
  steps: [
    { id: 'onboarding', next: 'onboarding-vehicle-details', save: vehicleFound, waitForSave: false },
    { id: 'onboarding-vin', next: 'onboarding-vehicle-details', save: vehicleFound, waitForSave: false },
    { id: 'onboarding-vehicle-details', guard: needsVehicle, next: 'onboarding-calculate-price' },
    { id: 'onboarding-vehicle-details-add', guard: needsVehicle, next: 'onboarding-calculate-price' },
    // Recorded before the pricing call (`record`), so a pricing failure marks the current record.
    {
      id: 'onboarding-calculate-price',
      progress: 'calculate-price',
      guard: needsVehicle,
      save: { lastStep: 'calculate-price', progress: 'calculate-price' },
    },
    {
      id: 'onboarding-insurance-plans',
      progress: 'insurance-plans',
      guard: needsPrice,
      save: { lastStep: 'insurance-plans', progress: 'insurance-plans' },
    },
    {
      id: 'onboarding-summary',
      progress: 'summary',
      guard: needsPrice,
      save: { lastStep: 'summary', progress: 'summary' },
    },
    {
      id: 'onboarding-about-you',
      progress: 'personal-details',
      guard: needsPrice,
      save: { lastStep: 'personal-details', progress: 'personal-details' },
    },
    // The last step before the gateway: recorded on arrival, as there is no leaving it inside the site.
    {
      id: 'onboarding-payment',
      progress: 'payment',
      guard: needsPrice,
      save: { lastStep: 'payment', progress: 'payment' },
      saveWhen: 'arrive',
    },
  ],
});

/** The guest's quote: every page of it, progress saved to the work-in-progress record, kept under `ao.onboarding.`. */
export const onboardingQuoteFlow: QuoteFlow = {
  flow: onboardingFlow,
  steps: {
    plate: 'onboarding',
    vin: 'onboarding-vin',
    vehicle: 'onboarding-vehicle-details',
    'vehicle-add': 'onboarding-vehicle-details-add',
    price: 'onboarding-calculate-price',
    plans: 'onboarding-insurance-plans',
    summary: 'onboarding-summary',
    'about-you': 'onboarding-about-you',
    payment: 'onboarding-payment',
  },
  leads: 'onboarding',
  storagePrefix: userStoragePrefixes.onboarding,
  account: false,
};
