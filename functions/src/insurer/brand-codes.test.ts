import { describe, expect, it } from 'vitest';
import { manufacturerOf } from './brand-codes.js';

describe('the manufacturer of a register record', () => {
  it('comes from the brand code, whatever the record spells as its make (spec §3)', () => {
    expect(manufacturerOf({ brandCode: 'VW', manufacturer: 'VOLKSWAGEN AG' })).toBe('Volkswagen');
    expect(manufacturerOf({ brandCode: 'SKO', manufacturer: 'SKODA' })).toBe('Škoda');
    expect(manufacturerOf({ brandCode: 'MB', manufacturer: null })).toBe('Mercedes-Benz');
  });

  it('falls back to the record’s make for a code the table does not know, and is null without either', () => {
    expect(manufacturerOf({ brandCode: 'XYZ', manufacturer: 'Lada' })).toBe('Lada');
    expect(manufacturerOf({ brandCode: null, manufacturer: null })).toBeNull();
  });
});
