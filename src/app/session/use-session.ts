import { useSyncExternalStore } from 'react';
import { sessionStore, type Session } from './session-store';

/** The sign-in state; the first component to ask starts Firebase Auth. */
export const useSession = (): Session => useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
