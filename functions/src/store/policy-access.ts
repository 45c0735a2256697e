import type { Timestamp } from 'firebase-admin/firestore';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/**
 * `policyAccess/{orderNumber}`: how a guest reaches a policy after the sale (docs/decisions/0032-policy-access.md).
 * The hashes of the links the policy's e-mails carried (each sending adds one), wrong dates of birth counted, and the
 * access tokens proofs gave, hashed, each for 24 hours. Only the functions read it.
 */
export interface PolicyAccessRecord {
  orderNumber: string;
  linkTokenHashes: string[];
  identityFailures: number;
  accessTokens: { hash: string; expiresAt: Timestamp }[];
  expireAt: Timestamp;
}

const policyAccessRef = (orderNumber: string) => db().collection(collections.policyAccess).doc(orderNumber);

export async function readPolicyAccess(orderNumber: string): Promise<PolicyAccessRecord | undefined> {
  const snapshot = await policyAccessRef(orderNumber).get();
  return snapshot.exists ? (snapshot.data() as PolicyAccessRecord) : undefined;
}

/** Reads the record and writes what `decide` answers (the whole record), in one transaction. */
export async function changePolicyAccess<T>(
  orderNumber: string,
  decide: (current: PolicyAccessRecord | undefined) => { write?: PolicyAccessRecord; result: T },
): Promise<T> {
  return db().runTransaction(async (transaction) => {
    const ref = policyAccessRef(orderNumber);
    const snapshot = await transaction.get(ref);
    const { write, result } = decide(snapshot.exists ? (snapshot.data() as PolicyAccessRecord) : undefined);
    if (write) transaction.set(ref, write);
    return result;
  });
}
