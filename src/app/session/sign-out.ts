import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../api/account-keys';
import { adminKeys } from '../../api/admin-keys';
import { sessionHintStorageKey, userStoragePrefixes } from '../../lib/storage-prefixes';
import { clearUserStorage, userStorageHolds } from '../../lib/user-storage';
import { sessionStore } from './session-store';

/**
 * Leaves nothing of the user in this browser: the account (and, for staff, the console's) data in the query cache,
 * the quote in progress (OIB, address…), a signed-in driver's new policy and the payments this tab started.
 */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  queryClient.removeQueries({ queryKey: adminKeys.all });
  clearUserStorage();
}

/**
 * Firebase Auth has no user: forget the previous one when this app saw their session end, or when the browser still
 * holds what only a signed-in user leaves (the bar's word that someone was signed in, a new policy in progress): a
 * session that ended unseen, revoked or signed out while no page of ours was open. A guest's quote stays.
 */
export function forgetEndedSession(queryClient: QueryClient, wasSignedIn: boolean): void {
  if (wasSignedIn || userStorageHolds([sessionHintStorageKey, userStoragePrefixes.newPolicy])) forgetUser(queryClient);
}

/** Signs out and forgets the user, as any end of a session does. */
export async function signOutEverywhereLocal(queryClient: QueryClient): Promise<void> {
  await sessionStore.signOut();
  forgetUser(queryClient);
}
