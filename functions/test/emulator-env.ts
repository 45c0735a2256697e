/** Addresses of the running emulator stack; the stack helper exports them, the defaults match firebase.json. */
export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-autoodgovornost';
export const hostingOrigin = process.env.HOSTING_ORIGIN ?? 'http://127.0.0.1:5000';
export const functionsOrigin = process.env.FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001';
