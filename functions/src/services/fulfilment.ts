/**
 * What happens after the money: the policy is issued at the insurer (keyed by the order, so a retry never makes a
 * second one), stored, rendered as the e-policy PDF and e-mailed; or, for a second payment of an already paid quote,
 * the money goes back. Resumable: whatever fails is retried later from where it stopped (by the next notification or
 * by the scheduler), and a lease keeps two workers from doing the same order at once.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import type { PolicyDocumentKind } from '../contracts/download-policy.js';
import { errorKeys } from '../contracts/error-keys.js';
import { displayDateToIso } from '../contracts/field-rules.js';
import { singlePayment } from '../contracts/payment-plan.js';
import { serverSteps } from '../contracts/work-in-progress.js';
import { mailFrom } from '../config.js';
import { composePolicyEmail } from '../documents/policy-email.js';
import type { EPolicy } from '../documents/e-policy.js';
import { InsurerFailure } from '../insurer/insurer-client.js';
import { insurer } from '../insurer/insurer.js';
import { MailNotSent } from '../mail/mail-client.js';
import { mail } from '../mail/mail.js';
import { GatewayFailure } from '../payments/gateway-client.js';
import { gateway } from '../payments/gateway.js';
import { db } from '../store/firestore.js';
import {
  orderEvent,
  orderRef,
  orderUpdate,
  readOrder,
  updateOrder,
  type OrderDocument,
  type OrderEvent,
} from '../store/orders.js';
import { readPolicy, storePolicy, versionsOf, type PolicyDocument } from '../store/policies.js';
import { DomainError } from './domain-error.js';
import { policyEmailLinks, policyManageLink } from './email-links.js';
import { newPolicyLinkToken } from './policy-access.js';
import { toCents } from './order-total.js';
import { retentionOfPaidRecord } from '../store/retention.js';
import { markWorkInProgressStep } from './work-in-progress.js';
import { creditReferralOf } from './referral-programme.js';
import { updateOrderReturningPoints } from './referral-points.js';
import { policyPeriod, zagrebIso } from './zagreb-time.js';

/** Longer than an issue, a PDF and an e-mail take together; short enough that a crashed worker's order is soon retried. */
const leaseMs = 60_000;
/** Waits between attempts: quick at first (a blip), then hourly (an outage), until staff step in. */
const retryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000];

const retryAt = (attempts: number, now: Date) =>
  Timestamp.fromMillis(now.getTime() + (retryDelaysMs[Math.min(attempts, retryDelaysMs.length - 1)] ?? 0));

/** A step that failed: the order says which and when it will be tried again; the lease is given up. */
async function retryLater(
  order: OrderDocument,
  now: Date,
  changes: Partial<OrderDocument>,
  event: OrderEvent['event'],
  error: Error,
  detail?: string,
): Promise<void> {
  await updateOrder(
    order.orderNumber,
    {
      ...changes,
      attempts: order.attempts + 1,
      nextAttemptAt: retryAt(order.attempts, now),
      lastError: error.message,
      leaseUntil: null,
    },
    orderEvent(event, now, detail),
  );
}

/** An order with nothing left to do: no next attempt, no lease, no error. */
export const nothingLeft: Partial<OrderDocument> = {
  nextAttemptAt: null,
  leaseUntil: null,
  attempts: 0,
  lastError: null,
};

const isDone = (order: OrderDocument) =>
  order.refundState === null
    ? order.policyState === 'issued' && order.emailState === 'sent'
    : order.refundState === 'refunded';

const needsSettling = (order: OrderDocument) => order.state === 'paid' && !isDone(order);

/**
 * Takes the order for this worker when `wanted` holds for it (by default: a paid order with something left to do)
 * and no other worker holds it. The lease ends with the worker's last write, or by itself after `leaseMs`.
 */
export async function claimOrder(
  orderNumber: string,
  now: Date,
  wanted: (order: OrderDocument) => boolean = needsSettling,
): Promise<OrderDocument | undefined> {
  return db().runTransaction(async (transaction) => {
    const order = await readOrder(orderNumber, transaction);
    if (!order || !wanted(order)) return undefined;
    if (order.leaseUntil && order.leaseUntil.toMillis() > now.getTime()) return undefined;
    transaction.update(
      orderRef(orderNumber),
      orderUpdate({ leaseUntil: Timestamp.fromMillis(now.getTime() + leaseMs) }),
    );
    return order;
  });
}

/** The version's number rides in the name from the second on, so two versions saved side by side stay apart. */
export const policyPdfFileName = (policy: Pick<PolicyDocument, 'policyNumber' | 'locale'>, version = 1) =>
  `${policy.locale === 'hr' ? 'polica' : 'policy'}-${policy.policyNumber}${version > 1 ? `-v${version}` : ''}.pdf`;

