import { FieldValue } from 'firebase-admin/firestore';
import type { InsurerOfferRequest } from '../insurer/insurer-api.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import { retentionOfRequest } from './retention.js';

export type OfferRequestStatus = 'received' | 'sent' | 'failed';

/** `offerRequests/{id}`: stored before the insurer is called, so a request the insurer missed can be re-sent by staff. */
export async function createOfferRequestRecord(
  request: InsurerOfferRequest,
  context: { utmTags: Record<string, string>; deviceType: string | null; platformVersion: string },
): Promise<string> {
  const ref = db().collection(collections.offerRequests).doc();
  await ref.set({
    ...request,
    ...context,
    status: 'received',
    createdAt: FieldValue.serverTimestamp(),
    expireAt: retentionOfRequest(new Date()),
  });
  return ref.id;
}

export async function setOfferRequestStatus(id: string, status: OfferRequestStatus, insurerOfferRequestId?: string) {
  await db()
    .collection(collections.offerRequests)
    .doc(id)
    .update({ status, insurerOfferRequestId: insurerOfferRequestId ?? null, updatedAt: FieldValue.serverTimestamp() });
}
