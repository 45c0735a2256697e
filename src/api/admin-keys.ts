import type { AuditSubject } from '@contracts/admin-audit';
import type { CouponFilter } from '@contracts/admin-list-coupons';
import type { Inbox, InboxState } from '@contracts/admin-inbox';
import type { BankCreditState } from '@contracts/bank-credits';
import type { PolicyChangeList } from '@contracts/admin-list-policy-changes';

/**
 * Query keys of the support console, apart from its calls: the console's gate clears them all when the user is no
 * longer an admin, without loading the Functions SDK. Lists and single records have keys of their own, so a change
 * refreshes the lists it affects and sets the record it answers with.
 */
export const adminKeys = {
  all: ['admin'] as const,
  orderLists: () => [...adminKeys.all, 'orders'] as const,
  orderList: (search: { query: string | null; attention: boolean }) => [...adminKeys.orderLists(), search] as const,
  order: (orderNumber: string) => [...adminKeys.all, 'order', orderNumber] as const,
  claimLists: () => [...adminKeys.all, 'claims'] as const,
  claimList: (search: { query: string | null; waiting: boolean }) => [...adminKeys.claimLists(), search] as const,
  claim: (claimId: string) => [...adminKeys.all, 'claim', claimId] as const,
  policyChanges: () => [...adminKeys.all, 'policy-changes'] as const,
  policyChangeList: (list: PolicyChangeList, state: string | null) =>
    [...adminKeys.policyChanges(), list, state] as const,
  bankCredits: () => [...adminKeys.all, 'bank-credits'] as const,
  bankCreditList: (state: BankCreditState) => [...adminKeys.bankCredits(), state] as const,
  inbox: (inbox: Inbox) => [...adminKeys.all, 'inbox', inbox] as const,
  inboxList: (inbox: Inbox, state: InboxState | null) => [...adminKeys.inbox(inbox), state] as const,
  banners: () => [...adminKeys.all, 'banners'] as const,
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  couponList: (filter: CouponFilter) => [...adminKeys.coupons(), filter] as const,
  funnel: (period: { from: string; to: string }) => [...adminKeys.all, 'funnel', period] as const,
  statementFunnel: (period: { from: string; to: string }) => [...adminKeys.all, 'statement-funnel', period] as const,
  reminderReport: (period: { from: string; to: string }) => [...adminKeys.all, 'reminder-report', period] as const,
  audit: () => [...adminKeys.all, 'audit'] as const,
  auditList: (subject: AuditSubject | null, subjectId: string | null) =>
    [...adminKeys.audit(), subject, subjectId] as const,
};
