import { logger } from 'firebase-functions/logger';

/**
 * A write that keeps a record of what happened (a lookup for attribution, a step for support, a count for a page)
 * once the driver's answer is already settled: if it fails, the failure is logged as `record-not-kept` and the driver
 * still gets that answer. Never for a write the answer depends on.
 */
export async function keepRecord(record: string, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    logger.error('record-not-kept', { record, error: error instanceof Error ? error.message : String(error) });
  }
}
