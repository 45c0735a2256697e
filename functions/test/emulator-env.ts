/** Addresses of the running emulator stack; the stack helper exports them, the defaults match firebase.json. */
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-autoodgovornost';
export const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';
export const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001';
export const sendgridOrigin = process.env.SENDGRID_ORIGIN ?? 'http://127.0.0.1:4030';
export const gatewayOrigin = process.env.GATEWAY_ORIGIN ?? 'http://127.0.0.1:4020';
export const insurerOrigin = process.env.INSURER_ORIGIN ?? 'http://127.0.0.1:4010';
export const bankOrigin = process.env.BANK_ORIGIN ?? 'http://127.0.0.1:4050';
export const authOrigin = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`;
