import { callNames } from '@contracts/call-names';
import type {
  GetAccidentStatementPdfRequest,
  GetAccidentStatementPdfResponse,
} from '@contracts/get-accident-statement-pdf';
import { callFunction, type CallRequest } from './call-function';

export const getAccidentStatementPdf = (request: CallRequest<GetAccidentStatementPdfRequest>) =>
  callFunction<GetAccidentStatementPdfRequest, GetAccidentStatementPdfResponse>(
    callNames.getAccidentStatementPdf,
    request,
  );
