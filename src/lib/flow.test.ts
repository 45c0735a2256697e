import { describe, expect, it } from 'vitest';
import { defineFlow, nextStep, progressIndex, progressSteps } from './flow';

type Id = 'start' | 'side' | 'a' | 'a-more' | 'b';
const flow = defineFlow<{ ready: boolean }, string, Id>({
  path: (id) => `/${id}`,
  texts: { progress: 'p', finished: 'f', step: (progress) => `step.${progress}` },
  steps: [
    { id: 'start', next: 'a' },
    { id: 'side', next: 'a' },
    { id: 'a', progress: 'first' },
    { id: 'a-more', progress: 'first' },
    { id: 'b', progress: 'second', guard: (state) => (state.ready ? null : 'a') },
  ],
});

describe('a declared flow', () => {
  it('leads to the declared next step, else to the one after it', () => {
    expect(nextStep(flow, 'start')).toBe('a');
    expect(nextStep(flow, 'side')).toBe('a');
    expect(nextStep(flow, 'a')).toBe('a-more');
    expect(nextStep(flow, 'b')).toBeNull();
  });

  it('shows each progress step once, at its first page, and places pages outside the bar at -1', () => {
    expect(progressSteps(flow)).toEqual([
      { progress: 'first', id: 'a' },
      { progress: 'second', id: 'b' },
    ]);
    expect(progressIndex(flow, 'a-more')).toBe(0);
    expect(progressIndex(flow, 'b')).toBe(1);
    expect(progressIndex(flow, 'start')).toBe(-1);
  });

  it('refuses a declaration that names a step twice or leads nowhere', () => {
    const base = { path: (id: string) => id, texts: flow.texts };
    expect(() => defineFlow({ ...base, steps: [{ id: 'x' }, { id: 'x' }] })).toThrow(/twice/);
    expect(() => defineFlow({ ...base, steps: [{ id: 'x', next: 'y' }] })).toThrow(/y/);
  });
});
