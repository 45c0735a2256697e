import { callNames } from '../contracts/call-names.js';
import { accidentReadLimits } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const getAccidentStatement = defineCallable(
  callNames.getAccidentStatement,
  async () => (await import('../contracts/get-accident-statement.js')).getAccidentStatementRequestSchema,
  async () => (await import('../services/accident-statements.js')).getAccidentStatement,
  {
    limits: accidentReadLimits,
  },
);
