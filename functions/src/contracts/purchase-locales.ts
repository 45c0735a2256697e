/** The languages the hosted payment page, the e-policy and its e-mail come in (without a schema library). */
export const purchaseLocales = ['hr', 'en'] as const;
export type PurchaseLocale = (typeof purchaseLocales)[number];
