import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccidentStatementPdf = defineCallable(
  callNames.getAccidentStatementPdf,
  async () => (await import('../contracts/get-accident-statement-pdf.js')).getAccidentStatementPdfRequestSchema,
  async () => (await import('../services/accident-send.js')).getAccidentStatementPdf,
  {
    limits: byAddress('accidentPdfAddress'),
  },
);
