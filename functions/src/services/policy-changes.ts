/**
 * A running policy's details changed by its policyholder or by staff (docs/decisions/0033-policy-changes.md). The
 * contact details are ours: written at once, and the policyholder told at both e-mails when the e-mail changes. The
 * address goes to the insurer under a lease: the change is kept first (one per policy at a time, so ten requests at
 * once make one), sent by its id, and the endorsement the insurer answers becomes the e-policy's next version, e-mailed
 * once. An insurer that does not answer leaves the change to the schedule (`carryOnEndorsements`).
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { ChangePolicyDetailsRequest, ChangePolicyDetailsResponse } from '../contracts/change-policy-details.js';
import type { ErrorKey } from '../contracts/error-keys.js';
import type { GetPolicyPdfRequest, GetPolicyPdfResponse } from '../contracts/get-policy-pdf.js';
import { changeUnderWayErrorKey, type AddressChange, type ContactChange } from '../contracts/policy-details.js';
import { policyEndErrorKeys } from '../contracts/policy-ending.js';
import { cleanText } from '../contracts/policyholder.js';
import { insurer } from '../insurer/insurer.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import type { InsurerPolicyEndorsement } from '../insurer/insurer-api.js';
import { changePolicyAccess } from '../store/policy-access.js';
import {
  changePolicyEndorsement,
  endorsementsToCarryOn,
  policyEndorsementRef,
  type PolicyEndorsementRecord,
} from '../store/policy-endorsements.js';
import { policyEndingRef, type PolicyEndingRecord } from '../store/policy-endings.js';
import {
  addressOf,
  policyRef,
  readPolicy,
  versionsOf,
  type PolicyDocument,
  type PolicyVersion,
} from '../store/policies.js';
import { db } from '../store/firestore.js';
import { DomainError, type CallContext } from './domain-error.js';
import { policyDocumentFile } from './fulfilment.js';
import { managedPolicyNow, policyOfCaller } from './policy-access.js';
import { sendContactChangeEmails, sendEndorsementEmail } from './policy-change-emails.js';

/** Long enough for the insurer's answer and the e-mail with its PDF; a run that dies leaves it to the next after. */
const leaseMs = 60_000;

const refused = (errorKey: ErrorKey) => new DomainError('failed-precondition', { errorKey });

const sameAddress = (a: AddressChange, b: AddressChange) =>
  a.address === b.address && a.houseNumber === b.houseNumber && a.postalCode === b.postalCode && a.city === b.city;

/**
 * The policy as a change's transaction reads it, refused unless it runs and no ending is under way or done (the
 * ending read in the same transaction, so one asked meanwhile stops the change).
 */
async function changeablePolicy(transaction: Transaction, orderNumber: string, now: Date): Promise<PolicyDocument> {
  const [policySnapshot, endingSnapshot] = await Promise.all([
    transaction.get(policyRef(orderNumber)),
    transaction.get(policyEndingRef(orderNumber)),
  ]);
  const policy = policySnapshot.data() as PolicyDocument | undefined;
  const ending = endingSnapshot.data() as PolicyEndingRecord | undefined;
  if (!policy || policy.ended || policy.endsAt.toMillis() <= now.getTime())
    throw refused(policyEndErrorKeys.notRunning);
  if (ending && ending.state !== 'refused') throw refused(policyEndErrorKeys.endingUnderWay);
  return policy;
}

/** The e-mail and phone: written at once; the policyholder is told, at the old address too when it changed. */
async function changeContact(orderNumber: string, change: ContactChange, now: Date): Promise<void> {
  const contact = {
    contactEmail: change.contactEmail.trim(),
    phoneNumberPrefix: change.phoneNumberPrefix,
    phoneNumber: cleanText(change.phoneNumber),
  };
  const before = await db().runTransaction(async (transaction) => {
    const policy = await changeablePolicy(transaction, orderNumber, now);
    const holder = policy.policyholder;
    if (
      holder.contactEmail === contact.contactEmail &&
      holder.phoneNumberPrefix === contact.phoneNumberPrefix &&
      holder.phoneNumber === contact.phoneNumber
    )
      return undefined;
    transaction.update(policyRef(orderNumber), {
      'policyholder.contactEmail': contact.contactEmail,
      'policyholder.phoneNumberPrefix': contact.phoneNumberPrefix,
      'policyholder.phoneNumber': contact.phoneNumber,
      // How the policy's e-mails find the policyholder, and a guest's policy finds its account.
      email: contact.contactEmail.toLowerCase(),
    });
    return policy;
  });
  if (!before) return;
  const emailChanged = before.email !== contact.contactEmail.toLowerCase();
  // The old mailbox's links no longer open the policy: it may be why the address changed. The new one gets its own.
  if (emailChanged)
    await changePolicyAccess(orderNumber, (current) => ({
      write: current ? { ...current, linkTokenHashes: [] } : undefined,
      result: undefined,
    }));
  logger.info('Policy contact details changed', { orderNumber, emailChanged });
  const after = await readPolicy(orderNumber);
  if (after) await sendContactChangeEmails(after, emailChanged ? before.email : null);
}

