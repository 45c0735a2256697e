/**
 * Country dial codes for the phone prefix select (spec §3 "Country phone prefixes"). Croatia comes first and is
 * the default; then its neighbours, then the countries Croatian drivers most often live or work in.
 * Each code appears once, so it can be the select's value.
 */
export interface DialCode {
  code: string;
  /** The country's name in each interface language. */
  names: { hr: string; en: string };
}

export const defaultDialCode = '+385';

export const dialCodes: readonly DialCode[] = [
  { code: '+385', names: { hr: 'Hrvatska', en: 'Croatia' } },
  { code: '+386', names: { hr: 'Slovenija', en: 'Slovenia' } },
  { code: '+387', names: { hr: 'Bosna i Hercegovina', en: 'Bosnia and Herzegovina' } },
  { code: '+381', names: { hr: 'Srbija', en: 'Serbia' } },
  { code: '+382', names: { hr: 'Crna Gora', en: 'Montenegro' } },
  { code: '+36', names: { hr: 'Mađarska', en: 'Hungary' } },
  { code: '+383', names: { hr: 'Kosovo', en: 'Kosovo' } },
  { code: '+389', names: { hr: 'Sjeverna Makedonija', en: 'North Macedonia' } },
  { code: '+355', names: { hr: 'Albanija', en: 'Albania' } },
  { code: '+43', names: { hr: 'Austrija', en: 'Austria' } },
  { code: '+49', names: { hr: 'Njemačka', en: 'Germany' } },
  { code: '+39', names: { hr: 'Italija', en: 'Italy' } },
  { code: '+41', names: { hr: 'Švicarska', en: 'Switzerland' } },
  { code: '+423', names: { hr: 'Lihtenštajn', en: 'Liechtenstein' } },
  { code: '+33', names: { hr: 'Francuska', en: 'France' } },
  { code: '+32', names: { hr: 'Belgija', en: 'Belgium' } },
  { code: '+31', names: { hr: 'Nizozemska', en: 'Netherlands' } },
  { code: '+352', names: { hr: 'Luksemburg', en: 'Luxembourg' } },
  { code: '+44', names: { hr: 'Ujedinjeno Kraljevstvo', en: 'United Kingdom' } },
  { code: '+353', names: { hr: 'Irska', en: 'Ireland' } },
  { code: '+34', names: { hr: 'Španjolska', en: 'Spain' } },
  { code: '+351', names: { hr: 'Portugal', en: 'Portugal' } },
  { code: '+420', names: { hr: 'Češka', en: 'Czechia' } },
  { code: '+421', names: { hr: 'Slovačka', en: 'Slovakia' } },
  { code: '+48', names: { hr: 'Poljska', en: 'Poland' } },
  { code: '+40', names: { hr: 'Rumunjska', en: 'Romania' } },
  { code: '+359', names: { hr: 'Bugarska', en: 'Bulgaria' } },
  { code: '+30', names: { hr: 'Grčka', en: 'Greece' } },
  { code: '+357', names: { hr: 'Cipar', en: 'Cyprus' } },
  { code: '+356', names: { hr: 'Malta', en: 'Malta' } },
  { code: '+45', names: { hr: 'Danska', en: 'Denmark' } },
  { code: '+46', names: { hr: 'Švedska', en: 'Sweden' } },
  { code: '+47', names: { hr: 'Norveška', en: 'Norway' } },
  { code: '+358', names: { hr: 'Finska', en: 'Finland' } },
  { code: '+354', names: { hr: 'Island', en: 'Iceland' } },
  { code: '+370', names: { hr: 'Litva', en: 'Lithuania' } },
  { code: '+371', names: { hr: 'Latvija', en: 'Latvia' } },
  { code: '+372', names: { hr: 'Estonija', en: 'Estonia' } },
  { code: '+380', names: { hr: 'Ukrajina', en: 'Ukraine' } },
  { code: '+90', names: { hr: 'Turska', en: 'Türkiye' } },
  { code: '+1', names: { hr: 'SAD i Kanada', en: 'USA and Canada' } },
  { code: '+61', names: { hr: 'Australija', en: 'Australia' } },
];

/** "+385 Hrvatska": the code first, so it stays readable in a narrow select. Unknown languages read Croatian. */
export function dialCodeLabel(entry: DialCode, language: string | undefined): string {
  return `${entry.code} ${language === 'en' ? entry.names.en : entry.names.hr}`;
}
