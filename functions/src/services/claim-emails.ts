/**
 * The e-mail of a claim's change (decision 0018): its record is created in the transaction that applied the change,
 * so ten copies of a notification make one record; it is sent after the transaction by whoever created it, and by the
 * schedule when that sender failed. A lease keeps two senders apart, and a recipient SendGrid took is never mailed
 * again, except when staff resend it on purpose.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { mailFrom } from '../config.js';
import type { PartyRole } from '../contracts/accident-statement.js';
import { composeClaimEmail, type EmailingClaimState } from '../documents/claim-email.js';
import { mail } from '../mail/mail.js';
import {
  changeClaimEmail,
  claimEmailsOf,
  readClaim,
  unsentClaimEmails,
  type ClaimEmailRecord,
  type ClaimRecord,
} from '../store/claims.js';
import { claimViewOf } from './claim-view.js';
import { claimFollowLink } from './email-links.js';
import { siteOriginFor } from './site-origins.js';

/** Longer than two SendGrid calls take; a sender that died frees the record for the schedule after it. */
const leaseMs = 2 * 60_000;

/** Takes the record for this sender, unless it is sent, or another sender holds it. */
const takeLease = (claimId: string, sequence: number, now: Date, resend: boolean) =>
  changeClaimEmail(claimId, sequence, (current) => {
    if (!current) return { result: null };
    if (!resend && current.sentAt) return { result: null };
    if (current.leaseUntil && current.leaseUntil.toMillis() > now.getTime()) return { result: null };
    return {
      update: { leaseUntil: Timestamp.fromMillis(now.getTime() + leaseMs), attempts: current.attempts + 1 },
      result: current,
    };
  });

/**
 * The side an address drove on the statement. One address on both sides (a family's two cars) reads it as the
 * claimant, who has the offer to answer.
 */
function sideOf(claim: ClaimRecord, address: string): PartyRole | null {
  const sides = claim.parties.filter((party) => party.email === address).map((party) => party.role);
  return sides.includes(claim.insurer.claimantRole) ? claim.insurer.claimantRole : (sides[0] ?? null);
}

/** `sent`: every recipient has it now; `busy`: sent already, or another sender holds it; `failed`: the schedule's. */
type Delivery = 'sent' | 'busy' | 'failed';

/**
 * Sends the e-mail of the claim's change at `sequence` to every driver not yet mailed (all of them when `resend`).
 * A failure is logged and left to the schedule, never thrown.
 */
async function deliverClaimEmail(claimId: string, sequence: number, now: Date, resend: boolean): Promise<Delivery> {
  const record = await takeLease(claimId, sequence, now, resend);
  if (!record) return 'busy';
  const sentTo = resend ? [] : [...(record.sentTo ?? [])];
  let messageId = record.messageId;
  let failure: unknown = null;
  try {
    const claim = await readClaim(claimId);
    if (!claim) throw new Error(`Claim ${claimId} is gone`);
    const link = claimFollowLink(siteOriginFor(null), claim.language, claimId);
    for (const to of record.to.filter((address) => !sentTo.includes(address))) {
      // The e-mail tells of the change it was made for, whatever the claim has done since, as the recipient's side
      // reads it: the claimant's money is not the other driver's to see.
      const email = composeClaimEmail(
        claimViewOf(claimId, claim, sideOf(claim, to)),
        record.state as EmailingClaimState,
        link,
      );
      const sent = await mail().send({
        to,
        from: { email: mailFrom.value(), name: 'AO online' },
        subject: email.subject,
        text: email.text,
        html: email.html,
        customArgs: { claimId, sequence: String(sequence) },
        categories: ['claim'],
      });
      messageId = sent.messageId ?? messageId;
      sentTo.push(to);
    }
    logger.info('Claim e-mail sent', { claimId, sequence, state: record.state, resend, messageId });
  } catch (error) {
    failure = error;
    logger.error('Claim e-mail not sent; the schedule retries it', { claimId, sequence, error: String(error) });
  }
  const done = failure === null;
  await changeClaimEmail(claimId, sequence, () => ({
    update: {
      sentTo,
      messageId,
      leaseUntil: null,
      ...(done && !resend ? { sentAt: Timestamp.fromDate(now) } : {}),
      ...(done && resend ? { resentAt: Timestamp.fromDate(now) } : {}),
    },
    result: undefined,
  }));
  return done ? 'sent' : 'failed';
}

/** Answers whether this call got the e-mail to every driver (false: sent before, being sent, or failed). */
export const sendClaimEmail = async (claimId: string, sequence: number, now = new Date(), resend = false) =>
  (await deliverClaimEmail(claimId, sequence, now, resend)) === 'sent';

/** Staff's resend of the claim's latest e-mail (the console): false when the claim has not e-mailed anyone yet. */
export async function resendLatestClaimEmail(claimId: string, now = new Date()): Promise<boolean> {
  const latest = (await claimEmailsOf(claimId)).at(-1);
  if (!latest) return false;
  return sendClaimEmail(claimId, latest.sequence, now, true);
}

/** The schedule's part: e-mails created more than a lease ago and still not taken by SendGrid. */
export async function sendOwedClaimEmails(now = new Date()): Promise<{ sent: number; failed: number }> {
  const owed: ClaimEmailRecord[] = await unsentClaimEmails(new Date(now.getTime() - 30_000), 20);
  const report = { sent: 0, failed: 0 };
  for (const record of owed) {
    const delivery = await deliverClaimEmail(record.claimId, record.sequence, now, false);
    if (delivery === 'sent') report.sent += 1;
    if (delivery === 'failed') report.failed += 1;
  }
  return report;
}
