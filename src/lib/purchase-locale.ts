import { purchaseLocales, type PurchaseLocale } from '@contracts/purchase-locales';

/** The language e-mails and the payment page come in: the page's language when the server has it, else Croatian. */
export const purchaseLocaleOf = (language: string | undefined): PurchaseLocale =>
  (purchaseLocales as readonly (string | undefined)[]).includes(language) ? (language as PurchaseLocale) : 'hr';
