import { describe, expect, it } from 'vitest';
import { normalizeLicensePlate, normalizedLicensePlatePattern } from './license-plate.js';
import { registrationAreaOf, registrationAreas } from './registration-areas.js';

describe('normalizeLicensePlate', () => {
  it('makes every way of typing one plate the same lookup', () => {
    for (const typed of ['zg 1234-ab', 'ZG1234AB', ' Zg-1234 ab ', 'ZG  1234 - AB']) {
      expect(normalizeLicensePlate(typed)).toBe('ZG1234AB');
    }
  });

  it.each([
    ['vz 123 ab', 'VŽ123AB'],
    ['ZU 456-CD', 'ŽU456CD'],
    ['pz123ef', 'PŽ123EF'],
    ['si 789 gh', 'ŠI789GH'],
    ['KZ 1010 A', 'KŽ1010A'],
    ['ck 222 ij', 'ČK222IJ'],
  ])('restores the Croatian letter of the area: %s → %s', (typed, normalized) => {
    expect(normalizeLicensePlate(typed)).toBe(normalized);
  });

  it('keeps plates already typed with Croatian letters, in either case', () => {
    expect(normalizeLicensePlate('ČK 222-IJ')).toBe('ČK222IJ');
    expect(normalizeLicensePlate('vž 123 ab')).toBe('VŽ123AB');
    expect(normalizeLicensePlate('ši 789 gh')).toBe('ŠI789GH');
  });

  it('touches only a leading area code', () => {
    expect(normalizeLicensePlate('ZG 123 VZ')).toBe('ZG123VZ');
    expect(normalizeLicensePlate('SK 123 SI')).toBe('SK123SI');
  });
});

describe('registration areas', () => {
  it('are the 36 codes of the spec', () => {
    expect(new Set(registrationAreas).size).toBe(36);
  });

  it('are recognised at the start of a normalised plate', () => {
    expect(registrationAreaOf('VŽ123AB')).toBe('VŽ');
    expect(registrationAreaOf('ZG1234AB')).toBe('ZG');
    expect(registrationAreaOf('XX1234AB')).toBeUndefined();
  });

  it('accept the shapes plates have and refuse what is not a plate', () => {
    expect(normalizedLicensePlatePattern.test('ZG1234AB')).toBe(true);
    expect(normalizedLicensePlatePattern.test('ŽU456CD')).toBe(true);
    expect(normalizedLicensePlatePattern.test('Z')).toBe(false);
    expect(normalizedLicensePlatePattern.test('ZG12<script>')).toBe(false);
  });
});
