/**
 * Who sells the policies (the trader, an insurance agent) and who carries the risk (the insurer): the legal identity
 * a Croatian web shop must show (Zakon o elektroničkoj trgovini, čl. 6; Zakon o zaštiti potrošača). The one source
 * for the site's footer and contact page, the e-policy and the e-mails, so none of them can name another address.
 * The trader's values are demo values until launch (fixtures/README.md); the insurer's are Groupama's own. The
 * sentences around them live in the locale files of each (locales/…/trader.json, functions/src/documents/locales).
 */

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
}

export const traderIdentity = {
  company: 'AO online d.o.o.',
  address: { street: 'Radnička cesta 80', postalCode: '10000', city: 'Zagreb' },
  oib: '94577403194',
  court: 'Trgovački sud u Zagrebu',
  mbs: '081234567',
  shareCapitalInEuros: 2500,
  phone: '+385 1 6000 200',
  email: 'podrska@primjer.hr',
  hours: { weekdays: '08:00–20:00', saturday: '08:00–14:00' },
} as const;

export const insurerIdentity = {
  name: 'Groupama osiguranje d.d.',
  address: { street: 'Heinzelova ulica 70a', postalCode: '10000', city: 'Zagreb' },
  oib: '30866963147',
} as const;

/** "Heinzelova ulica 70a, 10000 Zagreb": an address on one line, as the footer, the policy and the e-mail write it. */
export const addressLine = ({ street, postalCode, city }: PostalAddress): string => `${street}, ${postalCode} ${city}`;
