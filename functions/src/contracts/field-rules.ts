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

/** `YYYY-MM-DD` → `dd/MM/yyyy`. */
export const isoToDisplayDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

// Reasons a field fails; the SPA maps them to messages (validation.<reason>).
export const fieldErrors = {
  required: 'required',
  email: 'invalid-email',
  date: 'invalid-date',
  oib: 'invalid-oib',
  licensePlate: 'invalid-license-plate',
  vin: 'invalid-vin',
  tooLong: 'too-long',
  invalid: 'invalid',
} as const;
