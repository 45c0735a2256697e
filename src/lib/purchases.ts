/**
 * Payments this browser tab started: the order's secret token (the success page and the PDF download need it) and
 * where "try again" leads. Session storage: the token is this tab's alone and gone when the tab closes.
 */
import type { PaymentSlipView } from '@contracts/payment-slip';
import { userStoragePrefixes } from './storage-prefixes';

/** Under this prefix sign-out finds and removes them (user-storage.ts). */
const prefix = userStoragePrefixes.purchase;

export interface Purchase {
  orderNumber: string;
  orderToken: string;
  quoteId: string;
  /** The page of the flow to go back to if the payment does not go through. */
  retryPath: string;
  /** Bought while signed in: the policy is on the account already, so there is no account to offer. */
  account?: boolean;
  /** Set once the order is known to be paid. */
  paid?: boolean;
  /** A slip order's slip with its barcode, as `startPayment` drew it: shown again on a reload while it is unpaid. */
  slip?: PaymentSlipView;
}

function storage(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

export function rememberPurchase(purchase: Purchase): void {
  try {
    storage()?.setItem(prefix + purchase.orderNumber, JSON.stringify(purchase));
  } catch {
    // Storage full or blocked: the payment goes on; the success page then points to the e-mail instead.
  }
}

export function purchaseOf(orderNumber: string | null): Purchase | undefined {
  if (!orderNumber) return undefined;
  try {
    const raw = storage()?.getItem(prefix + orderNumber);
    return raw ? (JSON.parse(raw) as Purchase) : undefined;
  } catch {
    return undefined;
  }
}

export function markPurchasePaid(orderNumber: string): void {
  const purchase = purchaseOf(orderNumber);
  if (purchase && !purchase.paid) rememberPurchase({ ...purchase, paid: true });
}

/** The payments this tab started for a quote. */
const purchasesOf = (quoteId: string): Purchase[] =>
  Object.keys(storage() ?? {})
    .filter((key) => key.startsWith(prefix))
    .map((key) => purchaseOf(key.slice(prefix.length)))
    .filter((purchase): purchase is Purchase => purchase?.quoteId === quoteId);

/** Whether a quote of this tab has been paid: its flow then starts afresh instead of offering to pay again. */
export const isQuotePaid = (quoteId: string): boolean => purchasesOf(quoteId).some((purchase) => purchase.paid);

/** Whether this tab started paying for a quote and never saw the payment confirmed (spec §4 "unpaid and unbound"). */
export function isQuoteUnconfirmed(quoteId: string): boolean {
  const purchases = purchasesOf(quoteId);
  return purchases.length > 0 && !purchases.some((purchase) => purchase.paid);
}
