import type { PolicyEndingView } from '../contracts/policy-ending.js';
import type { PolicyEndingRecord } from '../store/policy-endings.js';

/** An ending as its policyholder sees it: nothing of the lease, the IBAN whole, or who asked. */
export function viewOfEnding(ending: PolicyEndingRecord): PolicyEndingView {
  return {
    orderNumber: ending.orderNumber,
    policyNumber: ending.policyNumber,
    reason: ending.reason,
    endDate: ending.endDate,
    state: ending.state,
    missingDocuments: ending.missingDocuments,
    refusal: ending.refusal,
    coverEndsAt: ending.coverEndsAt?.toDate().toISOString() ?? null,
    bonusMalusClass: ending.bonusMalusClass,
    refund: ending.refund && {
      amount: ending.refund.amount,
      method: ending.refund.method,
      state: ending.refund.state,
      ibanMasked: ending.refund.ibanMasked,
    },
  };
}
