import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const shareAccidentStatement = defineCallable(
  callNames.shareAccidentStatement,
  async () => (await import('../contracts/share-accident-statement.js')).shareAccidentStatementRequestSchema,
  async () => (await import('../services/accident-statements.js')).shareAccidentStatement,
  {
    limits: byAddress('accidentShareAddress'),
  },
);
