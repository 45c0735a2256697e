import { callNames } from '@contracts/call-names';
import type { SaveAccidentCommonRequest, SaveAccidentStatementResponse } from '@contracts/save-accident-common';
import { callFunction, type CallRequest } from './call-function';

export const saveAccidentCommon = (request: CallRequest<SaveAccidentCommonRequest>) =>
  callFunction<SaveAccidentCommonRequest, SaveAccidentStatementResponse>(callNames.saveAccidentCommon, request);
