import { describe, expect, it } from 'vitest';
import { phonePrefixSchema } from '@contracts/validation';
import { defaultDialCode, dialCodeLabel, dialCodes } from './dial-codes';

describe('dial codes', () => {
  it('start with Croatia, the default, followed by its neighbours', () => {
    expect(dialCodes[0]?.code).toBe(defaultDialCode);
    expect(defaultDialCode).toBe('+385');
    expect(dialCodes.slice(1, 6).map((entry) => entry.code)).toEqual(['+386', '+387', '+381', '+382', '+36']);
  });

  it('list each code once, so a code identifies its option', () => {
    const codes = dialCodes.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.length).toBeGreaterThanOrEqual(40);
  });

  it('are all dial codes the contracts accept, with a name in both languages', () => {
    for (const entry of dialCodes) {
      expect(phonePrefixSchema().isValidSync(entry.code), entry.code).toBe(true);
      expect(entry.names.hr.trim()).not.toBe('');
      expect(entry.names.en.trim()).not.toBe('');
    }
  });

  it('cover the EU countries drivers commonly call from', () => {
    const codes = dialCodes.map((entry) => entry.code);
    expect(codes).toEqual(expect.arrayContaining(['+43', '+49', '+39', '+33', '+44', '+34', '+48', '+420']));
  });

  it('are labelled with the code first and the country in the interface language', () => {
    const germany = dialCodes.find((entry) => entry.code === '+49')!;
    expect(dialCodeLabel(germany, 'hr')).toBe('+49 Njemačka');
    expect(dialCodeLabel(germany, 'en')).toBe('+49 Germany');
    expect(dialCodeLabel(germany, undefined)).toBe('+49 Njemačka');
  });
});
