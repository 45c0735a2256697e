import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { AccountProfile } from '../contracts/account-profile.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** `users/{uid}`: the profile of an account, readable by its owner (firestore.rules) and written here only. */
export interface UserDocument extends AccountProfile {
  uid: string;
  /** Lower case, as Firebase Auth had it when the profile was last saved. */
  email: string;
  /** The referral the account was opened with; set once. */
  referrerId: string | null;
  referralIndividualId: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

const userRef = (uid: string) => db().collection(collections.users).doc(uid);

export async function readUser(uid: string): Promise<UserDocument | undefined> {
  const snapshot = await userRef(uid).get();
  return snapshot.exists ? (snapshot.data() as UserDocument) : undefined;
}

/**
 * Writes the profile; the referral and the creation time are kept from the first write, in one transaction so two
 * saves racing each other cannot both believe they were the first.
 */
export async function writeUserProfile(
  uid: string,
  email: string,
  profile: AccountProfile,
  referral: { referrerId: string | null; referralIndividualId: string | null },
): Promise<void> {
  const ref = userRef(uid);
  await db().runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    const now = FieldValue.serverTimestamp();
    if (existing.exists) {
      transaction.update(ref, { ...profile, email, updatedAt: now });
    } else {
      transaction.create(ref, { ...profile, ...referral, uid, email, createdAt: now, updatedAt: now });
    }
  });
}
