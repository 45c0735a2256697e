import { errorKeys } from '../contracts/error-keys.js';
import type { Staff } from '../store/audit-log.js';
import { DomainError, type CallContext } from './domain-error.js';

/**
 * The console's services run for admins only. The callable wrapper refuses everyone else before the input is read
 * (`adminOnly`); this repeats the check where the work is done, so a service reused elsewhere cannot forget it.
 */
export function staffOf(context: CallContext): Staff {
  if (!context.admin || !context.uid || !context.email) {
    throw new DomainError(context.uid ? 'permission-denied' : 'unauthenticated', { errorKey: errorKeys.adminRequired });
  }
  return { uid: context.uid, email: context.email };
}
