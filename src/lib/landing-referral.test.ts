import { describe, expect, it } from 'vitest';
import { apiPaths } from '@contracts/call-names';
import { validateReferralPath } from './landing-referral';

describe('the landing referral', () => {
  it('validates through the endpoint the functions serve', () => {
    expect(validateReferralPath).toBe(apiPaths.validateReferral);
  });
});
