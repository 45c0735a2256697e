/**
 * The console's refusals of staff's actions on a bank credit (`adminBankCreditAction`). Shown only on the console's
 * page of credits, so their texts live in its `admin-bank-credits` namespace, which comes with that page; here
 * rather than in `errorKeys`, which every page's first load carries.
 */
export const adminBankCreditErrorKeys = {
  /** The credit's state does not allow it now: refunded or applied already, or a refund on its way this moment. */
  creditActionNotAllowed: 'admin-bank-credits:errors.actionNotAllowed',
  /** The bank did not give the payer's account (IBAN and name): nothing can be sent back to it. */
  noPayerAccount: 'admin-bank-credits:errors.noPayerAccount',
  /** A credit in another currency than euros: neither an order nor a euro transfer settles it. */
  foreignCurrency: 'admin-bank-credits:errors.foreignCurrency',
  /** No order with the number staff typed. */
  orderNotFound: 'admin-bank-credits:errors.orderNotFound',
  /** The order is paid by card, not by a slip: a credit cannot pay it. */
  orderNotSlip: 'admin-bank-credits:errors.orderNotSlip',
  /** The order, or its quote through another order, is paid already: the credit can only go back. */
  orderPaid: 'admin-bank-credits:errors.orderPaid',
  /** The order's price no longer holds (it expired, or was given up): the insurer would not issue at it. */
  orderExpired: 'admin-bank-credits:errors.orderExpired',
  /** The credit is less than the order's amount: it can only go back. */
  underpaid: 'admin-bank-credits:errors.underpaid',
  /**
   * The bank did not answer the refund: whether it was made is not known. Trying again sends the same transfer, which
   * the bank makes at most once.
   */
  bankUnavailable: 'admin-bank-credits:errors.bankUnavailable',
} as const;

export type AdminBankCreditErrorKey = (typeof adminBankCreditErrorKeys)[keyof typeof adminBankCreditErrorKeys];
