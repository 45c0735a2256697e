/**
 * The e-mails of a change to a running policy (services/policy-changes.ts): the endorsement's, with the e-policy's new
 * version, and the note that the contact details changed. Each carries a fresh link to the policy's page.
 */
import { logger } from 'firebase-functions/logger';
import { mailFrom } from '../config.js';
import { mail } from '../mail/mail.js';
import type { PolicyEndorsementRecord } from '../store/policy-endorsements.js';
import { versionsOf, type PolicyDocument } from '../store/policies.js';
import { policyEmailLinks, policyManageLink } from './email-links.js';
import { ePolicyOf, policyPdfFileName, renderPolicyPdf } from './fulfilment.js';
import { newPolicyLinkToken } from './policy-access.js';
import { siteOriginFor } from './site-origins.js';

const linksFor = async (policy: PolicyDocument) => {
  const siteOrigin = siteOriginFor(null);
  return {
    manageUrl: policyManageLink(siteOrigin, policy.locale, policy.orderNumber, await newPolicyLinkToken(policy)),
    contactUrl: policyEmailLinks(siteOrigin, policy.locale, policy.email).contactUrl,
  };
};

const sender = () => ({ email: mailFrom.value(), name: 'AO online' });
const nameOf = (policy: PolicyDocument) => `${policy.policyholder.firstName} ${policy.policyholder.lastName}`;

/** The new version to the policy's e-mail; false (logged) when SendGrid did not take it, for the schedule. */
export async function sendEndorsementEmail(policy: PolicyDocument, record: PolicyEndorsementRecord): Promise<boolean> {
  const version = versionsOf(policy).find((each) => each.endorsementId === record.endorsementId);
  if (!version) throw new Error(`Policy ${policy.orderNumber} has no version of ${record.endorsementId}`);
  try {
    const [{ composeEndorsementEmail }, pdf, links] = await Promise.all([
      import('../documents/policy-change-email.js'),
      renderPolicyPdf(policy, version.version),
      linksFor(policy),
    ]);
    const email = composeEndorsementEmail(ePolicyOf(policy, version.version), links);
    const sent = await mail().send({
      ...email,
      to: policy.email,
      toName: nameOf(policy),
      from: sender(),
      attachments: [
        { filename: policyPdfFileName(policy, version.version), contentType: 'application/pdf', content: pdf },
      ],
      customArgs: { policyEndorsement: record.endorsementId },
      categories: ['policy-endorsement'],
    });
    logger.info('Policy endorsement e-mailed', { endorsementId: record.endorsementId, messageId: sent.messageId });
    return true;
  } catch (error) {
    logger.error('Policy endorsement not e-mailed; the schedule retries it', {
      endorsementId: record.endorsementId,
      error: String(error),
    });
    return false;
  }
}

/**
 * The note that the contact details changed, to the policy's e-mail, and to `oldEmail` when the e-mail changed. A
 * note SendGrid did not take is logged, not retried: the change is made, and the page shows it.
 */
export async function sendContactChangeEmails(policy: PolicyDocument, oldEmail: string | null): Promise<void> {
  const { composeContactChangeEmail } = await import('../documents/policy-change-email.js');
  const ePolicy = ePolicyOf(policy);
  const links = await linksFor(policy);
  const notes = [
    { to: policy.email, email: composeContactChangeEmail(ePolicy, 'new', links) },
    ...(oldEmail ? [{ to: oldEmail, email: composeContactChangeEmail(ePolicy, 'old', links) }] : []),
  ];
  await Promise.all(
    notes.map(async (note) => {
      try {
        await mail().send({
          ...note.email,
          to: note.to,
          toName: nameOf(policy),
          from: sender(),
          customArgs: { policyContactChange: policy.orderNumber },
          categories: ['policy-contact-change'],
        });
      } catch (error) {
        logger.warn('Policy contact change note not e-mailed', {
          orderNumber: policy.orderNumber,
          error: String(error),
        });
      }
    }),
  );
}
