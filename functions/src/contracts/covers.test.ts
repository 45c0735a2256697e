import { describe, expect, it } from 'vitest';
import { addOnCovers, coverSelectionProblem } from './covers.js';

describe('cover rules', () => {
  it('map the spec option keys to cover codes', () => {
    expect(addOnCovers).toEqual({
      'passenger-and-driver-protection': 'MTPL_ACC',
      'extended-passenger-and-driver-protection': 'MTPL_ACC_EXT',
      'roadside-assistance': 'MTPL_ASS',
      'roadside-assistance-europe': 'MTPL_ASS_EUR',
      'bonus-protection': 'MTPL_BP',
      'full-casco': 'MOD_FULL',
    });
  });

  it('accept MTPL alone and MTPL with compatible add-ons', () => {
    expect(coverSelectionProblem(['MTPL'])).toBeUndefined();
    expect(coverSelectionProblem(['MTPL', 'MTPL_ACC', 'MTPL_ASS_EUR', 'MTPL_BP', 'MOD_FULL'])).toBeUndefined();
  });

  it('refuse a selection without MTPL, with both roadside assistances, both accident protections, or a duplicate', () => {
    expect(coverSelectionProblem(['MTPL_ACC'])).toBe('mtpl-required');
    expect(coverSelectionProblem(['MTPL', 'MTPL_ASS', 'MTPL_ASS_EUR'])).toBe('covers-exclusive');
    expect(coverSelectionProblem(['MTPL', 'MTPL_ACC', 'MTPL_ACC_EXT'])).toBe('covers-exclusive');
    expect(coverSelectionProblem(['MTPL', 'MTPL_BP', 'MTPL_BP'])).toBe('cover-twice');
  });
});
