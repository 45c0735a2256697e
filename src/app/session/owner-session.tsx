import type { ReactNode } from 'react';
import { useSession } from './use-session';

export interface OwnerCaller {
  /** The signed-in driver's uid, or null for a guest. */
  uid: string | null;
  /** False until the session is known: a call made before would go without the owner's ID token. */
  ready: boolean;
}

/**
 * The session (Firebase Auth) for a browser where someone signed in before (`signedInBefore`): in a chunk of its own,
 * so a guest who opens a claim's or a policy's e-mail link on a phone that never signed in does not download it.
 */
export function OwnerSession({ children }: { children: (caller: OwnerCaller) => ReactNode }) {
  const session = useSession();
  return children({
    uid: session.status === 'signed-in' ? session.uid : null,
    ready: session.status !== 'loading',
  });
}
