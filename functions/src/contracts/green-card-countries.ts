/**
 * The green card's country boxes and what a car registered in Croatia shows at each border: the one list the green
 * card PDF, `/travel-insurance` and the green-card article read, so none of them can say another thing. It changes
 * (a country joins the Multilateral Agreement and accepts the plate, or a bureau is suspended): re-check it against
 * the Council of Bureaux (www.cobx.org, "Green Card System" / "Member Bureaux") and HUO (www.huo.hr, "Zelena karta"),
 * then update `checkedOn` (docs/decisions/0021-green-card.md).
 */

/**
 * `home`: Croatia. `plate`: a Multilateral Agreement country, where the registration plate is the proof of insurance.
 * `card`: a green-card-only member, where the card must be shown. `not-covered`: a member bureau whose country the
 * policy does not cover (suspended or sanctioned); its box is crossed out on the card and a driver needs border
 * insurance there.
 */
export type GreenCardEntry = 'home' | 'plate' | 'card' | 'not-covered';

export interface GreenCardCountry {
  /** The international vehicle registration code printed in the card's box, e.g. "SLO", "BIH". */
  code: string;
  name: { hr: string; en: string };
  entry: GreenCardEntry;
}

/** Every Council of Bureaux member's box, in the order the card prints them (by code). */
export const greenCardCountries: { checkedOn: string; countries: readonly GreenCardCountry[] } = {
  /** ISO date (yyyy-MM-dd) the list was last compared with the Council of Bureaux's and HUO's. */
  checkedOn: '2026-11-27',
  countries: [
    { code: 'A', name: { hr: 'Austrija', en: 'Austria' }, entry: 'plate' },
    { code: 'AL', name: { hr: 'Albanija', en: 'Albania' }, entry: 'card' },
    { code: 'AND', name: { hr: 'Andora', en: 'Andorra' }, entry: 'plate' },
    { code: 'AZ', name: { hr: 'Azerbajdžan', en: 'Azerbaijan' }, entry: 'card' },
    { code: 'B', name: { hr: 'Belgija', en: 'Belgium' }, entry: 'plate' },
    { code: 'BG', name: { hr: 'Bugarska', en: 'Bulgaria' }, entry: 'plate' },
    // Accepts the plate since 2020.
    { code: 'BIH', name: { hr: 'Bosna i Hercegovina', en: 'Bosnia and Herzegovina' }, entry: 'plate' },
    { code: 'BY', name: { hr: 'Bjelorusija', en: 'Belarus' }, entry: 'not-covered' },
    { code: 'CH', name: { hr: 'Švicarska i Lihtenštajn', en: 'Switzerland and Liechtenstein' }, entry: 'plate' },
    { code: 'CY', name: { hr: 'Cipar', en: 'Cyprus' }, entry: 'plate' },
    { code: 'CZ', name: { hr: 'Češka', en: 'Czechia' }, entry: 'plate' },
    { code: 'D', name: { hr: 'Njemačka', en: 'Germany' }, entry: 'plate' },
    { code: 'DK', name: { hr: 'Danska', en: 'Denmark' }, entry: 'plate' },
    { code: 'E', name: { hr: 'Španjolska', en: 'Spain' }, entry: 'plate' },
    { code: 'EST', name: { hr: 'Estonija', en: 'Estonia' }, entry: 'plate' },
    { code: 'F', name: { hr: 'Francuska', en: 'France' }, entry: 'plate' },
    { code: 'FIN', name: { hr: 'Finska', en: 'Finland' }, entry: 'plate' },
    { code: 'GB', name: { hr: 'Ujedinjena Kraljevina', en: 'United Kingdom' }, entry: 'plate' },
    { code: 'GR', name: { hr: 'Grčka', en: 'Greece' }, entry: 'plate' },
    { code: 'H', name: { hr: 'Mađarska', en: 'Hungary' }, entry: 'plate' },
    { code: 'HR', name: { hr: 'Hrvatska', en: 'Croatia' }, entry: 'home' },
    { code: 'I', name: { hr: 'Italija', en: 'Italy' }, entry: 'plate' },
    { code: 'IL', name: { hr: 'Izrael', en: 'Israel' }, entry: 'card' },
    { code: 'IR', name: { hr: 'Iran', en: 'Iran' }, entry: 'not-covered' },
    { code: 'IRL', name: { hr: 'Irska', en: 'Ireland' }, entry: 'plate' },
    { code: 'IS', name: { hr: 'Island', en: 'Iceland' }, entry: 'plate' },
    { code: 'L', name: { hr: 'Luksemburg', en: 'Luxembourg' }, entry: 'plate' },
    { code: 'LT', name: { hr: 'Litva', en: 'Lithuania' }, entry: 'plate' },
    { code: 'LV', name: { hr: 'Latvija', en: 'Latvia' }, entry: 'plate' },
    { code: 'M', name: { hr: 'Malta', en: 'Malta' }, entry: 'plate' },
    { code: 'MA', name: { hr: 'Maroko', en: 'Morocco' }, entry: 'card' },
    { code: 'MD', name: { hr: 'Moldavija', en: 'Moldova' }, entry: 'card' },
    { code: 'MK', name: { hr: 'Sjeverna Makedonija', en: 'North Macedonia' }, entry: 'card' },
    // Accepts the plate since 2021.
    { code: 'MNE', name: { hr: 'Crna Gora', en: 'Montenegro' }, entry: 'plate' },
    { code: 'N', name: { hr: 'Norveška', en: 'Norway' }, entry: 'plate' },
    { code: 'NL', name: { hr: 'Nizozemska', en: 'Netherlands' }, entry: 'plate' },
    { code: 'P', name: { hr: 'Portugal', en: 'Portugal' }, entry: 'plate' },
    { code: 'PL', name: { hr: 'Poljska', en: 'Poland' }, entry: 'plate' },
    { code: 'RO', name: { hr: 'Rumunjska', en: 'Romania' }, entry: 'plate' },
    { code: 'RUS', name: { hr: 'Rusija', en: 'Russia' }, entry: 'not-covered' },
    { code: 'S', name: { hr: 'Švedska', en: 'Sweden' }, entry: 'plate' },
    { code: 'SK', name: { hr: 'Slovačka', en: 'Slovakia' }, entry: 'plate' },
    { code: 'SLO', name: { hr: 'Slovenija', en: 'Slovenia' }, entry: 'plate' },
    { code: 'SRB', name: { hr: 'Srbija', en: 'Serbia' }, entry: 'plate' },
    { code: 'TN', name: { hr: 'Tunis', en: 'Tunisia' }, entry: 'card' },
    { code: 'TR', name: { hr: 'Turska', en: 'Türkiye' }, entry: 'card' },
    { code: 'UA', name: { hr: 'Ukrajina', en: 'Ukraine' }, entry: 'card' },
  ],
};

/** A box the card prints crossed out: the policy does not cover that country. */
export const isCrossedOut = (country: GreenCardCountry): boolean => country.entry === 'not-covered';

/** "HR/127/01234567": the number as box 3 of the card prints it and a border officer reads it out. */
export const greenCardNumber = (card: { countryCode: string; insurerCode: string; cardNumber: string }): string =>
  `${card.countryCode}/${card.insurerCode}/${card.cardNumber}`;
