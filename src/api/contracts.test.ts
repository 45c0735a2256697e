import { describe, expect, it } from 'vitest';
import { apiPaths, callNames } from '@contracts/call-names';
import { platform, platformVersion } from '@contracts/platform';

// The SPA reaches the functions' contracts through the `@contracts` alias; these are the names of spec §7.
describe('contracts seen from the SPA', () => {
  it('name the callables of spec §7 exactly as the spec does', () => {
    expect(Object.values(callNames)).toEqual(
      expect.arrayContaining([
        'checkDiscountStatus',
        'contactUsSendgrid',
        'getGroupamaPricingForOptions',
        'getGroupamaVehicleInfo',
        'sendCreateOfferRequest',
      ]),
    );
  });

  it('put every HTTP endpoint under /api, where Hosting rewrites to the api function', () => {
    expect(apiPaths).toEqual({
      health: '/api/health',
      checkTelematicsOnlyVehicle: '/api/check-telematics-only-vehicle',
      validateReferral: '/api/referrals/validate',
      paymentReturn: '/api/payments/return',
      paymentNotify: '/api/payments/notify',
      policyPdf: '/api/orders/policy-pdf',
      insurerClaimNotify: '/api/insurer/claims/notify',
    });
  });

  it('identify the client as the web platform at the spec version', () => {
    expect({ platform, platformVersion }).toEqual({ platform: 'web', platformVersion: 'v1.56.2' });
  });
});
