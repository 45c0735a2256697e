/**
 * IBANs as ISO 13616 defines them, with no schema library, so the pages that show one and the bank's messages can
 * use them: spaces out, the country's length, the MOD 97 check digits, and the masked and grouped forms people read.
 */

/** The IBAN length of each SEPA country: the only accounts an instant credit transfer in euros reaches. */
const sepaIbanLengths: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** Spaces and hyphens out, upper case: "hr12 1001-0051 8630 0016 0" reads as HR1210010051863000160. */
export const normaliseIban = (typed: string) => typed.replace(/[\s-]+/g, '').toUpperCase();

/** MOD 97 of the IBAN with its first four characters moved to the end and letters read as 10–35. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** Whether `iban` (normalised) is the IBAN of an account in a SEPA country: its length and its check digits. */
export function isSepaIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  return sepaIbanLengths[iban.slice(0, 2)] === iban.length && mod97(iban) === 1;
}

/** HR and 19 digits whose check digits match, as typed; without the SEPA table, which the pages need not carry. */
export function isCroatianIban(typed: string): boolean {
  const iban = normaliseIban(typed);
  return /^HR\d{19}$/.test(iban) && mod97(iban) === 1;
}

/** What is kept and shown after the account was given: the country and its last four digits, grouped by four. */
export function maskIban(typed: string): string {
  const iban = normaliseIban(typed);
  const masked = iban.slice(0, 2) + '*'.repeat(Math.max(0, iban.length - 6)) + iban.slice(-4);
  return ibanInGroups(masked);
}

/** "HR17 2360 0001 1012 3456 5": groups of four, as people read and type it; `space` may keep a group unbroken. */
export const ibanInGroups = (iban: string, space = ' ') => iban.replace(/(.{4})(?=.)/g, `$1${space}`);
