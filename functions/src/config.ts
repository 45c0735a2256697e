import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { functionsRegion } from './contracts/platform.js';

/**
 * All configuration of the functions, read in this one module. Values come from
 * `.env.<project>` / Secret Manager when deployed and from `.env.local` / `.secret.local`
 * (safe demo values committed for the emulator) locally.
 */
export const region = functionsRegion;

export const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/**
 * The functions emulator opens CORS to every origin (its `enableCors` debug feature) whatever a function asks for;
 * production does not. Taken out here, so the local stack refuses a foreign origin as production does. Its other
 * debug feature, unverified tokens, stays: the emulator has no keys to verify App Check or Auth tokens with.
 */
if (isEmulator && process.env.FIREBASE_DEBUG_FEATURES) {
  const features = JSON.parse(process.env.FIREBASE_DEBUG_FEATURES) as Record<string, unknown>;
  process.env.FIREBASE_DEBUG_FEATURES = JSON.stringify({ ...features, enableCors: false });
}

/** Base URL of the insurer's HTTP API; in the emulator it points at the mock insurer. */
export const insurerBaseUrl = defineString('INSURER_BASE_URL', {
  description: 'Base URL of the insurer (Groupama) HTTP API',
});

/** How long one insurer request may take before it is abandoned (a read is then retried). */
export const insurerTimeoutMs = defineInt('INSURER_TIMEOUT_MS', { default: 5000 });
/** Signs the insurer's claim notifications to us (HMAC-SHA256 of the body; insurer/insurer-api.ts). */
export const insurerNotifySecret = defineSecret('INSURER_NOTIFY_SECRET');
/**
 * An open claim the insurer has not told us of for this long gets its status asked by the schedule (a notification
 * lost on the way): a few hours in production, where a claim moves in days; seconds locally, where it moves in seconds.
 */
export const claimStatusQueryAfterMinutes = defineInt('CLAIM_STATUS_QUERY_AFTER_MINUTES', { default: 360 });

/** SendGrid's v3 API; in the emulator the mock SendGrid with its inbox page. */
export const sendgridBaseUrl = defineString('SENDGRID_BASE_URL', { default: 'https://api.sendgrid.com' });
export const sendgridApiKey = defineSecret('SENDGRID_API_KEY');

/**
 * The Cloud Storage bucket for the drivers' files (statement photos and PDFs); empty for the project's default bucket,
 * which Firebase names in FIREBASE_CONFIG when deployed. The local stack names the mock's bucket. The client finds the
 * mock Cloud Storage through STORAGE_EMULATOR_HOST in functions/.env.local, its own variable and not a param: a param
 * is set in production too, and any value there, even an empty one, would turn the client's authentication off.
 */
export const storageBucket = defineString('STORAGE_BUCKET', { default: '' });

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

/** The bank that holds the collection account drivers pay HUB-3 slips into (bank/bank-api.ts); locally the mock bank. */
export const bankBaseUrl = defineString('BANK_BASE_URL', { description: 'Base URL of the collection bank HTTP API' });
/** The insurer's collection account: the payee IBAN of every slip, and the account refunds leave from. */
export const bankAccountIban = defineString('BANK_ACCOUNT_IBAN', {
  description: "The insurer's collection account IBAN (HR and 19 digits)",
});
/** The payee as every slip prints it (HUB-3's three lines). */
export const bankPayeeName = defineString('BANK_PAYEE_NAME', { default: 'Groupama osiguranje d.d.' });
export const bankPayeeStreet = defineString('BANK_PAYEE_STREET', { default: 'Ulica Ivana Lučića 2a' });
export const bankPayeePlace = defineString('BANK_PAYEE_PLACE', { default: '10000 Zagreb' });
/** Signs every message to and from the bank (HMAC-SHA256; bank/bank-signature.ts). */
export const bankApiSecret = defineSecret('BANK_API_SECRET');
export const bankTimeoutMs = defineInt('BANK_TIMEOUT_MS', { default: 8000 });

/**
 * Origins of the site (comma-separated; the first is the canonical one used in e-mails). The gateway sends the buyer
 * back to the origin they paid on, but only to one of these: a return URL is never taken from the client as it is.
 */
export const siteOrigins = defineString('SITE_ORIGINS', {
  description: 'Origins the site is served on, e.g. https://www.example.hr,https://example.web.app',
});

/**
 * Hosting preview channels, which QA uses, are served on origins made up at deploy time
 * (`https://<site>--<channel>-<hash>.web.app`): a regular expression for them, empty where there are none (production).
 */
export const previewOriginPattern = defineString('PREVIEW_ORIGIN_PATTERN', { default: '' });

/**
 * Refuse callable calls without a valid App Check token. On in production and in the local stack (whose SPA sends a
 * local token the emulator accepts unverified); a project may turn it off while App Check is being set up.
 */
export const enforceAppCheck = defineBoolean('ENFORCE_APP_CHECK', { default: true });

/**
 * How long after the buyer is back from the gateway an unconfirmed payment is settled by asking the gateway: long
 * enough for a normal notification to arrive first, short enough that a driver who waits sees the policy.
 */
export const paymentSettleAfterSeconds = defineInt('PAYMENT_SETTLE_AFTER_SECONDS', { default: 60 });
/** An order not paid this long after it started is settled or given up (the gateway's page times out sooner). */
export const paymentAbandonAfterMinutes = defineInt('PAYMENT_ABANDON_AFTER_MINUTES', { default: 30 });
/** Payment attempts one address may start per hour: a family's worth, not a card-testing script's. */
export const paymentStartsPerHourPerIp = defineInt('PAYMENT_STARTS_PER_HOUR_PER_IP', { default: 30 });
/**
 * Prices one OIB may be given per hour from all addresses together (twice as many per day): a driver comparing covers
 * and dates, not a botnet that spreads one person's OIB over many addresses to learn their claims history.
 */
export const pricingsPerOibPerHour = defineInt('PRICINGS_PER_OIB_PER_HOUR', { default: 20 });

/**
 * The most one driver-facing call (a lookup, a pricing with its vehicle discount, the lookup at payment) may spend at
 * the insurer, every attempt and backoff included; an attempt's own timeout is cut to what is left of it.
 */
export const insurerCallDeadlineMs = defineInt('INSURER_CALL_DEADLINE_MS', { default: 8000 });
/**
 * The insurer's circuit breaker (insurer/circuit-breaker.ts), one per function instance: this many transport failures
 * in a row (timeouts, 5xx, no connection; never a refusal) open it, and for the cool-down every request fails at once
 * without reaching the insurer; then one request probes it.
 */
export const insurerBreakerFailures = defineInt('INSURER_BREAKER_FAILURES', { default: 5 });
export const insurerBreakerCoolDownMs = defineInt('INSURER_BREAKER_COOL_DOWN_MS', { default: 30_000 });
