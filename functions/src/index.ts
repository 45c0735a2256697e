import { onRequest } from 'firebase-functions/v2/https';
import { gatewayStoreSecret, insurerNotifySecret, region, sendgridApiKey } from './config.js';
import { routeApiRequest } from './http/api-router.js';

export { adminClaimAction } from './callables/admin-claim-action.js';
export { adminCreateCoupon } from './callables/admin-create-coupon.js';
export { adminExpireCoupon } from './callables/admin-expire-coupon.js';
export { adminExportFunnel } from './callables/admin-export-funnel.js';
export { adminGetClaim } from './callables/admin-get-claim.js';
export { adminGetClaimFile } from './callables/admin-get-claim-file.js';
export { adminGetFunnel } from './callables/admin-get-funnel.js';
export { adminGetOrder } from './callables/admin-get-order.js';
export { adminListAudit } from './callables/admin-list-audit.js';
export { adminListBanners } from './callables/admin-list-banners.js';
export { adminListCoupons } from './callables/admin-list-coupons.js';
export { adminListInbox } from './callables/admin-list-inbox.js';
export { adminOrderAction } from './callables/admin-order-action.js';
export { adminSaveBanner } from './callables/admin-save-banner.js';
export { adminGetStatementFunnel } from './callables/admin-get-statement-funnel.js';
export { adminSearchClaims } from './callables/admin-search-claims.js';
export { adminSearchOrders } from './callables/admin-search-orders.js';
export { adminUpdateInboxItem } from './callables/admin-update-inbox-item.js';
export { checkDiscountStatus } from './callables/check-discount-status.js';
export { contactUsSendgrid } from './callables/contact-us-sendgrid.js';
export { getGroupamaPricingForOptions } from './callables/get-groupama-pricing-for-options.js';
export { getOrderSummary } from './callables/get-order-summary.js';
export { getGroupamaVehicleInfo } from './callables/get-groupama-vehicle-info.js';
export { getAccount } from './callables/get-account.js';
export { getAccountPolicyPdf } from './callables/get-account-policy-pdf.js';
export { getOrderStatus } from './callables/get-order-status.js';
export { getReferralProgramme } from './callables/get-referral-programme.js';
export { getWorkInProgress } from './callables/get-work-in-progress.js';
export { saveWorkInProgress } from './callables/save-work-in-progress.js';
export { saveUserProfile } from './callables/save-user-profile.js';
export { sendAccountEmail } from './callables/send-account-email.js';
export { sendCreateOfferRequest } from './callables/send-create-offer-request.js';
export { startPayment } from './callables/start-payment.js';
export { settlePayments } from './schedules/settle-payments.js';
export { deleteAccidentPhoto } from './callables/delete-accident-photo.js';
export { getAccidentPhoto } from './callables/get-accident-photo.js';
export { getAccidentStatement } from './callables/get-accident-statement.js';
export { getAccidentStatementPdf } from './callables/get-accident-statement-pdf.js';
export { joinAccidentStatement } from './callables/join-accident-statement.js';
export { linkAccidentPolicy } from './callables/link-accident-policy.js';
export { saveAccidentCommon } from './callables/save-accident-common.js';
export { saveAccidentSide } from './callables/save-accident-side.js';
export { shareAccidentStatement } from './callables/share-accident-statement.js';
export { signAccidentStatement } from './callables/sign-accident-statement.js';
export { startAccidentStatement } from './callables/start-accident-statement.js';
export { uploadAccidentPhoto } from './callables/upload-accident-photo.js';
export { accidentHousekeeping } from './schedules/accident-housekeeping.js';
export { answerClaimOffer } from './callables/answer-claim-offer.js';
export { confirmClaimAppointment } from './callables/confirm-claim-appointment.js';
export { getClaim } from './callables/get-claim.js';
export { listAccountClaims } from './callables/list-account-claims.js';
export { uploadClaimDocument } from './callables/upload-claim-document.js';
export { claimsFollowUp } from './schedules/claims-follow-up.js';
export { openRenewalReminder } from './callables/open-renewal-reminder.js';
export { adminGetReminderReport } from './callables/admin-get-reminder-report.js';
export { renewalReminders } from './schedules/renewal-reminders.js';

/**
 * The gateway's notification fulfils orders (the insurer, the mail), hence both secrets; the insurer's claim
 * notification is checked with its own secret and may e-mail the drivers. A reminder's unsubscribe needs none.
 */
export const api = onRequest(
  { region, cors: false, secrets: [gatewayStoreSecret, sendgridApiKey, insurerNotifySecret] },
  routeApiRequest,
);
