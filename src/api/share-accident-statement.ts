import { callNames } from '@contracts/call-names';
import type {
  ShareAccidentStatementRequest,
  ShareAccidentStatementResponse,
} from '@contracts/share-accident-statement';
import { callFunction, type CallRequest } from './call-function';

export const shareAccidentStatement = (request: CallRequest<ShareAccidentStatementRequest>) =>
  callFunction<ShareAccidentStatementRequest, ShareAccidentStatementResponse>(
    callNames.shareAccidentStatement,
    request,
  );
