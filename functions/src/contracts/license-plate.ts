/**
 * Croatian licence plates (spec §5). Drivers type them in many ways ("zg 1234-ab", "ZG1234AB", "vz 123 ab" on a
 * keyboard without Croatian letters); every lookup, discount and record uses the one normalised form.
 */
import type { RegistrationArea } from './registration-areas.js';

/** Areas whose code has a Croatian letter, keyed by how it is typed without one. ČK is also accepted as typed. */
const accentedAreas: Record<string, RegistrationArea> = {
  VZ: 'VŽ',
  ZU: 'ŽU',
  PZ: 'PŽ',
  SI: 'ŠI',
  KZ: 'KŽ',
  CK: 'ČK',
};

/** Removes spaces and hyphens, upper-cases, and restores the Croatian letter of a leading area code. */
export function normalizeLicensePlate(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toLocaleUpperCase('hr');
  const accented = accentedAreas[compact.slice(0, 2)];
  return accented ? accented + compact.slice(2) : compact;
}

/**
 * Shape of a normalised plate: an area code, then 1–6 digits and letters (regular plates are
 * area + 3–4 digits + 1–2 letters; trial and special plates vary, so the check stays lenient).
 */
export const normalizedLicensePlatePattern = /^[A-ZČĆŽŠĐ]{2}[0-9A-ZČĆŽŠĐ]{1,9}$/;
