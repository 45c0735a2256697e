import { describe, expect, it } from 'vitest';
import { clientProgressSteps } from '@contracts/work-in-progress';
import hr from '../../../../locales/hr/onboarding.json';
import { routeTable } from '../../../app/route-table';
import { progressSteps } from '../../../lib/flow';
import { onboardingFlow } from './onboarding-flow';

describe('the quote flow declaration', () => {
  it('shows the five steps of the progress bar in the order the server enforces, each with a label', () => {
    const bar = progressSteps(onboardingFlow).map((step) => step.progress);
    expect(bar).toEqual(clientProgressSteps.filter((step) => step !== 'started'));
    for (const step of bar) expect(hr.progress.steps).toHaveProperty(step);
  });

  it('covers every page of the quote flow but the account one after payment', () => {
    const declared = onboardingFlow.steps.map((step) => step.id);
    const pages = routeTable.filter((route) => route.area === 'onboarding').map((route) => route.id);
    expect(pages.filter((id) => !declared.includes(id))).toEqual(['onboarding-register-user']);
  });
});
