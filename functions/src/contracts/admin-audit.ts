/**
 * The audit log's entries as the console reads them (`adminListAudit`, `adminGetOrder`): every change staff made
 * through the console. Apart from the call's contract, which holds a Yup schema, so a page that only names the
 * subjects does not pull Yup in.
 */
/** What an entry is about: its kind of record, and the record's id. */
export const auditSubjects = [
  'order',
  'offer-request',
  'contact-message',
  'banner',
  'coupon',
  'claim',
  'bank-credit',
] as const;
export type AuditSubject = (typeof auditSubjects)[number];

export interface AdminAuditEntry {
  id: string;
  /** ISO 8601. */
  at: string;
  /** The admin: uid and e-mail from their verified token. */
  actorUid: string;
  actorEmail: string;
  /** The admin call that made the change, e.g. `adminCreateCoupon`, with its action for adminOrderAction. */
  action: string;
  subject: AuditSubject;
  subjectId: string;
  /** The changed fields before and after (null: the record did not exist / was not changed). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Why, when the action takes a reason (a refund). */
  reason: string | null;
}
