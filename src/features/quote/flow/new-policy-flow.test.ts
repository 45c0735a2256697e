import { describe, expect, it } from 'vitest';
import hr from '../../../../locales/hr/onboarding.json';
import { routeTable } from '../../../app/route-table';
import { progressSteps } from '../../../lib/flow';
import { car, testPricing } from '../../../test/quote-kit';
import { initialOnboardingState } from '../state/onboarding-state';
import { newPolicyFlow, newPolicyQuoteFlow } from './new-policy-flow';

describe('the new-policy flow declaration', () => {
  it('shows four steps in the bar, the quote’s own without personal details, each with a label', () => {
    const bar = progressSteps(newPolicyFlow).map((step) => step.progress);
    expect(bar).toEqual(['calculate-price', 'insurance-plans', 'summary', 'payment']);
    for (const step of bar) expect(hr.progress.steps).toHaveProperty(step);
  });

  it('declares every new-policy page, and the quote pages it shows are its own routes', () => {
    const declared = newPolicyFlow.steps.map((step) => step.id);
    const pages = routeTable.filter((route) => route.area === 'new-policy').map((route) => route.id);
    expect([...declared].sort()).toEqual([...pages].sort());
    for (const id of Object.values(newPolicyQuoteFlow.steps)) if (id) expect(declared).toContain(id);
    expect(newPolicyQuoteFlow.steps['about-you']).toBeNull();
  });

  it('sends a driver without a vehicle to the lookup, and one without a price to the price', () => {
    const guard = (id: string, state = initialOnboardingState) =>
      newPolicyFlow.steps.find((step) => step.id === id)?.guard?.(state) ?? null;
    expect(guard('new-policy-calculate-price')).toBe('new-policy');
    expect(guard('new-policy-summary', { ...initialOnboardingState, vehicle: car })).toBe('new-policy-calculate-price');
    expect(guard('new-policy-payment', { ...initialOnboardingState, vehicle: car, pricing: testPricing })).toBeNull();
  });
});
