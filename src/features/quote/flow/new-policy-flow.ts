import { paths } from '../../../app/route-table';
import { defineFlow } from '../../../lib/flow';
import { userStoragePrefixes } from '../../../lib/storage-prefixes';
import type { OnboardingState } from '../state/onboarding-state';
import type { QuoteFlow, QuoteSave, QuoteStepId } from './quote-flow';

const needsVehicle = (state: OnboardingState) => (state.vehicle ? null : 'new-policy');
const needsPrice = (state: OnboardingState) => (state.pricing ? null : 'new-policy-calculate-price');

/**
 * A signed-in driver's new policy (spec §2): the vehicle (one already on the account, or looked up by plate or VIN),
 * the price for the account's driver, the covers, the summary and the payment. There is no personal-details step:
 * the policyholder is the account's, so the bar has four steps. Nothing is saved to a work-in-progress record: that
 * record exists to bring a guest back, and a signed-in driver's quote is kept by this browser and the account.
 */
export const newPolicyFlow = defineFlow<OnboardingState, QuoteSave, QuoteStepId>({
  path: (id) => paths[id],
  texts: {
    progress: 'onboarding:progress.label',
    finished: 'onboarding:progress.finished',
    step: (progress) => `onboarding:progress.steps.${progress}`,
  },
  steps: [
    { id: 'new-policy', next: 'new-policy-vehicle' },
    { id: 'new-policy-vin', next: 'new-policy-vehicle' },
    { id: 'new-policy-vehicle', guard: needsVehicle, next: 'new-policy-calculate-price' },
    { id: 'new-policy-vehicle-add-details', guard: needsVehicle, next: 'new-policy-calculate-price' },
    { id: 'new-policy-calculate-price', progress: 'calculate-price', guard: needsVehicle },
    { id: 'new-policy-choose-plan', progress: 'insurance-plans', guard: needsPrice },
    { id: 'new-policy-summary', progress: 'summary', guard: needsPrice },
    { id: 'new-policy-payment', progress: 'payment', guard: needsPrice },
  ],
});

export const newPolicyQuoteFlow: QuoteFlow = {
  flow: newPolicyFlow,
  steps: {
    plate: 'new-policy',
    vin: 'new-policy-vin',
    vehicle: 'new-policy-vehicle',
    'vehicle-add': 'new-policy-vehicle-add-details',
    price: 'new-policy-calculate-price',
    plans: 'new-policy-choose-plan',
    summary: 'new-policy-summary',
    'about-you': null,
    payment: 'new-policy-payment',
  },
  leads: 'new-policy',
  storagePrefix: userStoragePrefixes.newPolicy,
  account: true,
};

/** Where a new policy starts: looking up a vehicle. A renewal has its vehicle already. */
const entrySteps: readonly QuoteStepId[] = ['new-policy', 'new-policy-vin'];

/**
 * A renewal (decision 0007): the new-policy flow's pages from the vehicle on, on the same routes (the spec's paths),
 * named as a renewal, and landing on the summary, where the discount code is entered, since the plans page is passed
 * by. The plate and VIN pages are not the renewal's: a driver there is starting a new policy.
 */
export const renewalFlow = defineFlow<OnboardingState, QuoteSave, QuoteStepId>({
  ...newPolicyFlow,
  texts: { ...newPolicyFlow.texts, progress: 'onboarding:progress.renewalLabel' },
  steps: newPolicyFlow.steps.filter((step) => !entrySteps.includes(step.id)),
});

export const renewalQuoteFlow: QuoteFlow = {
  ...newPolicyQuoteFlow,
  flow: renewalFlow,
  leads: 'renewal',
  routeTexts: 'routes',
  discountOnSummary: true,
};
