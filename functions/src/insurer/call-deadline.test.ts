import { describe, expect, it } from 'vitest';
import { attemptTimeoutMs, callDeadline, roomAfter } from './call-deadline.js';

const clock = (start = 1_000_000) => {
  let time = start;
  return { now: () => time, pass: (ms: number) => (time += ms) };
};

describe('a call deadline', () => {
  it('counts down from its budget and stops at zero', () => {
    const { now, pass } = clock();
    const deadline = callDeadline(8000, now);
    expect(deadline.remainingMs()).toBe(8000);
    pass(5200);
    expect(deadline.remainingMs()).toBe(2800);
    pass(3000);
    expect(deadline.remainingMs()).toBe(0);
  });

  it('gives an attempt its whole timeout while there is room, then only what is left', () => {
    const { now, pass } = clock();
    const deadline = callDeadline(8000, now);
    expect(attemptTimeoutMs(deadline, 5000, 500)).toBe(5000);
    // A first attempt timed out and the 200 ms backoff passed: 2.8 s of the 8 s are left for the second.
    pass(5200);
    expect(attemptTimeoutMs(deadline, 5000, 500)).toBe(2800);
  });

  it('gives no attempt when less than the least worth making is left', () => {
    const { now, pass } = clock();
    const deadline = callDeadline(3000, now);
    pass(2501);
    expect(attemptTimeoutMs(deadline, 1500, 500)).toBeUndefined();
    pass(499);
    expect(attemptTimeoutMs(deadline, 1500, 500)).toBeUndefined();
  });

  it('has room for a retry only if an attempt still fits after the backoff', () => {
    const { now, pass } = clock();
    const deadline = callDeadline(3000, now);
    pass(1500);
    expect(roomAfter(deadline, 200, 500)).toBe(true);
    pass(1000);
    expect(roomAfter(deadline, 200, 500)).toBe(false);
    expect(roomAfter(deadline, 0, 500)).toBe(true);
  });
});
