import { callNames } from '../contracts/call-names.js';
import { byAddress } from '../services/call-limits.js';
import { defineCallable } from './define-callable.js';

export const joinAccidentStatement = defineCallable(
  callNames.joinAccidentStatement,
  async () => (await import('../contracts/join-accident-statement.js')).joinAccidentStatementRequestSchema,
  async () => (await import('../services/accident-statements.js')).joinAccidentStatement,
  {
    limits: byAddress('accidentJoinAddress'),
  },
);