/**
 * Keeps an address change, one at a time per policy: the same address again (a retry, one of ten at once) joins the
 * change under way; another address waits for its answer. Answers the endorsement's id, or undefined when the
 * policy already reads so.
 */
async function keepAddressChange(
  orderNumber: string,
  change: AddressChange,
  requestedBy: PolicyEndorsementRecord['requestedBy'],
  now: Date,
): Promise<string | undefined> {
  const address: AddressChange = {
    address: cleanText(change.address),
    houseNumber: cleanText(change.houseNumber),
    postalCode: change.postalCode,
    city: cleanText(change.city),
  };
  return db().runTransaction(async (transaction) => {
    const policy = await changeablePolicy(transaction, orderNumber, now);
    const pending = policy.pendingEndorsement;
    if (pending) {
      if (sameAddress(pending.address, address)) return pending.endorsementId;
      throw refused(changeUnderWayErrorKey);
    }
    if (sameAddress(addressOf(policy.policyholder), address)) return undefined;
    const attempt = (policy.endorsementAttempts ?? 0) + 1;
    const endorsementId = `${orderNumber}-E${attempt}`;
    const record: PolicyEndorsementRecord = {
      endorsementId,
      orderNumber,
      policyNumber: policy.policyNumber,
      email: policy.email,
      locale: policy.locale,
      baseVersion: versionsOf(policy).length,
      address,
      requestedAt: Timestamp.fromDate(now),
      requestedBy,
      state: 'requested',
      endorsementNumber: null,
      refusal: null,
      effectiveAt: null,
      answeredAt: null,
      attempts: 0,
      lastError: null,
      emailedAt: null,
      leaseUntil: null,
      updatedAt: Timestamp.fromDate(now),
      // A record of the policy: kept as long as the policy's own.
      expireAt: policy.expireAt,
    };
    transaction.create(policyEndorsementRef(endorsementId), record);
    transaction.update(policyRef(orderNumber), {
      pendingEndorsement: { endorsementId, address },
      endorsementAttempts: attempt,
    });
    logger.info('Policy address change requested', { orderNumber, endorsementId, by: requestedBy.kind });
    return endorsementId;
  });
}

const due = (record: PolicyEndorsementRecord) =>
  record.state === 'requested' || (record.state === 'issued' && record.emailedAt === null);

async function takeLease(endorsementId: string, now: Date): Promise<PolicyEndorsementRecord | undefined> {
  return changePolicyEndorsement(endorsementId, async (current) => {
    if (!current || !due(current) || (current.leaseUntil && current.leaseUntil.toMillis() > now.getTime()))
      return { result: undefined };
    const leaseUntil = Timestamp.fromMillis(now.getTime() + leaseMs);
    return { update: { leaseUntil }, result: { ...current, leaseUntil } };
  });
}

/** The insurer's answer written on the change, and an issued one on the policy as its next version, at once. */
function applyEndorsement(record: PolicyEndorsementRecord, endorsement: InsurerPolicyEndorsement, now: Date) {
  return changePolicyEndorsement(record.endorsementId, async (current, transaction) => {
    if (!current || current.state !== 'requested') return { result: current ?? record };
    const policySnapshot = await transaction.get(policyRef(record.orderNumber));
    const policy = policySnapshot.data() as PolicyDocument;
    const answeredAt = Timestamp.fromDate(now);
    const release =
      policy.pendingEndorsement?.endorsementId === record.endorsementId ? { pendingEndorsement: null } : {};
    if (endorsement.state === 'refused') {
      transaction.update(policyRef(record.orderNumber), release);
      const update: Partial<PolicyEndorsementRecord> = {
        state: 'refused',
        refusal: endorsement.refusal,
        answeredAt,
        lastError: null,
      };
      return { update, result: { ...current, ...update } };
    }
    const effectiveAt = Timestamp.fromDate(new Date(endorsement.effectiveAt ?? now.toISOString()));
    const versions = versionsOf(policy);
    const version: PolicyVersion = {
      version: versions.length + 1,
      issuedAt: effectiveAt,
      endorsementId: record.endorsementId,
      endorsementNumber: endorsement.endorsementNumber,
      address: record.address,
    };
    transaction.update(policyRef(record.orderNumber), {
      ...release,
      versions: [...versions, version],
      'policyholder.address': record.address.address,
      'policyholder.houseNumber': record.address.houseNumber,
      'policyholder.postalCode': record.address.postalCode,
      'policyholder.city': record.address.city,
    });
    const update: Partial<PolicyEndorsementRecord> = {
      state: 'issued',
      endorsementNumber: endorsement.endorsementNumber,
      effectiveAt,
      answeredAt,
      lastError: null,
    };
    return { update, result: { ...current, ...update } };
  });
}

