import { onRequest } from 'firebase-functions/v2/https';
import { region } from './config.js';
import { routeApiRequest } from './http/api-router.js';

export { checkDiscountStatus } from './callables/check-discount-status.js';
export { contactUsSendgrid } from './callables/contact-us-sendgrid.js';
export { getGroupamaPricingForOptions } from './callables/get-groupama-pricing-for-options.js';
export { getOrderSummary } from './callables/get-order-summary.js';
export { getGroupamaVehicleInfo } from './callables/get-groupama-vehicle-info.js';
export { getWorkInProgress } from './callables/get-work-in-progress.js';
export { saveWorkInProgress } from './callables/save-work-in-progress.js';
export { sendCreateOfferRequest } from './callables/send-create-offer-request.js';

export const api = onRequest({ region, cors: false }, routeApiRequest);
