import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import type { CoverCode } from '../contracts/covers.js';
import type { InsuredVehicle } from '../contracts/insured-vehicle.js';
import type { Policyholder } from '../contracts/policyholder.js';
import type { PaymentPlan } from '../contracts/payment-plan.js';
import type { PaymentMethod } from '../contracts/start-payment.js';
import type { AddressChange } from '../contracts/policy-details.js';
import type { PolicyEndReason } from '../contracts/policy-ending.js';
import type { PurchaseLocale } from '../contracts/purchase-locales.js';
import type { InsurerPolicyResponse } from '../insurer/insurer-api.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

/**
 * `policies/{orderNumber}`: an issued policy, everything its document shows, so the e-policy PDF can be rendered
 * again at any time and gives the same file. Keyed by the order that paid for it: one order, one policy.
 */
export interface PolicyDocument {
  orderNumber: string;
  quoteId: string;
  /** The account it belongs to, once it has one (bought signed in, or joined by a verified e-mail later). */
  uid: string | null;
  /** Lower case: how a policy finds its account. */
  email: string;
  locale: PurchaseLocale;
  policyNumber: string;
  policyControlNumber: string;
  policyTransactionId: string;
  productName: string;
  minimumSumsInsured: InsurerPolicyResponse['minimumSumsInsured'];
  territorialScope: InsurerPolicyResponse['territorialScope'];
  startsAt: Timestamp;
  endsAt: Timestamp;
  issuedAt: Timestamp;
  policyholder: Policyholder;
  policyholderIsRegisteredOwner: boolean;
  vehicle: InsuredVehicle;
  /** Euros with premium tax included, and the tax inside. */
  covers: { coverCode: CoverCode; premium: number; premiumTax: number }[];
  discount: { code: string | null; amount: number } | null;
  /** A referred friend's discount, euros (absent on policies issued before the programme paid one). */
  referralDiscount?: number;
  /** How it was paid, and the one-payment discount it got, euros (absent on policies issued before plans existed). */
  paymentPlan?: PaymentPlan;
  singlePaymentDiscount?: number;
  /** Referral points spent on it and what they took off, euros. */
  points?: { points: number; amount: number } | null;
  /** The green card issued with the policy (absent on policies issued before the insurer sent one). */
  greenCard?: InsurerPolicyResponse['greenCard'];
  /**
   * Set when the policy ended before its term (store/policy-endings.ts): the cover ended at `coverEndsAt`, not at
   * `endsAt`. Its green card and its renewal reminders end with it.
   */
  ended?: { reason: PolicyEndReason; coverEndsAt: Timestamp; endedAt: Timestamp };
  /**
   * The e-policy's versions once an endorsement changed it (docs/decisions/0033-policy-changes.md), oldest first, each
   * with the address it printed: `policyholder` holds the last one's. Absent while the policy is as issued.
   */
  versions?: PolicyVersion[];
  /** The address change with the insurer, if one is: another waits for its answer. */
  pendingEndorsement?: { endorsementId: string; address: AddressChange } | null;
  /** Address changes asked so far (each is `policyEndorsements/{orderNumber}-E{n}`). */
  endorsementAttempts?: number;
  total: number;
  payment: {
    /** Absent on policies issued before slips: a card. For a slip, `approvalCode` is the bank's entry reference. */
    method: PaymentMethod;
    orderNumber: string;
    approvalCode: string;
    maskedPan: string | null;
    paidAt: Timestamp;
  };
  createdAt: Timestamp;
  expireAt: Timestamp;
}

export interface PolicyVersion {
  version: number;
  /** The policy's issue for the first version; the endorsement's effect for the others. */
  issuedAt: Timestamp;
  endorsementId: string | null;
  endorsementNumber: string | null;
  address: AddressChange;
}

/** When the cover ends: at its term, or earlier when the policy was ended. */
export const coverEndOf = (policy: Pick<PolicyDocument, 'endsAt' | 'ended'>): Timestamp =>
  policy.ended?.coverEndsAt ?? policy.endsAt;

