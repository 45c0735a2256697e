import { CallError } from '../../../api/call-function';
import { formatZagrebDateTime } from '../../../lib/zagreb-time';

/**
 * The text key for a failed call on a claim: a claim's or a statement's refusal has its own words in the `claims`
 * namespace, or in `claims-payee` for the payee's check, which only the offer's acceptance makes; anything else (no
 * signal, a busy server, a limit) reads as the network's "try again".
 */
export const callErrorText = (error: unknown): string =>
  error instanceof CallError && /^claims(-payee)?:/.test(error.errorKey) ? error.errorKey : 'claims:errors.network';

/** The day of an instant in Croatian time, dd/MM/yyyy; a bare `YYYY-MM-DD` (a payment's day) as it is. */
export function claimDate(isoOrDay: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(isoOrDay)) return isoOrDay.split('-').reverse().join('/');
  return formatZagrebDateTime(isoOrDay).slice(0, 10);
}

/** An instant where its time matters (the assessor's appointment), dd/MM/yyyy HH:mm in Croatian time. */
export const claimDateTime = (iso: string): string => formatZagrebDateTime(iso);
