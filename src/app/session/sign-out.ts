import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../api/account-keys';
import { adminKeys } from '../../api/admin-keys';
import { clearUserStorage } from '../../lib/user-storage';
import { sessionStore } from './session-store';

/**
 * Signs out and leaves nothing of the user in this browser: the account (and, for staff, the console's) data in the
 * query cache, the quote in progress (OIB, address…) and the payments this tab started.
 */
export async function signOutEverywhereLocal(queryClient: QueryClient): Promise<void> {
  await sessionStore.signOut();
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: adminKeys.all });
  clearUserStorage();
}
