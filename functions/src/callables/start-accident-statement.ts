import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const startAccidentStatement = defineCallable(
  callNames.startAccidentStatement,
  async () => (await import('../contracts/start-accident-statement.js')).startAccidentStatementRequestSchema,
  async () => (await import('../services/accident-statements.js')).startAccidentStatement,
  {
    limits: byAddress('accidentStartAddress'),
  },
);
