import { describe, expect, it } from 'vitest';
import { parseDisplayDate, withDateSeparators } from './dates';

describe('display dates', () => {
  it('parse only real dates in that format', () => {
    expect(parseDisplayDate('07/03/1985')?.getFullYear()).toBe(1985);
    expect(parseDisplayDate('31/02/1985')).toBeUndefined();
    expect(parseDisplayDate('1985-03-07')).toBeUndefined();
  });
});

/** Types `text` one character at a time, as a driver does, through the field's normaliser. */
const typeInto = (text: string) => [...text].reduce((value, key) => withDateSeparators(value, value + key), '');

describe('typing a date as bare digits', () => {
  it('inserts the separators as the digits come', () => {
    expect(typeInto('14051986')).toBe('14/05/1986');
    expect(typeInto('140')).toBe('14/0');
    expect(withDateSeparators('', '14051986')).toBe('14/05/1986');
  });

  it('keeps what the driver types with their own separators', () => {
    expect(typeInto('14.5.1986.')).toBe('14.5.1986.');
    expect(typeInto('1/5/1986')).toBe('1/5/1986');
    expect(typeInto('14/05/1986')).toBe('14/05/1986');
  });

  it('does not put back a separator the driver deletes', () => {
    expect(withDateSeparators('14/0', '14/')).toBe('14/');
    expect(withDateSeparators('14/', '14')).toBe('14');
  });
});
