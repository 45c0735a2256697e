/** Covers and their rules (spec §3, §4), the same on both sides: the SPA shows them, the server prices them. */

export const coverCodes = [
  'MTPL',
  'MTPL_ACC',
  'MTPL_ACC_EXT',
  'MTPL_ASS',
  'MTPL_ASS_EUR',
  'MTPL_BP',
  'MOD_FULL',
] as const;

export type CoverCode = (typeof coverCodes)[number];

/** The add-on option keys of spec §3 and the cover each one buys. MTPL itself is always included. */
export const addOnCovers = {
  'passenger-and-driver-protection': 'MTPL_ACC',
  'extended-passenger-and-driver-protection': 'MTPL_ACC_EXT',
  'roadside-assistance': 'MTPL_ASS',
  'roadside-assistance-europe': 'MTPL_ASS_EUR',
  'bonus-protection': 'MTPL_BP',
  'full-casco': 'MOD_FULL',
} as const satisfies Record<string, CoverCode>;

export type AddOnOption = keyof typeof addOnCovers;

/** Pairs of which at most one may be selected: the Croatia-only and the Europe roadside assistance; basic and extended accident protection. */
export const mutuallyExclusiveCovers: readonly (readonly [CoverCode, CoverCode])[] = [
  ['MTPL_ASS', 'MTPL_ASS_EUR'],
  ['MTPL_ACC', 'MTPL_ACC_EXT'],
];

/** Why a selection of covers cannot be bought, as the reason a request's `coverCodes` field is refused with. */
export const coverSelectionErrors = {
  mtplRequired: 'mtpl-required',
  twice: 'cover-twice',
  exclusive: 'covers-exclusive',
} as const;

export type CoverSelectionError = (typeof coverSelectionErrors)[keyof typeof coverSelectionErrors];

/** Why a selection of covers cannot be bought, or undefined when it can. */
export function coverSelectionProblem(selected: readonly CoverCode[]): CoverSelectionError | undefined {
  if (!selected.includes('MTPL')) return coverSelectionErrors.mtplRequired;
  if (new Set(selected).size !== selected.length) return coverSelectionErrors.twice;
  const clash = mutuallyExclusiveCovers.some(([a, b]) => selected.includes(a) && selected.includes(b));
  return clash ? coverSelectionErrors.exclusive : undefined;
}
