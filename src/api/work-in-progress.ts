import { useQuery } from '@tanstack/react-query';
import { callNames } from '@contracts/call-names';
import type {
  GetWorkInProgressRequest,
  SaveWorkInProgressRequest,
  SaveWorkInProgressResponse,
  WorkInProgressRecord,
} from '@contracts/work-in-progress';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const saveWorkInProgress = (request: CallRequest<SaveWorkInProgressRequest>) =>
  callFunction<SaveWorkInProgressRequest, SaveWorkInProgressResponse>(callNames.saveWorkInProgress, request);

export const getWorkInProgress = (request: CallRequest<GetWorkInProgressRequest>) =>
  callFunction<GetWorkInProgressRequest, WorkInProgressRecord>(callNames.getWorkInProgress, request);

/** The record a `?wipId=` link resumes; fetched once per id. */
export const useWorkInProgress = (wipId: string | null) =>
  useQuery<WorkInProgressRecord, CallError>({
    queryKey: ['workInProgress', wipId],
    queryFn: () => getWorkInProgress({ wipId: wipId ?? '' }),
    enabled: wipId !== null,
    staleTime: Infinity,
  });
