/**
 * The console's lists of what happened to policies after the sale (contracts/admin-list-policy-changes.ts): endings
 * and address changes, each paged on the server by its latest change, with the count of every state.
 */
import type { Query, Timestamp } from 'firebase-admin/firestore';
import type { AdminEndingRefund } from '../contracts/admin-get-order.js';
import { adminPageSize } from '../contracts/admin-paging.js';
import {
  policyChangeStates,
  type AddressChangeRow,
  type AdminListPolicyChangesRequest,
  type AdminListPolicyChangesResponse,
  type PolicyChangeList,
  type PolicyEndingRow,
} from '../contracts/admin-list-policy-changes.js';
import { collections } from '../store/collection-names.js';
import { db } from '../store/firestore.js';
import { readPage } from '../store/paging.js';
import type { PolicyEndorsementRecord } from '../store/policy-endorsements.js';
import type { PolicyEndingRecord } from '../store/policy-endings.js';
import { staffOf } from './admin-access.js';
import type { CallContext } from './domain-error.js';

const iso = (timestamp: Timestamp | null) => (timestamp ? timestamp.toDate().toISOString() : null);

const collectionOf: Record<PolicyChangeList, string> = {
  endings: collections.policyEndings,
  'address-changes': collections.policyEndorsements,
};

/** An ending's refund as the console shows it, on its order and in the list. */
export const adminRefundOf = ({ refund }: PolicyEndingRecord): AdminEndingRefund | null =>
  refund && {
    amount: refund.amount,
    method: refund.method,
    state: refund.state,
    attempts: refund.attempts,
    lastError: refund.lastError,
  };

function endingRow(ending: PolicyEndingRecord): PolicyEndingRow {
  return {
    kind: 'ending',
    orderNumber: ending.orderNumber,
    policyNumber: ending.policyNumber,
    reason: ending.reason,
    endDate: ending.endDate,
    state: ending.state,
    requestedBy: ending.requestedBy.kind,
    requestedAt: iso(ending.requestedAt) ?? '',
    updatedAt: iso(ending.updatedAt) ?? '',
    documents: ending.documents.map((document) => ({
      code: document.code,
      fileName: document.fileName,
      sentToInsurer: document.sentToInsurerAt !== null,
    })),
    missingDocuments: ending.missingDocuments,
    refusal: ending.refusal,
    answeredAt: iso(ending.answeredAt),
    refund: adminRefundOf(ending),
    emailedAt: iso(ending.emailedAt),
  };
}

function addressChangeRow(record: PolicyEndorsementRecord): AddressChangeRow {
  const { address } = record;
  return {
    kind: 'address-change',
    endorsementId: record.endorsementId,
    orderNumber: record.orderNumber,
    policyNumber: record.policyNumber,
    state: record.state,
    requestedBy: record.requestedBy.kind,
    requestedAt: iso(record.requestedAt) ?? '',
    updatedAt: iso(record.updatedAt) ?? '',
    address: `${address.address} ${address.houseNumber}, ${address.postalCode} ${address.city}`,
    endorsementNumber: record.endorsementNumber,
    refusal: record.refusal,
    answeredAt: iso(record.answeredAt),
    attempts: record.attempts,
    lastError: record.lastError,
    emailedAt: iso(record.emailedAt),
  };
}

/** How many are in each of the list's states: one count aggregation per state, never the records. */
async function countStates(list: PolicyChangeList, states: readonly string[]) {
  const counts = await Promise.all(
    states.map(
      async (state) =>
        [
          state,
          (await db().collection(collectionOf[list]).where('state', '==', state).count().get()).data().count,
        ] as const,
    ),
  );
  return Object.fromEntries(counts);
}

export async function listPolicyChanges(
  input: AdminListPolicyChangesRequest,
  context: CallContext,
): Promise<AdminListPolicyChangesResponse> {
  staffOf(context);
  const list = input.list as PolicyChangeList;
  const all: Query = db().collection(collectionOf[list]);
  const page = await readPage(
    input.state ? all.where('state', '==', input.state) : all,
    'updatedAt',
    input.cursor,
    adminPageSize,
  );
  const counts = await countStates(list, policyChangeStates[list]);
  return {
    items: page.docs.map((doc) =>
      list === 'endings'
        ? endingRow(doc.data() as PolicyEndingRecord)
        : addressChangeRow(doc.data() as PolicyEndorsementRecord),
    ),
    nextCursor: page.nextCursor,
    total: page.total,
    counts,
  };
}
