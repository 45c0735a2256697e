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
  const { wipId, wipToken, referral, utmTags } = state;

  return useCallback(
    async (
      lastStep: ClientStep,
      options: { progress?: ClientProgressStep; fields?: Partial<WorkInProgressFields> } = {},
    ) => {
      const save = (id: string | null) =>
        saveWorkInProgress({
          wipId: id,
          wipToken: id ? wipToken : null,
          lastStep,
          onboardingProgress: options.progress ?? null,
          fields: options.fields ?? {},
          utmTags,
          deviceType: deviceType(),
          referrerId: referral.referrerId,
          referralIndividualId: referral.referralIndividualId,
        });
      try {
        // A record that is gone, finished, or no longer this tab's to write (the resume link's holder took it over)
        // is started afresh.
        const response = await save(wipId).catch((error: unknown) => {
          const refused = ['functions/not-found', 'functions/permission-denied'];
          if (wipId && error instanceof CallError && refused.includes(error.code)) return save(null);
          throw error;
        });
        if (response.wipId !== wipId)
          dispatch({ type: 'wipSaved', wipId: response.wipId, wipToken: response.wipToken ?? null });
        return response.wipId;
      } catch {
        return wipId;
      }
    },
    [wipId, wipToken, referral.referrerId, referral.referralIndividualId, utmTags, dispatch],
  );
}
