/**
 * Croatian licence plates (spec §5). Drivers type them in many ways ("zg 1234-ab", "ZG1234AB", "vz 123 ab" on a
 * keyboard without Croatian letters); every lookup, discount and record uses the one normalised form.
 */

/** The 36 registration areas (spec §3), the leading letters of a plate. */
// prettier-ignore
export const registrationAreas = [
  'BJ', 'BM', 'ČK', 'DA', 'DE', 'DJ', 'DU', 'GS', 'IM', 'KA', 'KC', 'KR', 'KT', 'KŽ', 'MA', 'NA', 'NG', 'OG',
  'OS', 'PU', 'PŽ', 'RI', 'SB', 'SK', 'SL', 'ST', 'ŠI', 'VK', 'VT', 'VU', 'VŽ', 'ZD', 'ZG', 'ŽU', 'PS', 'SP',
] as const;

export type RegistrationArea = (typeof registrationAreas)[number];

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

/** The registration area a normalised plate belongs to, if it starts with one of the 36 codes. */
export function registrationAreaOf(plate: string): RegistrationArea | undefined {
  return registrationAreas.find((area) => plate.startsWith(area));
}

/**
 * Shape of a normalised plate: an area code, then 1–6 digits and letters (regular plates are
 * area + 3–4 digits + 1–2 letters; trial and special plates vary, so the check stays lenient).
 */
export const normalizedLicensePlatePattern = /^[A-ZČĆŽŠĐ]{2}[0-9A-ZČĆŽŠĐ]{1,9}$/;

/**
 * Why a normalised plate cannot be one, or null: its shape, or a leading code that is none of the 36 registration
 * areas (spec §9), each with its own message, so a typo in the area is named before any call.
 */
export function licensePlateProblem(plate: string): 'shape' | 'area' | null {
  if (!normalizedLicensePlatePattern.test(plate)) return 'shape';
  return registrationAreaOf(plate) ? null : 'area';
}
