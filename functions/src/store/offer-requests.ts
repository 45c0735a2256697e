import { createHash } from 'node:crypto';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { InsurerOfferRequest } from '../insurer/insurer-api.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';
import { newInboxHandling, type InboxHandlingDocument } from './inbox.js';
import { retentionOfRequest } from './retention.js';

export type OfferRequestStatus = 'received' | 'sent' | 'failed';

/** `offerRequests/{id}`: the request as the insurer got it, where it came from, and how staff handle it. */
export interface OfferRequestDocument extends InsurerOfferRequest {
  utmTags: Record<string, string>;
  deviceType: string | null;
  platformVersion: string;
  /** Delivery to the insurer's offer system. */
  status: OfferRequestStatus;
  insurerOfferRequestId?: string | null;
  requestCount: number;
  createdAt: Timestamp;
  lastRequestedAt?: Timestamp;
  updatedAt?: Timestamp;
  expireAt: Timestamp;
  handling: InboxHandlingDocument;
}

/** gRPC's ALREADY_EXISTS, which `create` fails with when the document is there. */
const alreadyExists = 6;

/**
 * `offerRequests/{id}`: stored before the insurer is called, so a request the insurer missed can be re-sent by staff.
 * The id is a hash of the request's content, so the same request sent again (a double click, a script) is the same
 * document: staff see one request, with how often and when last it was asked for.
 * Answers whether this call is the one to send it to the insurer: the first, or a repeat of one that failed.
 */
export async function claimOfferRequestRecord(
  request: InsurerOfferRequest,
  context: { utmTags: Record<string, string>; deviceType: string | null; platformVersion: string },
): Promise<{ id: string; send: boolean }> {
  const id = createHash('sha256')
    .update(JSON.stringify(Object.entries(request).sort()))
    .digest('hex')
    .slice(0, 32);
  const ref = db().collection(collections.offerRequests).doc(id);
  try {
    await ref.create({
      ...request,
      ...context,
      status: 'received' satisfies OfferRequestStatus,
      requestCount: 1,
      createdAt: FieldValue.serverTimestamp(),
      expireAt: retentionOfRequest(new Date()),
      handling: newInboxHandling(),
    });
    return { id, send: true };
  } catch (error) {
    if ((error as { code?: number }).code !== alreadyExists) throw error;
  }
  await ref.update({ requestCount: FieldValue.increment(1), lastRequestedAt: FieldValue.serverTimestamp() });
  const isFailed = (status: unknown) => status === ('failed' satisfies OfferRequestStatus);
  if (!isFailed((await ref.get()).get('status'))) return { id, send: false };
  // A repeat of a request the insurer never got is sent again, by one of the repeats only.
  const send = await db().runTransaction(async (transaction) => {
    const failed = isFailed((await transaction.get(ref)).get('status'));
    if (failed) transaction.update(ref, { status: 'received' satisfies OfferRequestStatus });
    return failed;
  });
  return { id, send };
}

export async function setOfferRequestStatus(id: string, status: OfferRequestStatus, insurerOfferRequestId?: string) {
  await db()
    .collection(collections.offerRequests)
    .doc(id)
    .update({ status, insurerOfferRequestId: insurerOfferRequestId ?? null, updatedAt: FieldValue.serverTimestamp() });
}
