import { callNames } from '@contracts/call-names';
import type { SaveAccidentStatementResponse } from '@contracts/save-accident-common';
import type { SaveAccidentSideRequest } from '@contracts/save-accident-side';
import { callFunction, type CallRequest } from './call-function';

export const saveAccidentSide = (request: CallRequest<SaveAccidentSideRequest>) =>
  callFunction<SaveAccidentSideRequest, SaveAccidentStatementResponse>(callNames.saveAccidentSide, request);
