/**
 * Reading the collection account's credits back from the bank, for a notification that never came (the bank gives
 * up re-sending after a quarter of an hour, and a network can lose one). Every credit is applied as its notification
 * would have been, once: what the notification already applied is known by its record and changes nothing.
 */
import { logger } from 'firebase-functions/logger';
import { BankFailure } from '../bank/bank-client.js';
import { bank } from '../bank/bank.js';
import { readReconciliationCursor, saveReconciliationCursor } from '../store/bank-credits.js';
import { applyBankCredit } from './bank-credits.js';
import { settlePaidOrder } from './fulfilment.js';

/**
 * Read again behind the last credit read: a bank may book a credit with a time a little before one it listed
 * already (its clock per booking system), and reading twice costs only the records' lookups.
 */
const overlapMs = 10 * 60_000;
/** The first reading ever goes back this far: slips are paid within the week their price holds. */
const firstReadingMs = 8 * 24 * 60 * 60_000;

export interface ReconciliationReport {
  read: number;
  applied: number;
  paid: number;
}

export async function reconcileBankCredits(now = new Date()): Promise<ReconciliationReport> {
  const readUpTo = (await readReconciliationCursor()) ?? new Date(now.getTime() - firstReadingMs);
  let credits;
  try {
    credits = await bank().listCredits(new Date(readUpTo.getTime() - overlapMs));
  } catch (error) {
    if (!(error instanceof BankFailure)) throw error;
    logger.warn('Bank credits listing unavailable; the next run reads them', { error: error.message });
    return { read: 0, applied: 0, paid: 0 };
  }
  const report: ReconciliationReport = { read: credits.length, applied: 0, paid: 0 };
  let latest = readUpTo.getTime();
  for (const entry of credits) {
    const applied = await applyBankCredit(entry, 'bank-statement', now);
    if (applied.changed) report.applied += 1;
    if (applied.paidOrderNumber) {
      report.paid += 1;
      await settlePaidOrder(applied.paidOrderNumber, now);
    }
    latest = Math.max(latest, Date.parse(entry.bookedAt));
  }
  await saveReconciliationCursor(new Date(latest));
  if (report.applied > 0) logger.warn('Bank credits applied from the listing, not from a notification', report);
  return report;
}
