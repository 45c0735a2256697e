import { defineSecret, defineString } from 'firebase-functions/params';
import { functionsRegion } from './contracts/platform.js';

/**
 * All configuration of the functions, read in this one module. Values come from
 * `.env.<project>` / Secret Manager when deployed and from `.env.local` / `.secret.local`
 * (safe demo values committed for the emulator) locally.
 */
export const region = functionsRegion;

export const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** Base URL of the insurer's HTTP API; in the emulator it points at the mock insurer. */
export const insurerBaseUrl = defineString('INSURER_BASE_URL', {
  description: 'Base URL of the insurer (Groupama) HTTP API',
});

/** SendGrid API key for the contact form; unused in the emulator, which writes mail to an outbox collection. */
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');
