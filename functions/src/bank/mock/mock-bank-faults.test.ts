import { describe, expect, it } from 'vitest';
import { createFaultState, noFaults, readFaultsChange } from './mock-bank-faults.js';

describe('readFaultsChange', () => {
  it('takes counts, chances, a delay, reorder and API faults', () => {
    const change = {
      drop: 2,
      duplicate: 0.25,
      delayMs: 5000,
      reorder: true,
      transfers: { fault: 'lost-answer', next: 1 },
      credits: { fault: 'timeout', next: 0 },
    };
    expect(readFaultsChange(change)).toEqual({ ...change, credits: null });
    expect(readFaultsChange({})).toEqual({});
  });

  it.each([
    ['a count above 1000', { drop: 1001 }],
    ['a fraction above 1', { duplicate: 1.5 }],
    ['a negative chance', { drop: -0.1 }],
    ['a delay past ten minutes', { delayMs: 600_001 }],
    ['reorder as text', { reorder: 'yes' }],
    ['an unknown API fault', { transfers: { fault: '418', next: 1 } }],
    ['an unknown key', { lose: 1 }],
    ['an array', [1]],
    ['null', null],
  ])('refuses %s', (_, body) => {
    expect(readFaultsChange(body)).toBeUndefined();
  });
});

describe('the fault state', () => {
  it('drops exactly the next N, then none', () => {
    const faults = createFaultState();
    faults.change({ drop: 2 });
    expect([faults.takeDrop(), faults.takeDrop(), faults.takeDrop()]).toEqual([true, true, false]);
    expect(faults.current().drop).toBe(0);
  });

  it('duplicates with the given chance', () => {
    const draws = [0.1, 0.5, 0.29];
    const faults = createFaultState(() => draws.shift() ?? 1);
    faults.change({ duplicate: 0.3 });
    expect([faults.takeDuplicate(), faults.takeDuplicate(), faults.takeDuplicate()]).toEqual([true, false, true]);
    expect(faults.current().duplicate).toBe(0.3);
  });

  it('gives an API fault to the next N calls of its operation only, and clears everything', () => {
    const faults = createFaultState();
    faults.change({ transfers: { fault: '503', next: 2 } });
    expect(faults.takeApiFault('credits')).toBeUndefined();
    expect([
      faults.takeApiFault('transfers'),
      faults.takeApiFault('transfers'),
      faults.takeApiFault('transfers'),
    ]).toEqual(['503', '503', undefined]);
    faults.change({ drop: 5, reorder: true });
    faults.clear();
    expect(faults.current()).toEqual(noFaults);
  });
});