export const greenCardPdfFileName = (policy: Pick<PolicyDocument, 'policyNumber' | 'locale'>) =>
  `${policy.locale === 'hr' ? 'zelena-karta' : 'green-card'}-${policy.policyNumber}.pdf`;

/**
 * The stored policy in the shape its document is drawn from: the version asked for (the one in force when none is),
 * with the address that version printed.
 */
export function ePolicyOf(policy: PolicyDocument, versionNumber?: number): EPolicy {
  const versions = versionsOf(policy);
  const version = versions.find((each) => each.version === versionNumber) ?? versions.at(-1);
  if (!version) throw new Error(`Policy ${policy.orderNumber} has no version`);
  const next = versions.find((each) => each.version === version.version + 1);
  const holder = { ...policy.policyholder, ...version.address };
  return {
    locale: policy.locale,
    policyNumber: policy.policyNumber,
    policyControlNumber: policy.policyControlNumber,
    startsAt: policy.startsAt.toDate().toISOString(),
    endsAt: policy.endsAt.toDate().toISOString(),
    issuedAt: policy.issuedAt.toDate().toISOString(),
    policyholder: {
      firstName: holder.firstName,
      lastName: holder.lastName,
      personalIdentificationNumber: holder.personalIdentificationNumber,
      dateOfBirth: displayDateToIso(holder.dateOfBirth) ?? holder.dateOfBirth,
      address: holder.address,
      houseNumber: holder.houseNumber,
      postalCode: holder.postalCode,
      city: holder.city,
      country: holder.country,
      email: holder.contactEmail,
      phone: `${holder.phoneNumberPrefix} ${holder.phoneNumber}`,
    },
    ...(policy.ended ? { ended: { coverEndsAt: policy.ended.coverEndsAt.toDate().toISOString() } } : {}),
    ...(versions.length > 1
      ? {
          version: {
            number: version.version,
            endorsementNumber: version.endorsementNumber,
            issuedAt: version.issuedAt.toDate().toISOString(),
            supersededBy: next ? { number: next.version, issuedAt: next.issuedAt.toDate().toISOString() } : null,
          },
        }
      : {}),
    policyholderIsRegisteredOwner: policy.policyholderIsRegisteredOwner,
    vehicle: policy.vehicle,
    covers: policy.covers,
    paymentPlan: policy.paymentPlan,
    singlePaymentDiscount: policy.singlePaymentDiscount,
    discount: policy.discount,
    referralDiscount: policy.referralDiscount ?? 0,
    points: policy.points ?? null,
    total: policy.total,
    payment: {
      method: policy.payment.method ?? 'card',
      orderNumber: policy.payment.orderNumber,
      approvalCode: policy.payment.approvalCode,
      maskedPan: policy.payment.maskedPan,
      paidAt: policy.payment.paidAt.toDate().toISOString(),
    },
    minimumSumsInsured: policy.minimumSumsInsured,
    territorialScope: policy.territorialScope,
  };
}

/**
 * The e-policy PDF. pdf-lib and the fonts load on first use: every function of the codebase starts from the same
 * index, and only the few that render a policy should pay for them at a cold start.
 */
export async function renderPolicyPdf(policy: PolicyDocument, versionNumber?: number): Promise<Uint8Array> {
  const [{ renderEPolicyPdf }, { loadHouseFonts }] = await Promise.all([
    import('../documents/e-policy-pdf.js'),
    import('../documents/house-fonts.js'),
  ]);
  return renderEPolicyPdf(ePolicyOf(policy, versionNumber), await loadHouseFonts());
}

/** The green card PDF, loaded on first use as the e-policy's is; a policy issued before cards has none. */
export async function renderGreenCardOf(policy: PolicyDocument): Promise<Uint8Array | undefined> {
  const { greenCard } = policy;
  if (!greenCard) return undefined;
  const [{ renderGreenCardPdf }, { loadHouseFonts }] = await Promise.all([
    import('../documents/green-card-pdf.js'),
    import('../documents/house-fonts.js'),
  ]);
  return renderGreenCardPdf({ ...ePolicyOf(policy), greenCard }, await loadHouseFonts());
}

/**
 * One of the policy's documents as a file to download. A green card asked of a policy issued without one, or of one
 * ended early, is as unknown as the order: there is nothing to offer, and nothing to tell apart from outside.
 */
export async function policyDocumentFile(
  policy: PolicyDocument,
  document: PolicyDocumentKind = 'e-policy',
  versionNumber?: number,
): Promise<{ fileName: string; pdf: Uint8Array }> {
  if (document === 'e-policy') {
    const version = versionNumber ?? versionsOf(policy).length;
    if (!versionsOf(policy).some((each) => each.version === version))
      throw new DomainError('not-found', { errorKey: errorKeys.orderNotFound });
    return { fileName: policyPdfFileName(policy, version), pdf: await renderPolicyPdf(policy, version) };
  }
  // The green card ends with the policy: none is handed out for a cover that no longer runs.
  const pdf = policy.ended ? undefined : await renderGreenCardOf(policy);
  if (!pdf) throw new DomainError('not-found', { errorKey: errorKeys.orderNotFound });
  return { fileName: greenCardPdfFileName(policy), pdf };
}

