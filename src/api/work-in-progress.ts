import { callNames } from '@contracts/call-names';
import type {
  GetWorkInProgressRequest,
  SaveWorkInProgressRequest,
  SaveWorkInProgressResponse,
  WorkInProgressRecord,
} from '@contracts/work-in-progress';
import { callFunction, type CallRequest } from './call-function';

export const saveWorkInProgress = (request: CallRequest<SaveWorkInProgressRequest>) =>
  callFunction<SaveWorkInProgressRequest, SaveWorkInProgressResponse>(callNames.saveWorkInProgress, request);

export const getWorkInProgress = (request: CallRequest<GetWorkInProgressRequest>) =>
  callFunction<GetWorkInProgressRequest, WorkInProgressRecord>(callNames.getWorkInProgress, request);
