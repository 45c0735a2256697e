/**
 * The countries a car at a Croatian roadside most likely comes from, Croatia first, then every other European
 * country; their names come from the browser in the page's language.
 */
const europe = [
  'HR',
  'SI',
  'BA',
  'RS',
  'ME',
  'MK',
  'AL',
  'XK',
  'HU',
  'AT',
  'DE',
  'IT',
  'CZ',
  'SK',
  'PL',
  'FR',
  'NL',
  'BE',
  'LU',
  'CH',
  'LI',
  'GB',
  'IE',
  'DK',
  'SE',
  'NO',
  'FI',
  'IS',
  'EE',
  'LV',
  'LT',
  'RO',
  'BG',
  'GR',
  'CY',
  'MT',
  'ES',
  'PT',
  'AD',
  'MC',
  'SM',
  'VA',
  'UA',
  'MD',
  'BY',
  'TR',
] as const;

export const defaultCountry = 'HR';

export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language === 'en' ? 'en' : 'hr'], { type: 'region' });
  const [first, ...rest] = europe.map((code) => ({ value: code, label: names.of(code) ?? code }));
  const collator = new Intl.Collator(language);
  return [...(first ? [first] : []), ...rest.sort((a, b) => collator.compare(a.label, b.label))];
}
