import { describe, expect, it } from 'vitest';
import { policyPeriod } from './policy-period';

const today = new Date(2025, 4, 20, 15, 30);

describe('policyPeriod', () => {
  it('keeps a future start and the end the server gave', () => {
    expect(policyPeriod({ policyStartDate: '01/06/2025', policyEndDate: '01/06/2026' }, today)).toEqual({
      start: '01/06/2025',
      end: '01/06/2026',
    });
  });

  it('keeps a start of today', () => {
    expect(policyPeriod({ policyStartDate: '20/05/2025', policyEndDate: '20/05/2026' }, today)).toEqual({
      start: '20/05/2025',
      end: '20/05/2026',
    });
  });

  it('replaces a past start by today and ends one year later', () => {
    expect(policyPeriod({ policyStartDate: '19/05/2025', policyEndDate: '19/05/2026' }, today)).toEqual({
      start: '20/05/2025',
      end: '20/05/2026',
    });
  });

  it('starts today when no start is known', () => {
    expect(policyPeriod({ policyStartDate: '', policyEndDate: '' }, today)).toEqual({
      start: '20/05/2025',
      end: '20/05/2026',
    });
  });

  it('ends one year after the start when the end is missing', () => {
    expect(policyPeriod({ policyStartDate: '29/02/2028', policyEndDate: '' }, today)).toEqual({
      start: '29/02/2028',
      end: '28/02/2029',
    });
  });
});
