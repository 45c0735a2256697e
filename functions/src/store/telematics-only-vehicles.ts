import { collections } from './collection-names.js';
import { db } from './firestore.js';

/** `telematicsOnlyVehicles/{plate}`: vehicles added to an account for telematics without an insurance policy. */
export async function telematicsOnlyOwnerEmail(licensePlate: string): Promise<string | undefined> {
  const snapshot = await db().collection(collections.telematicsOnlyVehicles).doc(licensePlate).get();
  return snapshot.exists ? (snapshot.get('email') as string) : undefined;
}
