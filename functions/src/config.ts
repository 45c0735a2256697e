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

/** SendGrid's v3 API; in the emulator the mock SendGrid with its inbox page. */
export const sendgridBaseUrl = defineString('SENDGRID_BASE_URL', { default: 'https://api.sendgrid.com' });
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');

/** Where contact-form messages go, and the sender they come from. */
export const supportEmail = defineString('SUPPORT_EMAIL', { default: 'podrska@ao-online.hr' });
export const mailFrom = defineString('MAIL_FROM', { default: 'no-reply@ao-online.hr' });

/**
 * Account e-mails (a new password, a confirmation) per hour, per address and, ten times as many, per IP address:
 * enough for a driver who mistyped or lost one, too few to flood someone's inbox.
 */
export const accountEmailsPerHour = defineInt('ACCOUNT_EMAILS_PER_HOUR', { default: 5 });
/** Vehicle lookups one IP address may make per minute (scraping the register is what this stops). */
export const lookupsPerMinutePerIp = defineInt('LOOKUPS_PER_MINUTE_PER_IP', { default: 20 });
/** Contact messages per hour, per IP address and per e-mail address. */
export const contactMessagesPerHour = defineInt('CONTACT_MESSAGES_PER_HOUR', { default: 5 });

/** The card gateway's hosted checkout and APIs; in the emulator the mock gateway. */
export const gatewayBaseUrl = defineString('GATEWAY_BASE_URL', { description: 'Base URL of the card payment gateway' });
export const gatewayStoreId = defineString('GATEWAY_STORE_ID', { description: "The shop's id at the card gateway" });
/** Signs every message to and from the gateway (HMAC-SHA256). */
export const gatewayStoreSecret = defineSecret('GATEWAY_STORE_SECRET');
export const gatewayTimeoutMs = defineInt('GATEWAY_TIMEOUT_MS', { default: 8000 });

/**
 * Origins of the site (comma-separated; the first is the canonical one used in e-mails). The gateway sends the buyer
 * back to the origin they paid on, but only to one of these: a return URL is never taken from the client as it is.
 */
export const siteOrigins = defineString('SITE_ORIGINS', {
  description: 'Origins the site is served on, e.g. https://www.example.hr,https://example.web.app',
});

/**
 * How long after the buyer is back from the gateway an unconfirmed payment is settled by asking the gateway: long
 * enough for a normal notification to arrive first, short enough that a driver who waits sees the policy.
 */
export const paymentSettleAfterSeconds = defineInt('PAYMENT_SETTLE_AFTER_SECONDS', { default: 60 });
/** An order not paid this long after it started is settled or given up (the gateway's page times out sooner). */
export const paymentAbandonAfterMinutes = defineInt('PAYMENT_ABANDON_AFTER_MINUTES', { default: 30 });
/** Payment attempts one address may start per hour: a family's worth, not a card-testing script's. */
export const paymentStartsPerHourPerIp = defineInt('PAYMENT_STARTS_PER_HOUR_PER_IP', { default: 30 });
