import { onRequest } from 'firebase-functions/v2/https';
import { gatewayStoreSecret, region, sendgridApiKey } from './config.js';
import { routeApiRequest } from './http/api-router.js';

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

/** The gateway's notification fulfils orders (the insurer, the mail), hence both secrets. */
export const api = onRequest({ region, cors: false, secrets: [gatewayStoreSecret, sendgridApiKey] }, routeApiRequest);