/** Issues and stores the policy, or answers undefined when the insurer failed (the order then says so). */
async function issue(order: OrderDocument, now: Date): Promise<PolicyDocument | undefined> {
  const existing = await readPolicy(order.orderNumber);
  if (existing) {
    // Stored by an attempt that stopped before the order said so: the order catches up, or it would never be done.
    if (order.policyState !== 'issued') await policyIssued(order, existing, now);
    return existing;
  }
  if (!order.payment) throw new Error(`Paid order ${order.orderNumber} has no payment`);
  const paidAt = order.payment.at.toDate();
  // Cover runs from the payment, however late the insurer answers.
  const { startsAt, endsAt } = policyPeriod(order.policyStartDate, paidAt);
  const holder = order.policyholder;
  let issued;
  try {
    issued = await insurer().issuePolicy({
      calculationId: order.calculationId,
      coverCodes: order.coverCodes,
      policyStartsAt: zagrebIso(startsAt),
      policyEndsAt: zagrebIso(endsAt),
      paidAmount: order.total,
      paymentReference: order.orderNumber,
      paymentPlan: order.paymentPlan ?? singlePayment,
      policyholder: {
        firstName: holder.firstName,
        lastName: holder.lastName,
        personalIdentificationNumber: holder.personalIdentificationNumber,
        dateOfBirth: displayDateToIso(holder.dateOfBirth) ?? holder.dateOfBirth,
        email: holder.contactEmail,
        phone: `${holder.phoneNumberPrefix}${holder.phoneNumber.replace(/\s+/g, '')}`,
        address: holder.address,
        houseNumber: holder.houseNumber,
        postalCode: holder.postalCode,
        city: holder.city,
        country: holder.country,
      },
    });
  } catch (error) {
    if (!(error instanceof InsurerFailure)) throw error;
    logger.error('Policy issue failed; the order stays paid and is retried', {
      orderNumber: order.orderNumber,
      attempt: order.attempts + 1,
      kind: error.kind,
      error: error.message,
    });
    await retryLater(order, now, { policyState: 'issue-failed' }, 'policy-issue-failed', error, error.kind);
    return undefined;
  }
  const policy = await storePolicy({
    orderNumber: order.orderNumber,
    quoteId: order.quoteId,
    uid: order.uid,
    email: holder.contactEmail.toLowerCase(),
    locale: order.locale,
    policyNumber: issued.policyNumber,
    policyControlNumber: issued.policyControlNumber,
    policyTransactionId: issued.policyTransactionId,
    productName: issued.productName,
    minimumSumsInsured: issued.minimumSumsInsured,
    territorialScope: issued.territorialScope,
    greenCard: issued.greenCard,
    startsAt: Timestamp.fromDate(startsAt),
    endsAt: Timestamp.fromDate(endsAt),
    issuedAt: Timestamp.fromDate(now),
    policyholder: holder,
    policyholderIsRegisteredOwner: order.policyholderIsRegisteredOwner,
    vehicle: order.vehicle,
    covers: order.items.map((item) => ({
      coverCode: item.coverCode,
      premium: item.price,
      premiumTax: (toCents(item.price) - toCents(item.taxBasisAmt)) / 100,
    })),
    paymentPlan: order.paymentPlan ?? singlePayment,
    singlePaymentDiscount: order.singlePaymentDiscountAmount ?? 0,
    discount: order.discount ? { code: order.discount.code, amount: order.discountAmount } : null,
    referralDiscount: order.referralDiscountAmount ?? 0,
    points: order.points ? { points: order.points.points, amount: order.points.amount } : null,
    total: order.total,
    payment: {
      method: order.paymentMethod ?? 'card',
      orderNumber: order.orderNumber,
      // A slip's money has no approval code: the bank's reference of the credit is what a person asks the bank by.
      approvalCode: order.payment.approvalCode ?? order.payment.transactionId.replace(/^bank\|/, ''),
      // A slip's payer account, masked, is what a card's number is: which of the driver's accounts paid.
      maskedPan: order.payment.maskedPan ?? order.payment.payer?.ibanMasked ?? null,
      paidAt: order.payment.at,
    },
    expireAt: retentionOfPaidRecord(endsAt),
  });
  logger.info('Policy issued', { orderNumber: order.orderNumber, policyNumber: policy.policyNumber });
  await policyIssued(order, policy, now);
  return policy;
}

