import { useCallback } from 'react';
import type { WorkInProgressFields } from '@contracts/work-in-progress';
import { useFlowStep } from '../../../lib/use-flow-step';
import { useOnboarding } from '../state/onboarding-store';
import { onboardingFlow, type OnboardingSave, type OnboardingStepId } from './onboarding-flow';
import { useSaveProgress } from './use-save-progress';

/** A quote step page's way to reach, guard and leave its step (see onboarding-flow.ts). */
export function useOnboardingStep(id: OnboardingStepId) {
  const { state, dispatch } = useOnboarding();
  const saveProgress = useSaveProgress();
  const reach = useCallback((index: number) => dispatch({ type: 'stepReached', index }), [dispatch]);
  const save = useCallback(
    (step: OnboardingSave, fields?: Partial<WorkInProgressFields>) =>
      saveProgress(step.lastStep, { progress: step.progress, fields }),
    [saveProgress],
  );
  return useFlowStep(onboardingFlow, id, { state, furthest: state.furthestStep, reach, save });
}

export type OnboardingStep = ReturnType<typeof useOnboardingStep>;
