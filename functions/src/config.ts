import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
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

/** How long one insurer request may take before it is abandoned (a read is then retried). */
export const insurerTimeoutMs = defineInt('INSURER_TIMEOUT_MS', { default: 5000 });

/** SendGrid API key for the contact form; unused in the emulator, which writes mail to an outbox collection. */
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');

/** Where contact-form messages go, and the sender they come from. */
export const supportEmail = defineString('SUPPORT_EMAIL', { default: 'podrska@ao-online.hr' });
export const mailFrom = defineString('MAIL_FROM', { default: 'no-reply@ao-online.hr' });

/** Vehicle lookups one IP address may make per minute (scraping the register is what this stops). */
export const lookupsPerMinutePerIp = defineInt('LOOKUPS_PER_MINUTE_PER_IP', { default: 20 });
/** Contact messages per hour, per IP address and per e-mail address. */
export const contactMessagesPerHour = defineInt('CONTACT_MESSAGES_PER_HOUR', { default: 5 });
