import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './display-date';

describe('display dates', () => {
  it('are dd/MM/yyyy', () => {
    expect(formatDisplayDate(new Date(2026, 10, 21))).toBe('21/11/2026');
    expect(formatDisplayDate(new Date(2026, 0, 5, 23, 59))).toBe('05/01/2026');
  });

  it('show a bare ISO day as that day, whatever the time zone', () => {
    expect(formatDisplayDate('2026-03-01')).toBe('01/03/2026');
    expect(formatDisplayDate('2026-12-31')).toBe('31/12/2026');
  });

  it('show an instant on its local day', () => {
    const instant = new Date(2026, 5, 30, 0, 30);
    expect(formatDisplayDate(instant.toISOString())).toBe('30/06/2026');
  });
});
