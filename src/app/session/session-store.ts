import { onAuthStateChanged, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { isAuthError } from '../../api/auth-errors';
import { firebaseAuth } from '../../api/firebase-auth';

/** Spec §4, §9: an unverified e-mail is looked at again this often until it is verified. */
export const emailVerificationPollMs = 15_000;

export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | {
      status: 'signed-in';
      uid: string;
      email: string;
      emailVerified: boolean;
      isAdmin: boolean;
      /** False while the admin claim is being read from a fresh token: `isAdmin` is not an answer yet. */
      adminChecked: boolean;
    };

type Listener = () => void;
/**
 * What the app does when Firebase Auth says there is no user: `wasSignedIn` when this app saw the session end, else
 * it may have ended unseen (sign-out.ts tells by what the browser kept). The session waits for nobody.
 */
type UserGoneListener = (wasSignedIn: boolean) => Promise<void>;

/**
 * Whether someone is signed in here, and whether they are staff: absent, `false` or `true`. Read by session-hint.ts,
 * which the bar loads on every page; imported here, it would weigh on every account page.
 */
const sessionHintKey = 'ao.session';

/**
 * Keeps what the bar shows (session-hint.ts) in step with the session. This tab's bar reads it again as the driver
 * moves on (signing in and out both lead to another page), another tab's at once (a storage event). Until the claim
 * is read, an admin the bar already knows stays one, so the console's entry does not blink away.
 */
function keepSessionHint(session: Exclude<Session, { status: 'loading' }>) {
  try {
    if (session.status === 'signed-out') localStorage.removeItem(sessionHintKey);
    else if (session.adminChecked || localStorage.getItem(sessionHintKey) !== 'true')
      localStorage.setItem(sessionHintKey, `${session.isAdmin}`);
  } catch {
    // Without storage the bar offers sign-in; the account's pages still know better.
  }
}

/**
 * The sign-in state of spec §4 for the whole app, outside React: started by the first page that asks (so pages that
 * never ask never load Firebase Auth), read through useSession. It tracks whether the e-mail is verified, polling the
 * user record until it is, and reads the admin claim from a force-refreshed token.
 */
function createSessionStore() {
  let session: Session = { status: 'loading' };
  let started = false;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<Listener>();
  const userGoneListeners = new Set<UserGoneListener>();
  const userGone = (wasSignedIn: boolean) => {
    for (const listener of userGoneListeners) void listener(wasSignedIn);
  };

  const set = (next: Session) => {
    session = next;
    if (next.status !== 'loading') keepSessionHint(next);
    for (const listener of listeners) listener();
  };

  const stopPolling = () => {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  /** Admin: a verified e-mail and the claim `admin: true` or `role: 'admin'` on a freshly issued token. */
  async function isAdmin(user: User): Promise<boolean> {
    if (!user.emailVerified) return false;
    const { claims } = await user.getIdTokenResult(true);
    return claims.admin === true || claims.role === 'admin';
  }

  async function publish(user: User) {
    const base = { status: 'signed-in', uid: user.uid, email: user.email ?? '', emailVerified: user.emailVerified };
    set({ ...base, isAdmin: false, adminChecked: false } as Session);
    let admin = false;
    try {
      admin = await isAdmin(user);
    } catch {
      // Without a fresh token the user is simply not treated as an admin.
    }
    if (firebaseAuth().currentUser?.uid === user.uid) set({ ...base, isAdmin: admin, adminChecked: true } as Session);
  }

  /** Reloads the user until the e-mail is verified; stops when the token has expired (the user must sign in again). */
  function pollVerification(user: User) {
    stopPolling();
    pollTimer = setInterval(() => void refresh(user), emailVerificationPollMs);
  }

  async function refresh(user: User) {
    try {
      await user.reload();
    } catch (error) {
      if (isAuthError(error, 'auth/user-token-expired')) stopPolling();
      return;
    }
    if (!user.emailVerified) return;
    stopPolling();
    // The server reads `email_verified` from the ID token: a new one must be issued before it sees the change.
    await user.getIdToken(true);
    await publish(user);
  }

  function start() {
    if (started) return;
    started = true;
    onAuthStateChanged(firebaseAuth(), (user) => {
      stopPolling();
      if (!user) {
        // Spec §4: with no user, the user's local data goes, however the session ended (signed out here or in another
        // tab, the token revoked). Once the session says so: a page that renders as the cache empties then renders
        // for nobody (the signed-in area's gate takes the new policy down) rather than fetch the account again.
        const wasSignedIn = session.status === 'signed-in';
        set({ status: 'signed-out' });
        userGone(wasSignedIn);
        return;
      }
      void publish(user);
      if (!user.emailVerified) pollVerification(user);
    });
  }

  return {
    subscribe(listener: Listener) {
      start();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => session,
    /** Called each time a user's session is found ended: what the app keeps of the user goes then (sign-out.ts). */
    whenUserGone(listener: UserGoneListener) {
      userGoneListeners.add(listener);
    },
    /** After the e-mail was verified in this browser (the action page): no need to wait for the next poll. */
    async recheck() {
      const user = firebaseAuth().currentUser;
      if (user) await refresh(user);
    },
    async signOut() {
      stopPolling();
      await firebaseSignOut(firebaseAuth());
    },
  };
}

export const sessionStore = createSessionStore();
