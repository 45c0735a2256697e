import { FieldValue } from 'firebase-admin/firestore';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import { retentionOfVehicleLookup } from './retention.js';

export interface VehicleLookupRecord {
  licensePlate: string | null;
  vin: string | null;
  outcome: 'found' | 'not-found' | 'high-risk-vehicle' | 'error';
  platform: string;
  platformVersion: string;
  utmTags: Record<string, string>;
  deviceType: string | null;
  referrerId: string | null;
  referralIndividualId: string | null;
}

/** One document per lookup, for marketing attribution (utm tags) and support; nothing about the vehicle's owner. */
export async function recordVehicleLookup(record: VehicleLookupRecord, now = new Date()): Promise<void> {
  await db()
    .collection(collections.vehicleLookups)
    .add({ ...record, createdAt: FieldValue.serverTimestamp(), expireAt: retentionOfVehicleLookup(now) });
}
