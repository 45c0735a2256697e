import { describe, expect, it } from 'vitest';
import { formatZagrebDateTime } from './zagreb-time';

describe('policy times', () => {
  it('are shown in Croatian time, winter and summer, wherever the device is', () => {
    expect(formatZagrebDateTime('2026-11-23T13:35:00Z')).toBe('23/11/2026 14:35');
    expect(formatZagrebDateTime('2027-07-01T22:30:00Z')).toBe('02/07/2027 00:30');
  });
});
