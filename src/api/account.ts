import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type { AccountResponse, GetAccountRequest } from '@contracts/get-account';
import type { SaveUserProfileRequest, SaveUserProfileResponse } from '@contracts/save-user-profile';
import type { SendAccountEmailRequest, SendAccountEmailResponse } from '@contracts/send-account-email';
import { accountKeys } from './account-keys';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getAccount = () => callFunction<GetAccountRequest, AccountResponse>(callNames.getAccount, {});

/** The signed-in user's account; keyed by uid so another user's never shows from the cache. */
export const accountQuery = (uid: string, emailVerified: boolean) =>
  queryOptions<AccountResponse, CallError>({
    queryKey: accountKeys.user(uid, emailVerified),
    queryFn: getAccount,
    staleTime: 60_000,
  });

export const useAccountQuery = (user: { uid: string; emailVerified: boolean } | null) =>
  useQuery({ ...accountQuery(user?.uid ?? '', user?.emailVerified ?? false), enabled: user !== null });

export const saveUserProfile = (request: CallRequest<SaveUserProfileRequest>) =>
  callFunction<SaveUserProfileRequest, SaveUserProfileResponse>(callNames.saveUserProfile, request);

export const sendAccountEmail = (request: CallRequest<SendAccountEmailRequest>) =>
  callFunction<SendAccountEmailRequest, SendAccountEmailResponse>(callNames.sendAccountEmail, request);

export const useSendAccountEmail = () =>
  useMutation<SendAccountEmailResponse, CallError, CallRequest<SendAccountEmailRequest>>({
    mutationFn: sendAccountEmail,
  });
