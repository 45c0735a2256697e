import { callNames } from '@contracts/call-names';
import type { JoinAccidentStatementRequest, JoinAccidentStatementResponse } from '@contracts/join-accident-statement';
import { callFunction, type CallRequest } from './call-function';

export const joinAccidentStatement = (request: CallRequest<JoinAccidentStatementRequest>) =>
  callFunction<JoinAccidentStatementRequest, JoinAccidentStatementResponse>(callNames.joinAccidentStatement, request);
