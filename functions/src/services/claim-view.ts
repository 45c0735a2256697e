/** A stored claim as its driver (or staff) sees it: the insurer's last snapshot with what is ours. */
import type { PartyRole } from '../contracts/accident-statement.js';
import type { ClaimNextAction, ClaimPayment, ClaimView } from '../contracts/claim.js';
import type { ClaimRecord } from '../store/claims.js';

const iso = (timestamp: { toDate(): Date }) => timestamp.toDate().toISOString();

/**
 * What the driver must do next. An offer is answered by the claimant only, so the other driver is told of nothing to
 * do; staff (`you` null) see the claim's own next step.
 */
export function nextActionOf(claim: ClaimRecord, you: PartyRole | null): ClaimNextAction {
  const { insurer } = claim;
  if (insurer.state === 'documents-missing' && insurer.missingDocuments.length > 0) return 'upload-documents';
  const { appointment } = insurer;
  // A photo assessment needs nobody there: nothing to confirm.
  if (insurer.state === 'assessor-appointed' && appointment && !appointment.photoAssessment && !appointment.confirmedAt)
    return 'confirm-appointment';
  if (insurer.state === 'offer' && insurer.offer && (you === null || you === insurer.claimantRole))
    return 'answer-offer';
  return null;
}

/**
 * A payout made before the insurer paid by instant transfer tells neither when it left nor its reference. The driver
 * whose policy pays learns when, never where to: the account and the transfer are the claimant's.
 */
function paymentOf({ payment, claimantRole }: ClaimRecord['insurer'], you: PartyRole | null): ClaimPayment | null {
  if (!payment) return null;
  const { amount, paidOn, ibanMasked, paidAt, transferReference } = payment;
  const theirs = you === null || you === claimantRole;
  return {
    amount,
    paidOn,
    ibanMasked: theirs ? ibanMasked : null,
    paidAt: paidAt ?? null,
    transferReference: theirs ? (transferReference ?? null) : null,
  };
}

export function claimViewOf(claimId: string, claim: ClaimRecord, you: PartyRole | null): ClaimView {
  const { insurer } = claim;
  const claimantName =
    you !== null && you === insurer.claimantRole ? claim.parties.find((party) => party.role === you)?.name : undefined;
  return {
    claimId,
    claimNumber: claim.claimNumber,
    state: insurer.state,
    language: claim.language,
    accident: {
      date: claim.accidentDate,
      time: claim.accident.time,
      place: claim.accident.place,
    },
    plates: claim.parties.map((party) => ({ role: party.role, plate: party.plate })),
    claimantRole: insurer.claimantRole,
    you,
    timeline: insurer.timeline,
    missingDocuments: insurer.missingDocuments,
    documents: claim.documents.map(({ documentId, code, fileName, contentType, uploadedAt }) => ({
      documentId,
      code,
      fileName,
      contentType,
      uploadedAt: iso(uploadedAt),
    })),
    appointment: insurer.appointment,
    offer: insurer.offer,
    dispute: insurer.dispute,
    payment: paymentOf(insurer, you),
    decline: insurer.decline,
    nextAction: nextActionOf(claim, you),
    updatedAt: iso(claim.lastHeardAt),
    ...(claimantName ? { claimantName } : {}),
  };
}
