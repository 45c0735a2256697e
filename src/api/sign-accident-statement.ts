import { callNames } from '@contracts/call-names';
import type { SignAccidentStatementRequest, SignAccidentStatementResponse } from '@contracts/sign-accident-statement';
import { callFunction, type CallRequest } from './call-function';

export const signAccidentStatement = (request: CallRequest<SignAccidentStatementRequest>) =>
  callFunction<SignAccidentStatementRequest, SignAccidentStatementResponse>(callNames.signAccidentStatement, request);
