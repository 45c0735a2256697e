import { clearPhotoQueue } from '../photos/photo-queue';
import { clearDrafts } from './outbox';

/**
 * Forgets everything the phone kept of a statement: its unsent edits and its photos not uploaded. Called once the
 * statement is sent (the server has it all) or thrown away, so the next driver of a shared phone finds nothing.
 */
export async function clearStatementData(statementId: string): Promise<void> {
  await Promise.all([clearDrafts(statementId), clearPhotoQueue(statementId)]);
}
