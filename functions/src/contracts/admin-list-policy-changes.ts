/**
 * `adminListPolicyChanges`: the policies' early endings (withdrawals and cancellations) and their address changes
 * (endorsements), each in its own list, latest change first, filtered by state, with the count of each state: what
 * support looks at to see a refund stuck, a document awaited, an insurer that refused or an e-mail not sent.
 */
import * as yup from 'yup';
import type { AdminEndingRefund } from './admin-get-order.js';
import { adminClientFields, adminCursorSchema, type AdminPage } from './admin-paging.js';
import { fieldErrors } from './field-rules.js';
import type { EndorsementRefusal, EndorsementState } from './policy-details.js';
import { endorsementStates } from './policy-details.js';
import {
  policyEndingStates,
  type PolicyEndDocumentCode,
  type PolicyEndingState,
  type PolicyEndReason,
  type PolicyEndRefusal,
} from './policy-ending.js';
import { textSchema } from './validation.js';

export const policyChangeLists = ['endings', 'address-changes'] as const;
export type PolicyChangeList = (typeof policyChangeLists)[number];

/** The states each list is filtered by. */
export const policyChangeStates = {
  endings: policyEndingStates,
  'address-changes': endorsementStates,
} as const satisfies Record<PolicyChangeList, readonly string[]>;

export const adminListPolicyChangesRequestSchema = yup
  .object({
    list: textSchema().oneOf(policyChangeLists, fieldErrors.invalid).required(fieldErrors.required),
    /** Null: every state. A state of the other list is refused. */
    state: textSchema()
      .nullable()
      .defined(fieldErrors.required)
      .test('of-list', fieldErrors.invalid, function ofList(state) {
        const list: unknown = (this.parent as { list?: unknown } | undefined)?.list;
        // Only a list's own name indexes the map: "constructor" or "__proto__" would read Object's own members.
        const states: readonly string[] = policyChangeLists.find((name) => name === list)
          ? policyChangeStates[list as PolicyChangeList]
          : [];
        return state === null || states.includes(state);
      }),
    cursor: adminCursorSchema(),
    ...adminClientFields,
  })
  .noUnknown(fieldErrors.invalid);
export type AdminListPolicyChangesRequest = yup.InferType<typeof adminListPolicyChangesRequestSchema>;

/** ISO 8601 instants throughout. */
export interface PolicyEndingRow {
  kind: 'ending';
  orderNumber: string;
  policyNumber: string;
  reason: PolicyEndReason;
  endDate: string;
  state: PolicyEndingState;
  requestedBy: 'driver' | 'staff';
  requestedAt: string;
  updatedAt: string;
  documents: { code: PolicyEndDocumentCode; fileName: string; sentToInsurer: boolean }[];
  missingDocuments: PolicyEndDocumentCode[];
  refusal: PolicyEndRefusal | null;
  answeredAt: string | null;
  refund: AdminEndingRefund | null;
  emailedAt: string | null;
}

export interface AddressChangeRow {
  kind: 'address-change';
  endorsementId: string;
  orderNumber: string;
  policyNumber: string;
  state: EndorsementState;
  requestedBy: 'driver' | 'staff';
  requestedAt: string;
  updatedAt: string;
  /** The new address as one line. */
  address: string;
  endorsementNumber: string | null;
  refusal: EndorsementRefusal | null;
  answeredAt: string | null;
  /** Tries that got no answer from the insurer, and the last failure. */
  attempts: number;
  lastError: string | null;
  emailedAt: string | null;
}

export type PolicyChangeRow = PolicyEndingRow | AddressChangeRow;

export interface AdminListPolicyChangesResponse extends AdminPage<PolicyChangeRow> {
  /** Records in each of the list's states, whatever the filter. */
  counts: Partial<Record<PolicyEndingState | EndorsementState, number>>;
}
