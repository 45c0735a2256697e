/** Field rules of spec §5 that need no schema library, so pages can check a field without loading Yup. */

/** Local part of letters, digits, `_`, `-`, `.`, an optional `+tag`, then `@`, a domain and a 2–9 letter top level. */
export const emailPattern = /^[a-z0-9_.-]+(\+[a-z0-9_.-]+)?@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,9}$/i;

/** dd/MM/yyyy with a year 19xx or 20xx. */
export const displayDatePattern = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/(19|20)\d{2}$/;

/** `dd/MM/yyyy` → `YYYY-MM-DD`, or undefined when the text is not a real calendar date (31/02/2000). */
export function displayDateToIso(value: string): string | undefined {
  if (!displayDatePattern.test(value)) return undefined;
  const [day, month, year] = value.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/**
 * How Croatian drivers type a date: 14.05.1986., 14.5.1986, 14/05/1986, 14-5-1986, 14 5 1986, or the bare digits
 * 14051986. Answers it as dd/MM/yyyy, or why it is not a date: the wrong shape, or a day that does not exist (31.02.).
 */
export function readTypedDate(text: string): { date: string } | { problem: 'invalid-date' | 'nonexistent-date' } {
  const trimmed = text.trim();
  const match =
    /^(\d{1,2})\s*[./\- ]\s*(\d{1,2})\s*[./\- ]\s*(\d{4})\.?$/.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!match) return { problem: fieldErrors.date };
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1900 || year > 2099) return { problem: fieldErrors.date };
  const date = `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
  return displayDateToIso(date) ? { date } : { problem: fieldErrors.nonexistentDate };
}

/** What the driver typed, as dd/MM/yyyy when it reads as a date, else as typed (for the schema to say what is wrong). */
export function typedDisplayDate(text: string): string {
  const read = readTypedDate(text);
  return 'date' in read ? read.date : text;
}

/**
 * A phone number as typed or pasted, reduced to the national number the dial code list expects: separators go, and so
 * does the chosen dial code (+385 91…, 00385 91…) and the trunk 0 Croatians write in front (091…).
 */
export function nationalPhoneNumber(text: string, dialCode: string): string {
  const compact = text.replace(/[\s\-/().]/g, '');
  const code = dialCode.replace('+', '');
  for (const international of [`+${code}`, `00${code}`]) {
    if (compact.startsWith(international)) return compact.slice(international.length).replace(/^0/, '');
  }
  return compact.startsWith('+') || compact.startsWith('00') ? compact : compact.replace(/^0/, '');
}

/** `YYYY-MM-DD` → `dd/MM/yyyy`. */
export const isoToDisplayDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

// Reasons a field fails; the SPA maps them to messages (validation.<reason>).
export const fieldErrors = {
  required: 'required',
  email: 'invalid-email',
  date: 'invalid-date',
  nonexistentDate: 'nonexistent-date',
  phoneTooShort: 'phone-too-short',
  phoneTooLong: 'phone-too-long',
  phoneDialCode: 'phone-dial-code',
  phoneDigits: 'phone-digits',
  oib: 'invalid-oib',
  licensePlate: 'invalid-license-plate',
  /** A plate whose leading code is none of the 36 registration areas (spec §9). */
  licensePlateArea: 'unknown-plate-area',
  vin: 'invalid-vin',
  tooLong: 'too-long',
  invalid: 'invalid',
  /** A policy start later than the insurer sells (contracts/policy-dates.ts). */
  policyStartTooLate: 'policy-start-too-late',
  /** Invisible format characters (a right-to-left override, a zero-width space) in one-line text (text-rules.ts). */
  invisibleCharacters: 'invisible-characters',
  /** A character the documents' fonts do not print (an emoji) in text that goes into a PDF (text-rules.ts). */
  unprintable: 'unprintable-characters',
  /** A make or model that is not letters, digits and the punctuation makes use (contracts/printed-text.ts). */
  makeOrModel: 'invalid-make-or-model',
} as const;
