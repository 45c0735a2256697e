import { describe, expect, it } from 'vitest';
import { nationalPhoneNumber, readTypedDate } from './field-rules.js';

describe('a date as a Croatian driver types it', () => {
  it.each([
    ['14/05/1986', '14/05/1986'],
    ['14.05.1986.', '14/05/1986'],
    ['14.05.1986', '14/05/1986'],
    ['14.5.1986', '14/05/1986'],
    ['4.5.1986.', '04/05/1986'],
    ['14. 5. 1986.', '14/05/1986'],
    ['14-05-1986', '14/05/1986'],
    ['14 05 1986', '14/05/1986'],
    ['14051986', '14/05/1986'],
    [' 29.02.2024 ', '29/02/2024'],
  ])('reads %j as %s', (typed, date) => {
    expect(readTypedDate(typed)).toEqual({ date });
  });

  it.each([['31/02/1990'], ['29.02.2023.'], ['31.04.2000'], ['32.01.1990'], ['14.13.1986'], ['00.05.1986']])(
    'says %j does not exist, not that it is written wrongly',
    (typed) => {
      expect(readTypedDate(typed)).toEqual({ problem: 'nonexistent-date' });
    },
  );

  it.each([['1405198'], ['14/05/86'], ['14.05.'], ['sutra'], ['14//05/1986'], ['14.05.1850'], ['']])(
    'refuses %j as not a date',
    (typed) => {
      expect(readTypedDate(typed)).toEqual({ problem: 'invalid-date' });
    },
  );
});

describe('a phone number as typed or pasted', () => {
  it.each([
    ['91 234 5678', '+385', '912345678'],
    ['+385912345678', '+385', '912345678'],
    ['+385 91 234 5678', '+385', '912345678'],
    ['00385 91 234 5678', '+385', '912345678'],
    ['091/234-5678', '+385', '912345678'],
    ['+385 (0)91 234 5678', '+385', '912345678'],
    ['040 123 456', '+386', '40123456'],
  ])('reads %j with %s as %s', (typed, dialCode, national) => {
    expect(nationalPhoneNumber(typed, dialCode)).toBe(national);
  });

  it('leaves a number with another dial code as it is, for the form to explain', () => {
    expect(nationalPhoneNumber('+386 40 123 456', '+385')).toBe('+38640123456');
  });
});
