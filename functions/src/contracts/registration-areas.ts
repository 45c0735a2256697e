/**
 * The 36 registration areas of Croatian plates (spec §3, §9), in a module of their own: the plate fields every first
 * load carries only normalise a plate and check its shape; the areas come with the check made before a lookup.
 */

/** The 36 registration areas (spec §3), the leading letters of a plate. */
// prettier-ignore
export const registrationAreas = [
  'BJ', 'BM', 'ČK', 'DA', 'DE', 'DJ', 'DU', 'GS', 'IM', 'KA', 'KC', 'KR', 'KT', 'KŽ', 'MA', 'NA', 'NG', 'OG',
  'OS', 'PU', 'PŽ', 'RI', 'SB', 'SK', 'SL', 'ST', 'ŠI', 'VK', 'VT', 'VU', 'VŽ', 'ZD', 'ZG', 'ŽU', 'PS', 'SP',
] as const;

export type RegistrationArea = (typeof registrationAreas)[number];

/** The registration area a normalised plate belongs to, if it starts with one of the 36 codes. */
export function registrationAreaOf(plate: string): RegistrationArea | undefined {
  return registrationAreas.find((area) => plate.startsWith(area));
}
