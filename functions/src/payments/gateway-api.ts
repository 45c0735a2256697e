/**
 * The card payment gateway's wire, modelled on CorvusPay's hosted checkout plus the signed server-to-server
 * notification and status API that Monri and WSPay add. The typed client (gateway-client.ts) and the mock
 * (mock/) both follow this file; in production only the base URL and the store's credentials differ.
 *
 * Every field on this wire is a string. Amounts are decimal euros with exactly two decimals ("123.54", never
 * locale formatted; see gateway-amount.ts). Everything that crosses it in either direction carries a `signature`
 * (gateway-signature.ts): hex HMAC-SHA256, keyed with the store secret, over `key + value` of every other field
 * concatenated in alphabetical order of key.
 */
import { cardBrands, type CardBrand } from '../contracts/payment-plan.js';

export const gatewayPaths = {
  /** Browser form POST of `CheckoutFields`; the gateway answers with its hosted payment page. */
  checkout: '/checkout',
  /** Server to server: form `OrderStatusRequest` → JSON `OrderStatusResponse`. */
  orderStatus: '/api/v1/orders/status',
  /** Server to server: form `RefundRequest` → JSON `RefundResponse`. */
  refund: '/api/v1/orders/refund',
} as const;

export const gatewayVersion = '1.4';
export type GatewayCurrency = 'EUR';
export const gatewayCurrency: GatewayCurrency = 'EUR';
export type GatewayLanguage = 'hr' | 'en';
export const gatewayLanguages: readonly GatewayLanguage[] = ['hr', 'en'];

/** 1–36 letters, digits, `_` or `-`; the shop makes a new one for every payment attempt. */
export const orderNumberPattern = /^[A-Za-z0-9_-]{1,36}$/;
/** Decimal euros with exactly two decimals and no leading zeros: "0.50", "123.54". */
export const amountPattern = /^(0|[1-9]\d*)\.\d{2}$/;
/** In characters (code points) of the UTF-8 text. */
export const maxCartLength = 255;

/** How long a checkout session takes payment; after that, with no outcome, it counts as cancelled. */
export const checkoutSessionTimeoutMs = 15 * 60 * 1000;
/** After a failed notification (not 2xx, or no answer), the gateway tries again after each of these delays. */
export const notificationRetryDelaysMs: readonly number[] = [1000, 5000, 15_000];

/** How a buyer's payment ended. */
export type GatewayOutcome = 'approved' | 'declined' | 'cancelled' | 'error';
export const gatewayOutcomes: readonly GatewayOutcome[] = ['approved', 'declined', 'cancelled', 'error'];
/**
 * An order as the status API sees it: its outcome, `refunded` after a refund, `pending` while a checkout session
 * is open and the buyer has not finished, `not-found` when the gateway never saw the order number.
 */
export type GatewayOrderState = GatewayOutcome | 'refunded' | 'pending' | 'not-found';
export const gatewayOrderStates: readonly GatewayOrderState[] = [
  ...gatewayOutcomes,
  'refunded',
  'pending',
  'not-found',
];

// POST /checkout (browser) ─────────────────────────────────────────────────────────────────────────────
export interface CheckoutFields {
  version: typeof gatewayVersion;
  store_id: string;
  order_number: string;
  language: GatewayLanguage;
  currency: GatewayCurrency;
  amount: string;
  /** What is bought, shown on the payment page; at most `maxCartLength` characters. */
  cart: string;
  /** Only single-step payment (authorise and capture at once) is used. */
  require_complete: 'false';
  cardholder_name: string;
  cardholder_surname: string;
  cardholder_email: string;
  cardholder_phone: string;
  cardholder_address: string;
  cardholder_city: string;
  cardholder_zip_code: string;
  cardholder_country: string;
  /** Per-request return addresses (as Monri allows): absolute http or https URLs. */
  success_url: string;
  cancel_url: string;
  /**
   * Instalments on every card: `installmentsPattern` (`Y` + two-digit min + two-digit max). Absent or "" when not
   * every card may pay in instalments. Like each field below, signed when sent, and left out (or "") for one payment.
   */
  payment_all?: string;
  /**
   * Instalments on that brand's cards, as `payment_all`. More than the store's acquirer allows on the brand (none on
   * some) is refused, as is a fewest other than the most: the buyer does not choose the number on the page.
   */
  payment_visa?: string;
  payment_master?: string;
  payment_maestro?: string;
  payment_diners?: string;
  payment_amex?: string;
  /**
   * The same offer as JSON, one entry per brand that pays in instalments:
   * `{"visa":{"min_installments":6,"max_installments":6}}`. It must say what the `payment_*` fields say.
   */
  installments_map?: string;
  signature: string;
}

export const checkoutFieldNames = [
  'version',
  'store_id',
  'order_number',
  'language',
  'currency',
  'amount',
  'cart',
  'require_complete',
  'cardholder_name',
  'cardholder_surname',
  'cardholder_email',
  'cardholder_phone',
  'cardholder_address',
  'cardholder_city',
  'cardholder_zip_code',
  'cardholder_country',
  'success_url',
  'cancel_url',
  'signature',
] as const satisfies readonly (keyof CheckoutFields)[];

/** `payment_<brand>` for each brand the gateway tells apart by the card number's first digits (BIN). */
export const brandPaymentFieldName = (brand: CardBrand) => `payment_${brand}` as const;

/** The payment plan's fields: optional, absent or "" for one payment; the signature covers those sent. */
export const planCheckoutFieldNames = [
  'payment_all',
  ...cardBrands.map(brandPaymentFieldName),
  'installments_map',
] as const satisfies readonly (keyof CheckoutFields)[];

