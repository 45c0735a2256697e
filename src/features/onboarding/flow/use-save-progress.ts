import { useCallback } from 'react';
import type { ClientProgressStep, ClientStep, WorkInProgressFields } from '@contracts/work-in-progress';
import { CallError } from '../../../api/call-function';
import { saveWorkInProgress } from '../../../api/work-in-progress';
import { deviceType } from '../../../lib/device-type';
import { useOnboarding } from '../state/onboarding-store';

/**
 * Saves the work-in-progress record at a step of the flow (spec §7): creates it the first time and keeps its id.
 * A failed save never blocks the driver; the next step saves again.
 */
export function useSaveProgress() {
  const { state, dispatch } = useOnboarding();
  const { wipId, referral, utmTags } = state;

  return useCallback(
    async (
      lastStep: ClientStep,
      options: { progress?: ClientProgressStep; fields?: Partial<WorkInProgressFields> } = {},
    ) => {
      const save = (id: string | null) =>
        saveWorkInProgress({
          wipId: id,
          lastStep,
          onboardingProgress: options.progress ?? null,
          fields: options.fields ?? {},
          utmTags,
          deviceType: deviceType(),
          referrerId: referral.referrerId,
          referralIndividualId: referral.referralIndividualId,
        });
      try {
        // A record that is gone (an old id in storage) is started afresh.
        const response = await save(wipId).catch((error: unknown) => {
          if (wipId && error instanceof CallError && error.code === 'functions/not-found') return save(null);
          throw error;
        });
        if (response.wipId !== wipId) dispatch({ type: 'wipSaved', wipId: response.wipId });
        return response.wipId;
      } catch {
        return wipId;
      }
    },
    [wipId, referral.referrerId, referral.referralIndividualId, utmTags, dispatch],
  );
}