async function policyIssued(order: OrderDocument, policy: PolicyDocument, now: Date): Promise<void> {
  await updateOrder(
    order.orderNumber,
    { policyState: 'issued' },
    orderEvent('policy-issued', now, policy.policyNumber),
  );
  await markWorkInProgressStep(order.wipId, serverSteps.paid, 'paid');
}

/** E-mails the policy; answers false when SendGrid did not take it (the order then says so). */
async function sendPolicy(order: OrderDocument, policy: PolicyDocument, now: Date): Promise<boolean> {
  const ePolicy = ePolicyOf(policy);
  // Each sending gets its own link; the few sent before still open the policy (services/policy-access.ts).
  const manageUrl = policyManageLink(
    order.siteOrigin,
    policy.locale,
    policy.orderNumber,
    await newPolicyLinkToken(policy),
  );
  const email = composePolicyEmail(
    ePolicy,
    { ...policyEmailLinks(order.siteOrigin, policy.locale, policy.email), manageUrl },
    policy.greenCard !== undefined,
  );
  try {
    const [ePolicyPdf, greenCardPdf] = await Promise.all([renderPolicyPdf(policy), renderGreenCardOf(policy)]);
    const { messageId } = await mail().send({
      to: policy.email,
      toName: `${policy.policyholder.firstName} ${policy.policyholder.lastName}`,
      from: { email: mailFrom.value(), name: 'AO online' },
      subject: email.subject,
      text: email.text,
      html: email.html,
      attachments: [
        {
          filename: policyPdfFileName(policy, versionsOf(policy).length),
          contentType: 'application/pdf',
          content: ePolicyPdf,
        },
        ...(greenCardPdf
          ? [{ filename: greenCardPdfFileName(policy), contentType: 'application/pdf', content: greenCardPdf }]
          : []),
      ],
      customArgs: { orderNumber: order.orderNumber },
      categories: ['policy'],
    });
    logger.info('Policy e-mail sent', { orderNumber: order.orderNumber, messageId });
    await updateOrder(
      order.orderNumber,
      { emailState: 'sent', ...nothingLeft },
      orderEvent('email-sent', now, messageId ?? undefined),
    );
    return true;
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
    logger.error('Policy e-mail not sent; retried later', { orderNumber: order.orderNumber, error: error.message });
    await retryLater(order, now, { emailState: 'failed' }, 'email-failed', error);
    return false;
  }
}

async function refundDuplicate(order: OrderDocument, now: Date): Promise<void> {
  try {
    const { refundId } = await gateway().refund(order.orderNumber, order.amountCents);
    logger.info('Duplicate payment refunded', { orderNumber: order.orderNumber, refundId });
    await updateOrderReturningPoints(
      order.orderNumber,
      { state: 'refunded', refundState: 'refunded', ...nothingLeft },
      orderEvent('refunded', now, refundId),
    );
  } catch (error) {
    if (!(error instanceof GatewayFailure)) throw error;
    logger.error('Refund of a duplicate payment failed; retried later', {
      orderNumber: order.orderNumber,
      error: error.message,
    });
    await retryLater(order, now, { refundState: 'failed' }, 'refund-failed', error);
  }
}

/**
 * Finishes whatever a paid order still needs. Safe to call any number of times, from anywhere, at once. Answers
 * whether this call did the work: false when there was nothing to do or another worker held the order.
 */
export async function settlePaidOrder(orderNumber: string, now = new Date()): Promise<boolean> {
  const order = await claimOrder(orderNumber, now);
  if (!order) return false;
  try {
    if (order.refundState !== null) {
      await refundDuplicate(order, now);
      return true;
    }
    // Before the policy: the friend's reward depends on the payment alone, and is credited once however often this runs.
    await creditReferralOf(order);
    const policy = await issue(order, now);
    if (!policy) return true;
    // The e-mail is the last step: sending it also records that nothing is left to do.
    if (order.emailState === 'sent') await updateOrder(orderNumber, nothingLeft);
    else await sendPolicy(order, policy, now);
    return true;
  } catch (error) {
    await updateOrder(orderNumber, {
      leaseUntil: null,
      nextAttemptAt: retryAt(order.attempts, now),
      lastError: String(error),
    });
    throw error;
  }
}

/**
 * Sends an issued policy's e-mail again, as fulfilment sends it, for an order this worker has claimed (support, for
 * a driver who did not get it). Answers whether SendGrid took it; when it did not, the order owes the e-mail again
 * and the scheduler retries it like any failed one.
 */
export async function resendPolicy(order: OrderDocument, now = new Date()): Promise<boolean> {
  try {
    const policy = await readPolicy(order.orderNumber);
    if (!policy) throw new Error(`Order ${order.orderNumber} says its policy is issued, but there is none`);
    return await sendPolicy(order, policy, now);
  } catch (error) {
    await updateOrder(order.orderNumber, { leaseUntil: null, lastError: String(error) });
    throw error;
  }
}
