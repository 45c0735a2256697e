import { createRequire } from 'node:module';

/**
 * Cloud Functions loads this entry in every new instance, and the emulator in every new worker, before the function
 * answers; both name the one function the process runs in FUNCTION_TARGET (a reserved variable of Cloud Run
 * functions). So each function's module is loaded only in its own processes, and in those that name none: the
 * discovery of a deploy or of the emulator, which reads every declaration. A startPayment instance never loads the
 * other functions' declarations (scripts/bench-cold-start.ts times what it does load). An export is undefined in
 * another function's process; nothing there reads it.
 */
const target = process.env.FUNCTION_TARGET || undefined;

/**
 * Loaded with require(), not `await import()`: the emulator and the deploy's discovery require() this entry, which
 * Node refuses for a module with a top-level await. Node requires an ES module without one (20.19 and 22.12 on).
 */
const require = createRequire(import.meta.url);

function declared(name: string, load: () => unknown): unknown {
  return target === undefined || target === name ? (load() as Record<string, unknown>)[name] : undefined;
}

export const accidentHousekeeping = declared('accidentHousekeeping', () =>
  require('./schedules/accident-housekeeping.js'),
);
export const adminBankCreditAction = declared('adminBankCreditAction', () =>
  require('./callables/admin-bank-credit-action.js'),
);
export const adminClaimAction = declared('adminClaimAction', () => require('./callables/admin-claim-action.js'));
export const adminCreateCoupon = declared('adminCreateCoupon', () => require('./callables/admin-create-coupon.js'));
export const adminExpireCoupon = declared('adminExpireCoupon', () => require('./callables/admin-expire-coupon.js'));
export const adminExportFunnel = declared('adminExportFunnel', () => require('./callables/admin-export-funnel.js'));
export const adminGetClaim = declared('adminGetClaim', () => require('./callables/admin-get-claim.js'));
export const adminGetClaimFile = declared('adminGetClaimFile', () => require('./callables/admin-get-claim-file.js'));
export const adminGetFunnel = declared('adminGetFunnel', () => require('./callables/admin-get-funnel.js'));
export const adminGetOrder = declared('adminGetOrder', () => require('./callables/admin-get-order.js'));
export const adminGetReminderReport = declared('adminGetReminderReport', () =>
  require('./callables/admin-get-reminder-report.js'),
);
export const adminGetStatementFunnel = declared('adminGetStatementFunnel', () =>
  require('./callables/admin-get-statement-funnel.js'),
);
export const adminListAudit = declared('adminListAudit', () => require('./callables/admin-list-audit.js'));
export const adminListBankCredits = declared('adminListBankCredits', () =>
  require('./callables/admin-list-bank-credits.js'),
);
export const adminListBanners = declared('adminListBanners', () => require('./callables/admin-list-banners.js'));
export const adminListCoupons = declared('adminListCoupons', () => require('./callables/admin-list-coupons.js'));
export const adminListPolicyChanges = declared('adminListPolicyChanges', () =>
  require('./callables/admin-list-policy-changes.js'),
);
export const adminListInbox = declared('adminListInbox', () => require('./callables/admin-list-inbox.js'));
export const adminOrderAction = declared('adminOrderAction', () => require('./callables/admin-order-action.js'));
export const adminSaveBanner = declared('adminSaveBanner', () => require('./callables/admin-save-banner.js'));
export const adminSearchClaims = declared('adminSearchClaims', () => require('./callables/admin-search-claims.js'));
export const adminSearchOrders = declared('adminSearchOrders', () => require('./callables/admin-search-orders.js'));
export const adminUpdateInboxItem = declared('adminUpdateInboxItem', () =>
  require('./callables/admin-update-inbox-item.js'),
);
export const answerClaimOffer = declared('answerClaimOffer', () => require('./callables/answer-claim-offer.js'));
export const api = declared('api', () => require('./http/api.js'));
export const checkClaimPayee = declared('checkClaimPayee', () => require('./callables/check-claim-payee.js'));
export const checkDiscountStatus = declared('checkDiscountStatus', () =>
  require('./callables/check-discount-status.js'),
);
export const claimsFollowUp = declared('claimsFollowUp', () => require('./schedules/claims-follow-up.js'));
export const confirmClaimAppointment = declared('confirmClaimAppointment', () =>
  require('./callables/confirm-claim-appointment.js'),
);
export const contactUsSendgrid = declared('contactUsSendgrid', () => require('./callables/contact-us-sendgrid.js'));
export const deleteAccidentPhoto = declared('deleteAccidentPhoto', () =>
  require('./callables/delete-accident-photo.js'),
);
export const getAccidentPhoto = declared('getAccidentPhoto', () => require('./callables/get-accident-photo.js'));
export const getAccidentStatement = declared('getAccidentStatement', () =>
  require('./callables/get-accident-statement.js'),
);
export const getAccidentStatementPdf = declared('getAccidentStatementPdf', () =>
  require('./callables/get-accident-statement-pdf.js'),
);
export const endPolicy = declared('endPolicy', () => require('./callables/end-policy.js'));
export const completePolicyEnding = declared('completePolicyEnding', () =>
  require('./callables/complete-policy-ending.js'),
);
export const getPolicy = declared('getPolicy', () => require('./callables/get-policy.js'));
export const getPolicyPdf = declared('getPolicyPdf', () => require('./callables/get-policy-pdf.js'));
export const changePolicyDetails = declared('changePolicyDetails', () =>
  require('./callables/change-policy-details.js'),
);
export const getPolicyEndConfirmation = declared('getPolicyEndConfirmation', () =>
  require('./callables/get-policy-end-confirmation.js'),
);
export const getAccount = declared('getAccount', () => require('./callables/get-account.js'));
export const getAccountPolicyPdf = declared('getAccountPolicyPdf', () =>
  require('./callables/get-account-policy-pdf.js'),
);
export const getClaim = declared('getClaim', () => require('./callables/get-claim.js'));
export const getGroupamaPricingForOptions = declared('getGroupamaPricingForOptions', () =>
  require('./callables/get-groupama-pricing-for-options.js'),
);
export const getGroupamaVehicleInfo = declared('getGroupamaVehicleInfo', () =>
  require('./callables/get-groupama-vehicle-info.js'),
);
export const getOrderStatus = declared('getOrderStatus', () => require('./callables/get-order-status.js'));
export const getOrderSummary = declared('getOrderSummary', () => require('./callables/get-order-summary.js'));
export const getReferralProgramme = declared('getReferralProgramme', () =>
  require('./callables/get-referral-programme.js'),
);
export const getWorkInProgress = declared('getWorkInProgress', () => require('./callables/get-work-in-progress.js'));
export const joinAccidentStatement = declared('joinAccidentStatement', () =>
  require('./callables/join-accident-statement.js'),
);
export const linkAccidentPolicy = declared('linkAccidentPolicy', () => require('./callables/link-accident-policy.js'));
export const listAccountClaims = declared('listAccountClaims', () => require('./callables/list-account-claims.js'));
export const openRenewalReminder = declared('openRenewalReminder', () =>
  require('./callables/open-renewal-reminder.js'),
);
export const policyEndings = declared('policyEndings', () => require('./schedules/policy-endings.js'));
export const policyEndorsements = declared('policyEndorsements', () => require('./schedules/policy-endorsements.js'));
export const renewalReminders = declared('renewalReminders', () => require('./schedules/renewal-reminders.js'));
export const saveAccidentCommon = declared('saveAccidentCommon', () => require('./callables/save-accident-common.js'));
export const saveAccidentSide = declared('saveAccidentSide', () => require('./callables/save-accident-side.js'));
export const saveUserProfile = declared('saveUserProfile', () => require('./callables/save-user-profile.js'));
export const saveWorkInProgress = declared('saveWorkInProgress', () => require('./callables/save-work-in-progress.js'));
export const sendAccountEmail = declared('sendAccountEmail', () => require('./callables/send-account-email.js'));
export const sendCreateOfferRequest = declared('sendCreateOfferRequest', () =>
  require('./callables/send-create-offer-request.js'),
);
export const settlePayments = declared('settlePayments', () => require('./schedules/settle-payments.js'));
export const shareAccidentStatement = declared('shareAccidentStatement', () =>
  require('./callables/share-accident-statement.js'),
);
export const signAccidentStatement = declared('signAccidentStatement', () =>
  require('./callables/sign-accident-statement.js'),
);
export const startAccidentStatement = declared('startAccidentStatement', () =>
  require('./callables/start-accident-statement.js'),
);
export const startPayment = declared('startPayment', () => require('./callables/start-payment.js'));
export const uploadAccidentPhoto = declared('uploadAccidentPhoto', () =>
  require('./callables/upload-accident-photo.js'),
);
export const uploadClaimDocument = declared('uploadClaimDocument', () =>
  require('./callables/upload-claim-document.js'),
);
