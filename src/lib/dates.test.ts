import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseDisplayDate } from './dates';

describe('display dates', () => {
  it('are dd/MM/yyyy', () => {
    expect(formatDisplayDate(new Date(2026, 10, 21))).toBe('21/11/2026');
  });

  it('parse only real dates in that format', () => {
    expect(parseDisplayDate('07/03/1985')?.getFullYear()).toBe(1985);
    expect(parseDisplayDate('31/02/1985')).toBeUndefined();
    expect(parseDisplayDate('1985-03-07')).toBeUndefined();
  });
});
