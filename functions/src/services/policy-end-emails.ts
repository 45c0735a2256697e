/**
 * The confirmation that a policy ended (*potvrda o prestanku osiguranja*): its PDF rendered from the ending and the
 * policy, and the e-mail that carries it. pdf-lib and the fonts load on first use, as the e-policy's do.
 */
import { logger } from 'firebase-functions/logger';
import { mailFrom } from '../config.js';
import type { PolicyEndConfirmation } from '../documents/policy-end-confirmation-pdf.js';
import { mail } from '../mail/mail.js';
import type { PolicyDocument } from '../store/policies.js';
import type { PolicyEndingRecord } from '../store/policy-endings.js';
import { policyEmailLinks } from './email-links.js';
import { siteOriginFor } from './site-origins.js';

/** What the confirmation states, from an ending the insurer has decided. */
export function confirmationOf(ending: PolicyEndingRecord, policy: PolicyDocument): PolicyEndConfirmation {
  if (
    ending.state !== 'ended' ||
    !ending.coverEndsAt ||
    ending.bonusMalusClass === null ||
    !ending.refund ||
    !ending.answeredAt
  )
    throw new Error(`Policy ending ${ending.orderNumber} has not ended the cover`);
  return {
    locale: ending.locale,
    policyNumber: ending.policyNumber,
    policyholder: policy.policyholder,
    vehicle: policy.vehicle,
    policyStartsAt: policy.startsAt.toDate().toISOString(),
    policyEndsAt: policy.endsAt.toDate().toISOString(),
    reason: ending.reason,
    effectiveDate: ending.endDate,
    coverEndsAt: ending.coverEndsAt.toDate().toISOString(),
    refund: {
      amount: ending.refund.amount,
      method: ending.refund.method,
      ibanMasked: ending.refund.ibanMasked,
      state: ending.refund.state,
    },
    bonusMalusClass: ending.bonusMalusClass,
    // The day of the insurer's decision, so the file is the same whenever it is rendered again.
    issuedAt: ending.answeredAt.toDate().toISOString(),
  };
}

export async function renderPolicyEndConfirmation(ending: PolicyEndingRecord, policy: PolicyDocument) {
  const [{ renderPolicyEndConfirmationPdf }, { loadHouseFonts }] = await Promise.all([
    import('../documents/policy-end-confirmation-pdf.js'),
    import('../documents/house-fonts.js'),
  ]);
  return renderPolicyEndConfirmationPdf(confirmationOf(ending, policy), await loadHouseFonts());
}

/** Sends the confirmation to the policy's e-mail; false (logged) when SendGrid did not take it, for the schedule. */
export async function sendPolicyEndEmail(ending: PolicyEndingRecord, policy: PolicyDocument): Promise<boolean> {
  try {
    const [{ composePolicyEndEmail }, pdf] = await Promise.all([
      import('../documents/policy-end-email.js'),
      renderPolicyEndConfirmation(ending, policy),
    ]);
    const links = policyEmailLinks(siteOriginFor(null), ending.locale, ending.email);
    const email = composePolicyEndEmail(confirmationOf(ending, policy), pdf, { contactUrl: links.contactUrl });
    const sent = await mail().send({
      ...email,
      to: ending.email,
      toName: `${policy.policyholder.firstName} ${policy.policyholder.lastName}`,
      from: { email: mailFrom.value(), name: 'AO online' },
      customArgs: { policyEnding: ending.orderNumber },
      categories: ['policy-end'],
    });
    logger.info('Policy end confirmation e-mailed', { orderNumber: ending.orderNumber, messageId: sent.messageId });
    return true;
  } catch (error) {
    logger.error('Policy end confirmation not e-mailed; the schedule retries it', {
      orderNumber: ending.orderNumber,
      error: String(error),
    });
    return false;
  }
}
