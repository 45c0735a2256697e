import { queryOptions, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { ReferralProgrammeRequest, ReferralProgrammeResponse } from '@contracts/get-referral-programme';
import { accountKeys } from './account-keys';
import { callFunction, type CallError } from './call-function';

export const getReferralProgramme = () =>
  callFunction<ReferralProgrammeRequest, ReferralProgrammeResponse>(callNames.getReferralProgramme, {});

/** The signed-in driver's link, invitations and earnings; under the account's keys, so sign-out drops it. */
export const referralProgrammeQuery = (uid: string) =>
  queryOptions<ReferralProgrammeResponse, CallError>({
    queryKey: accountKeys.referralProgramme(uid),
    queryFn: getReferralProgramme,
    staleTime: 30_000,
  });

export const useReferralProgramme = (uid: string | null) =>
  useQuery({ ...referralProgrammeQuery(uid ?? ''), enabled: uid !== null });