/** `Y` + the fewest + the most instalments, two digits each: `Y0606` is exactly 6. */
export const installmentsPattern = /^Y(\d{2})(\d{2})$/;

/** One brand's entry in `installments_map`. */
export interface InstallmentsRange {
  min_installments: number;
  max_installments: number;
}

/** The number of instalments in a notification or status answer: "1" for one payment, "2"…"99". */
export const installmentsCountPattern = /^[1-9]\d?$/;

/**
 * Whether a `success_url` / `cancel_url` is acceptable: an absolute http or https URL whose host is a plain host name
 * or IP address (WHATWG URLs let `;` or `'` into a host, which must not reach a header the gateway builds from it).
 */
export function isReturnUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { protocol, hostname } = new URL(value);
  return (protocol === 'http:' || protocol === 'https:') && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i.test(hostname);
}

/** Cardholder fields the shop may leave empty (it may not know them); every other checkout field must have a value. */
export const optionalCheckoutFieldNames: readonly (keyof CheckoutFields)[] = [
  'cardholder_phone',
  'cardholder_address',
  'cardholder_city',
  'cardholder_zip_code',
  'cardholder_country',
];

// Return to the shop (browser) ─────────────────────────────────────────────────────────────────────────
/**
 * `303 See Other` to `success_url` (approved) or `cancel_url` (anything else), these fields added to the URL's own
 * query. The signature covers exactly these fields, not whatever query the shop put in its URL.
 */
export interface ReturnQuery {
  order_number: string;
  status: GatewayOutcome;
  language: GatewayLanguage;
  /** Only when approved. */
  approval_code?: string;
  signature: string;
}

export const returnFieldNames = [
  'order_number',
  'status',
  'language',
  'approval_code',
  'signature',
] as const satisfies readonly (keyof ReturnQuery)[];

// Notification (server to server) ──────────────────────────────────────────────────────────────────────
/**
 * `application/x-www-form-urlencoded` POST to the shop's notify URL, signed over every other field. The shop must
 * answer 2xx; anything else, or no answer, is retried after `notificationRetryDelaysMs`, then given up. The same
 * notification may arrive more than once: `transaction_id` identifies it.
 */
export interface NotificationFields {
  store_id: string;
  order_number: string;
  /** The gateway's id of this transaction, unique per transaction. */
  transaction_id: string;
  status: GatewayOutcome;
  amount: string;
  currency: GatewayCurrency;
  /** "" unless approved. */
  approval_code: string;
  /** ISO 8583 style: "00" approved, "05" do not honour, "43" stolen card, "51" insufficient funds, … */
  response_code: string;
  response_message: string;
  /** "411111******1111"; "" when no card was entered. */
  masked_pan: string;
  /** ISO 8601, UTC. */
  transaction_time: string;
  /**
   * How many instalments the buyer's bank splits the payment into: "1" for one payment, else the checkout's number
   * (a card whose brand does not allow it is refused on the page and makes no transaction). The store is paid the
   * whole `amount` at once either way.
   */
  installments: string;
  signature: string;
}

export const notificationFieldNames = [
  'store_id',
  'order_number',
  'transaction_id',
  'status',
  'amount',
  'currency',
  'approval_code',
  'response_code',
  'response_message',
  'masked_pan',
  'transaction_time',
  'installments',
  'signature',
] as const satisfies readonly (keyof NotificationFields)[];

// POST /api/v1/orders/status (server to server) ────────────────────────────────────────────────────────
export interface OrderStatusRequest {
  store_id: string;
  order_number: string;
  /** ISO 8601 time of the request. */
  timestamp: string;
  signature: string;
}

/**
 * 200, JSON, signed like everything else: values as strings and nulls as "" for the signature. Fields that do not
 * apply (no transaction yet, no card entered, not approved) are null; `amount` and `currency` are known from the
 * session once the order is pending.
 */
export interface OrderStatusResponse {
  order_number: string;
  status: GatewayOrderState;
  transaction_id: string | null;
  amount: string | null;
  currency: GatewayCurrency | null;
  approval_code: string | null;
  masked_pan: string | null;
  transaction_time: string | null;
  /** As in the notification; known from the session like `amount`. */
  installments: string | null;
  signature: string;
}

export const orderStatusResponseFieldNames = [
  'order_number',
  'status',
  'transaction_id',
  'amount',
  'currency',
  'approval_code',
  'masked_pan',
  'transaction_time',
  'installments',
  'signature',
] as const satisfies readonly (keyof OrderStatusResponse)[];

// POST /api/v1/orders/refund (server to server) ────────────────────────────────────────────────────────
/** One refund per order, of at most the approved amount. */
export interface RefundRequest {
  store_id: string;
  order_number: string;
  amount: string;
  timestamp: string;
  signature: string;
}

/** 200, JSON, signed. */
export interface RefundResponse {
  order_number: string;
  status: 'refunded';
  refund_id: string;
  amount: string;
  signature: string;
}

export const refundResponseFieldNames = [
  'order_number',
  'status',
  'refund_id',
  'amount',
  'signature',
] as const satisfies readonly (keyof RefundResponse)[];

/** Body of every non-2xx answer of the server-to-server API (unsigned: an unknown store has no key to sign with). */
export interface GatewayApiError {
  error_code:
    | 'invalid-request'
    | 'unknown-store'
    | 'invalid-signature'
    | 'order-not-found'
    | 'not-approved'
    | 'amount-too-high'
    | 'already-refunded'
    | 'internal-error';
  message: string;
}
