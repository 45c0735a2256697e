import { callNames } from '@contracts/call-names';
import type {
  StartAccidentStatementRequest,
  StartAccidentStatementResponse,
} from '@contracts/start-accident-statement';
import { callFunction, type CallRequest } from './call-function';

export const startAccidentStatement = (request: CallRequest<StartAccidentStatementRequest>) =>
  callFunction<StartAccidentStatementRequest, StartAccidentStatementResponse>(
    callNames.startAccidentStatement,
    request,
  );
