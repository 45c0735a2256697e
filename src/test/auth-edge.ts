/**
 * Firebase Auth's REST edge in msw, as the Auth emulator answers: a sign-in, an account creation or an action code
 * refused with Firebase's own error message, or accepted. The SDK turns these into the `auth/…` codes the app reads.
 */
import { http, HttpResponse } from 'msw';
import { server } from './msw-server';

/** A regular expression: in a path pattern msw would read `:signUp` as a parameter and match every `accounts:…` call. */
const authCall = (call: string) =>
  new RegExp(`^http://127\\.0\\.0\\.1:9099/identitytoolkit\\.googleapis\\.com/v1/${call}(\\?|$)`);

type AuthCall = 'accounts:signInWithPassword' | 'accounts:signUp' | 'accounts:resetPassword' | 'accounts:update';

/** Refuses every call of this kind with Firebase's message (`INVALID_LOGIN_CREDENTIALS`, `EXPIRED_OOB_CODE`…). */
export function refuseAuth(call: AuthCall, message: string): URLSearchParams[] {
  const calls: URLSearchParams[] = [];
  server.use(
    http.post(authCall(call), async ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ error: { code: 400, message, errors: [{ message }] } }, { status: 400 });
    }),
  );
  return calls;
}

/** Accepts a password reset with this code: answers as Firebase does, with the account's e-mail. */
export function acceptPasswordReset(email: string): { oobCode: string; newPassword: string }[] {
  const calls: { oobCode: string; newPassword: string }[] = [];
  server.use(
    http.post(authCall('accounts:resetPassword'), async ({ request }) => {
      calls.push((await request.json()) as { oobCode: string; newPassword: string });
      return HttpResponse.json({ email, requestType: 'PASSWORD_RESET' });
    }),
  );
  return calls;
}
