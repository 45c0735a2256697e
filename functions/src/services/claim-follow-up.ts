/**
 * The claims' schedule (decision 0018): what a lost notification or a failed call left undone. An open claim the
 * insurer has not told us of for a while gets its status asked; an e-mail created but not taken by SendGrid is sent;
 * a document stored but not taken by the insurer is passed on. And a claim past its six years goes with its files.
 */
import { logger } from 'firebase-functions/logger';
import { claimStatusQueryAfterMinutes } from '../config.js';
import { claimStates } from '../contracts/claim.js';
import { deleteFolder } from '../storage/file-store.js';
import { claimsWaitingOnUs, deleteClaim, expiredClaims, quietClaims } from '../store/claims.js';
import { sendOwedClaimEmails } from './claim-emails.js';
import { passDocumentToInsurer } from './claim-actions.js';
import { openClaimStates } from '../contracts/claim.js';
import { claimFolder, refreshClaimStatus } from './claims.js';

export interface ClaimsFollowUpReport {
  statusAsked: number;
  changed: number;
  emailsSent: number;
  documentsPassed: number;
  claimsDeleted: number;
  failures: number;
}

export async function runClaimsFollowUp(now = new Date()): Promise<ClaimsFollowUpReport> {
  const report: ClaimsFollowUpReport = {
    statusAsked: 0,
    changed: 0,
    emailsSent: 0,
    documentsPassed: 0,
    claimsDeleted: 0,
    failures: 0,
  };
  const quietSince = new Date(now.getTime() - claimStatusQueryAfterMinutes.value() * 60_000);
  for (const claimId of await quietClaims(quietSince, openClaimStates, 100)) {
    try {
      const claim = await refreshClaimStatus(claimId, now);
      report.statusAsked += 1;
      if (claim.notifications.at(-1)?.applied) report.changed += 1;
    } catch (error) {
      report.failures += 1;
      logger.warn('Claim status not read; asked again on the next run', { claimId, error: String(error) });
    }
  }
  const emails = await sendOwedClaimEmails(now);
  report.emailsSent += emails.sent;
  report.failures += emails.failed;
  for (const [claimId, claim] of await claimsWaitingOnUs(50)) {
    for (const document of claim.documents.filter((listed) => !listed.sentToInsurerAt)) {
      try {
        await passDocumentToInsurer(claimId, claim, document, now);
        report.documentsPassed += 1;
      } catch (error) {
        report.failures += 1;
        logger.warn('Claim document still not passed to the insurer', {
          claimId,
          documentId: document.documentId,
          error: String(error),
        });
      }
    }
  }
  for (const claimId of await expiredClaims(now, claimStates, 50)) {
    await deleteFolder(claimFolder(claimId));
    await deleteClaim(claimId);
    report.claimsDeleted += 1;
  }
  return report;
}
