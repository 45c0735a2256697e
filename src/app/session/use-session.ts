import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/** What a pre-rendered page was rendered with, and what hydration starts from: nobody is known to be signed in yet. */
const unknownSession: Session = { status: 'loading' };

const forgetting = new WeakSet<QueryClient>();

/**
 * Spec §4: however a session ends (signed out in another tab, a revoked token), and when Firebase Auth starts without
 * a user but a previous user's data is kept, the app's cache and the browser's storage forget the user as a sign-out
 * does (sign-out.ts, loaded then). For the app's lifetime: an ended session clears the cache even while no page reads
 * the session.
 */
function forgetUserWhenGone(queryClient: QueryClient): void {
  if (forgetting.has(queryClient)) return;
  forgetting.add(queryClient);
  sessionStore.whenUserGone((wasSignedIn) =>
    import('./sign-out').then(({ forgetEndedSession }) => forgetEndedSession(queryClient, wasSignedIn)),
  );
}

/**
 * The sign-in state; the first component to ask starts Firebase Auth. Its app forgets the user whenever the session
 * ends: declared before the subscription, the effect runs before the store starts and answers.
 */
export function useSession(): Session {
  const queryClient = useQueryClient();
  useEffect(() => forgetUserWhenGone(queryClient), [queryClient]);
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => unknownSession);
}
