/**
 * The funnel's second view: how far the accident statements started in a period got, counted like the quotes' funnel
 * (services/admin-funnel.ts) by the furthest step each reached, which only moves forward.
 */
import {
  statementFunnelSteps,
  type AdminGetStatementFunnelRequest,
  type AdminGetStatementFunnelResponse,
} from '../contracts/admin-get-statement-funnel.js';
import { countAccidentStatements, type StatementDriverStep } from '../store/accident-statements.js';
import { staffOf } from './admin-access.js';
import { periodOf } from './admin-funnel.js';
import type { CallContext } from './domain-error.js';

const driverSteps = statementFunnelSteps.filter((step): step is StatementDriverStep => step !== 'sent');

export async function getStatementFunnel(
  input: AdminGetStatementFunnelRequest,
  context: CallContext,
): Promise<AdminGetStatementFunnelResponse> {
  staffOf(context);
  const period = periodOf(input);
  const [started, atStep, sent, claims] = await Promise.all([
    countAccidentStatements(period),
    Promise.all(driverSteps.map((furthestStep) => countAccidentStatements(period, { furthestStep }))),
    countAccidentStatements(period, { state: 'sent' }),
    // A statement is sent once everything after the lock is done, the insurer's claim included.
    countAccidentStatements(period, { state: 'sent', claimWanted: true }),
  ]);
  // A statement at a step has passed every step before it; one kept from before the steps were recorded has still
  // started, and one sent has been signed whatever it recorded: each step has at least as many as the next.
  const reached = [
    ...driverSteps.map((_step, index) => atStep.slice(index).reduce((sum, count) => sum + count, 0)),
    sent,
  ];
  reached[0] = started;
  for (let index = reached.length - 2; index >= 0; index -= 1) {
    reached[index] = Math.max(reached[index] ?? 0, reached[index + 1] ?? 0);
  }
  return {
    started: reached[0] ?? 0,
    sent,
    steps: statementFunnelSteps.map((step, index) => ({
      step,
      reached: reached[index] ?? 0,
      stoppedHere: (reached[index] ?? 0) - (reached[index + 1] ?? 0),
    })),
    claims,
  };
}