/** The address as the policy holds it. */
export const addressOf = (holder: PolicyDocument['policyholder']): AddressChange => ({
  address: holder.address,
  houseNumber: holder.houseNumber,
  postalCode: holder.postalCode,
  city: holder.city,
});

/** The versions the policy has had: as issued until the first endorsement. */
export const versionsOf = (policy: PolicyDocument): PolicyVersion[] =>
  policy.versions ?? [
    {
      version: 1,
      issuedAt: policy.issuedAt,
      endorsementId: null,
      endorsementNumber: null,
      address: addressOf(policy.policyholder),
    },
  ];

export const policyRef = (orderNumber: string) => db().collection(collections.policies).doc(orderNumber);

/** The orders' policies that exist, by order number, in one read. */
export async function readPolicies(orderNumbers: string[]): Promise<Map<string, PolicyDocument>> {
  if (orderNumbers.length === 0) return new Map();
  const snapshots = await db().getAll(...orderNumbers.map(policyRef));
  return new Map(
    snapshots.filter((snapshot) => snapshot.exists).map((snapshot) => [snapshot.id, snapshot.data() as PolicyDocument]),
  );
}

/** The order that paid for the policy with this number, if there is one. */
export async function orderNumberOfPolicy(policyNumber: string): Promise<string | undefined> {
  const snapshot = await db().collection(collections.policies).where('policyNumber', '==', policyNumber).limit(1).get();
  return snapshot.docs[0]?.id;
}

export async function readPolicy(orderNumber: string): Promise<PolicyDocument | undefined> {
  const snapshot = await policyRef(orderNumber).get();
  return snapshot.exists ? (snapshot.data() as PolicyDocument) : undefined;
}

/**
 * Stores the policy unless the order already has one (a retry after a crash between the insurer's answer and our
 * write): the insurer issued it once for this order, so the first stored copy stands.
 */
export async function storePolicy(policy: Omit<PolicyDocument, 'createdAt'>): Promise<PolicyDocument> {
  const ref = policyRef(policy.orderNumber);
  return db().runTransaction(async (transaction) => {
    const existing = await transaction.get(ref);
    if (existing.exists) return existing.data() as PolicyDocument;
    transaction.create(ref, { ...policy, createdAt: FieldValue.serverTimestamp() });
    return policy as PolicyDocument;
  });
}

/** The account's policies, newest first. */
export async function policiesOfAccount(uid: string): Promise<PolicyDocument[]> {
  const snapshot = await db().collection(collections.policies).where('uid', '==', uid).get();
  return snapshot.docs
    .map((doc) => doc.data() as PolicyDocument)
    .sort((a, b) => b.startsAt.toMillis() - a.startsAt.toMillis());
}

/**
 * Policies bought as a guest with this e-mail join the account, each in a transaction that checks it still has no
 * account: the same e-mail verified on two accounts (deleted and opened again) gives a policy to the first only.
 * Answers how many joined.
 */
export async function attachPoliciesByEmail(email: string, uid: string): Promise<number> {
  const unattached = await db()
    .collection(collections.policies)
    .where('email', '==', email)
    .where('uid', '==', null)
    .get();
  let attached = 0;
  for (const doc of unattached.docs) {
    const joined = await db().runTransaction(async (transaction) => {
      const fresh = await transaction.get(doc.ref);
      if (fresh.get('uid') !== null) return false;
      transaction.update(doc.ref, { uid, attachedAt: FieldValue.serverTimestamp() });
      return true;
    });
    if (joined) attached += 1;
  }
  return attached;
}

/** Every policy of ours for a car, found by its plate or its VIN (a car keeps its VIN when its plate changes). */
export async function policiesOfVehicle(vehicle: { licensePlate: string | null; vin: string | null }) {
  const byField = async (field: 'vehicle.licensePlate' | 'vehicle.vin', value: string | null) =>
    value ? (await db().collection(collections.policies).where(field, '==', value).get()).docs : [];
  const docs = [
    ...(await byField('vehicle.licensePlate', vehicle.licensePlate)),
    ...(await byField('vehicle.vin', vehicle.vin)),
  ];
  return [...new Map(docs.map((doc) => [doc.id, doc.data() as PolicyDocument])).values()];
}