const writeEndorsement = (endorsementId: string, update: Partial<PolicyEndorsementRecord>) =>
  changePolicyEndorsement(endorsementId, async (current) => {
    if (!current) throw new Error(`Policy endorsement ${endorsementId} is gone`);
    return { update, result: { ...current, ...update } };
  });

/**
 * Runs what the change still owes, under its lease: the insurer's endorsement, then the new version's e-mail.
 * Answers the change as it left it, or undefined when another run holds it or nothing was due.
 */
export async function carryOnEndorsement(endorsementId: string, now = new Date()) {
  let record = await takeLease(endorsementId, now);
  if (!record) return undefined;
  try {
    const policy = await readPolicy(record.orderNumber);
    if (!policy) throw new Error(`Policy ${record.orderNumber} is gone`);
    if (record.state === 'requested') {
      try {
        const endorsement = await insurer().endorsePolicy({
          endorsementId,
          policyNumber: policy.policyNumber,
          licensePlate: policy.vehicle.licensePlate,
          vin: policy.vehicle.vin,
          policyStartsAt: policy.startsAt.toDate().toISOString(),
          policyEndsAt: policy.endsAt.toDate().toISOString(),
          address: {
            street: record.address.address,
            houseNumber: record.address.houseNumber,
            postalCode: record.address.postalCode,
            city: record.address.city,
            country: policy.policyholder.country,
          },
        });
        record = await applyEndorsement(record, endorsement, now);
        logger.info('Policy address change answered', { endorsementId, state: record.state, refusal: record.refusal });
      } catch (error) {
        if (!(error instanceof InsurerFailure)) throw error;
        logger.warn('Policy address change not answered by the insurer; the schedule sends it again', {
          endorsementId,
          error,
        });
        record = await writeEndorsement(endorsementId, { attempts: record.attempts + 1, lastError: error.message });
      }
    }
    if (record.state === 'issued' && record.emailedAt === null) {
      const changed = await readPolicy(record.orderNumber);
      if (changed && (await sendEndorsementEmail(changed, record)))
        record = await writeEndorsement(endorsementId, { emailedAt: Timestamp.fromDate(now) });
    }
  } finally {
    record = await writeEndorsement(endorsementId, { leaseUntil: null });
  }
  return record;
}

/** The schedule's run: every address change that still owes a step. Answers how many it carried on. */
export async function carryOnEndorsements(now = new Date(), limit = 50): Promise<number> {
  let carried = 0;
  for (const endorsementId of await endorsementsToCarryOn(now, limit)) {
    try {
      if (await carryOnEndorsement(endorsementId, now)) carried += 1;
    } catch (error) {
      logger.error('Policy address change not carried on', { endorsementId, error: String(error) });
    }
  }
  return carried;
}

/** An address change asked for the policyholder (by them, or by staff on their word), carried on at once. */
export async function requestAddressChange(
  orderNumber: string,
  change: AddressChange,
  requestedBy: PolicyEndorsementRecord['requestedBy'],
  now = new Date(),
): Promise<void> {
  const endorsementId = await keepAddressChange(orderNumber, change, requestedBy, now);
  if (endorsementId) await carryOnEndorsement(endorsementId, now);
}

/** `changePolicyDetails`: the contact details or the address, for the account or a guest's access token. */
export async function changePolicyDetails(
  input: ChangePolicyDetailsRequest,
  context: CallContext,
  now = new Date(),
): Promise<ChangePolicyDetailsResponse> {
  await policyOfCaller(input, context, now);
  if (input.contact) await changeContact(input.orderNumber, input.contact, now);
  else if (input.address) await requestAddressChange(input.orderNumber, input.address, { kind: 'driver' }, now);
  return { policy: await managedPolicyNow(input.orderNumber, now) };
}

/** `getPolicyPdf`: a version of the e-policy, the one in force unless an earlier one is asked for. */
export async function getPolicyPdf(
  input: GetPolicyPdfRequest,
  context: CallContext,
  now = new Date(),
): Promise<GetPolicyPdfResponse> {
  const policy = await policyOfCaller(input, context, now);
  const file = await policyDocumentFile(policy, 'e-policy', input.version ?? undefined);
  return { fileName: file.fileName, pdfBase64: Buffer.from(file.pdf).toString('base64') };
}
