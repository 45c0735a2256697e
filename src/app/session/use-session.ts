import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/** What a pre-rendered page was rendered with, and what hydration starts from: nobody is known to be signed in yet. */
const unknownSession: Session = { status: 'loading' };

/** The sign-in state; the first component to ask starts Firebase Auth. */
export const useSession = (): Session =>
  useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => unknownSession);
