import type { AdminGetOrderResponse } from '../src/contracts/admin-get-order.js';
import type { AdminOrderActionName, AdminOrderActionResponse } from '../src/contracts/admin-order-action.js';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { auditLogCollection, type AuditDocument } from '../src/store/audit-log.js';
import { signIn, signUp, uniqueEmail, verifyEmail, type TestUser } from './auth-users.js';
import { call, callError, callOk } from './callable.js';
import { authOrigin, projectId } from './emulator-env.js';

/** Sets an account's custom claims as the Admin SDK would: the Auth emulator's REST API with the `owner` bearer. */
async function setClaims(uid: string, claims: Record<string, unknown>): Promise<void> {
  const response = await fetch(
    `${authOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, customAttributes: JSON.stringify(claims) }),
    },
  );
  if (!response.ok) throw new Error(`Auth emulator: claims not set (${response.status}): ${await response.text()}`);
}

/**
 * A new member of support staff, signed in with a token that carries the `admin` claim (spec §4). `verified: false`
 * leaves the e-mail unverified, which the console must refuse whatever the claim says.
 */
export async function signUpAdmin({ verified = true }: { verified?: boolean } = {}): Promise<TestUser> {
  const user = await signUp(uniqueEmail('podrska'));
  await setClaims(user.uid, { admin: true });
  // A token is issued with the claims of its moment: sign in again for one that has them.
  return verified ? verifyEmail(user) : signIn(user.email, user.password);
}

let outsiders: Promise<{ driver: TestUser; unverifiedAdmin: TestUser }> | undefined;

/**
 * How a console call answers everyone but a verified admin: a visitor, a driver with a verified e-mail, and an admin
 * whose e-mail is not verified. Each must be refused before the input is read, with `adminRequired`.
 */
export async function refusalsOf(name: string, data: unknown) {
  outsiders ??= (async () => ({
    driver: await verifyEmail(await signUp()),
    unverifiedAdmin: await signUpAdmin({ verified: false }),
  }))();
  const { driver, unverifiedAdmin } = await outsiders;
  const refusal = async (idToken?: string) => {
    const error = await callError(name, data, idToken ? { idToken } : {});
    return { status: error.status, errorKey: error.details?.errorKey };
  };
  return {
    visitor: await refusal(),
    driver: await refusal(driver.idToken),
    unverifiedAdmin: await refusal(unverifiedAdmin.idToken),
  };
}

/** What `refusalsOf` answers for a console call that keeps outsiders out. */
export const refusedToOutsiders = {
  visitor: { status: 'UNAUTHENTICATED', errorKey: errorKeys.adminRequired },
  driver: { status: 'PERMISSION_DENIED', errorKey: errorKeys.adminRequired },
  unverifiedAdmin: { status: 'PERMISSION_DENIED', errorKey: errorKeys.adminRequired },
};

/** The audit log's entries about one record, oldest first. */
export async function auditEntriesAbout(subjectId: string): Promise<AuditDocument[]> {
  const snapshot = await auditLogCollection().where('subjectId', '==', subjectId).get();
  return snapshot.docs.map((doc) => doc.data() as AuditDocument).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}

/** One order as the console shows it to this member of staff. */
export const orderDetailFor = async (admin: TestUser, orderNumber: string) =>
  (await callOk<AdminGetOrderResponse>(callNames.adminGetOrder, { orderNumber }, { idToken: admin.idToken })).order;

/** An action of the console's on an order, by this member of staff. */
export const orderActionBy = (
  admin: TestUser,
  orderNumber: string,
  action: AdminOrderActionName,
  reason: string | null = null,
) =>
  call<AdminOrderActionResponse>(
    callNames.adminOrderAction,
    { orderNumber, action, reason },
    { idToken: admin.idToken },
  );
