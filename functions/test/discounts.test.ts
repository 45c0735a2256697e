import type * as firebaseLogger from 'firebase-functions/logger';
import { describe, expect, it, vi } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { DiscountStatusResponse } from '../src/contracts/check-discount-status.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { PricingResponse } from '../src/contracts/get-groupama-pricing-for-options.js';
import type { OrderSummary } from '../src/contracts/get-order-summary.js';
import { callError, callOk, driver, randomIp, web } from './callable.js';

// What the service logs when it runs in this process; the calls through the emulator log there.
const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof firebaseLogger>();
  return { ...actual, logger: { ...actual.logger, info: (...args: unknown[]) => logged.push(args) } };
});

const check = (code: string, licensePlate: string) => ({ ...web, code, licensePlate });

describe('checkDiscountStatus', () => {
  it('describes a usable coupon, whatever case the driver typed it in', async () => {
    const status = await callOk<DiscountStatusResponse>(
      callNames.checkDiscountStatus,
      check(' dobrodosli10 ', 'ZG 5678-CD'),
    );
    expect(status).toEqual({
      discountCode: 'DOBRODOSLI10',
      discountInEuros: 10,
      expiresAt: '2027-12-31T22:59:59.000Z',
      licensePlate: null,
      type: 'coupon',
      singleUse: false,
      usedAt: null,
    });
  });

  it('accepts a coupon bound to a plate for that plate', async () => {
    const status = await callOk<DiscountStatusResponse>(callNames.checkDiscountStatus, check('VJERNOST30', 'zg1234ab'));
    expect(status).toMatchObject({ discountInEuros: 30, licensePlate: 'ZG1234AB', singleUse: true });
  });

  it('refuses an unknown, an expired, a used and another plate’s code with one and the same answer', async () => {
    const refusals = [];
    // Unknown, expired, single-use and used, bound to ZG1234AB: a guesser must not tell them apart.
    for (const code of ['NEPOSTOJECI', 'LJETO2026', 'ISKORISTEN20', 'VJERNOST30'])
      refusals.push(await callError(callNames.checkDiscountStatus, check(code, 'ZG5678CD'), { ip: randomIp() }));
    for (const refusal of refusals)
      expect(refusal).toEqual({
        status: 'FAILED_PRECONDITION',
        message: errorKeys.discountCodeError,
        details: { errorKey: errorKeys.discountCodeError },
      });
  });

  it('keeps why a code was refused in the log, for support', async () => {
    const { discountStatus } = await import('../src/services/discounts.js');
    for (const [code, reason] of [
      ['NEPOSTOJECI', 'not-found'],
      ['LJETO2026', 'expired'],
      ['ISKORISTEN20', 'code-used'],
      ['VJERNOST30', 'license-plate-mismatch'],
    ] as const) {
      await expect(discountStatus(code, 'ZG5678CD')).rejects.toMatchObject({
        details: { errorKey: errorKeys.discountCodeError },
      });
      expect(logged.at(-1)).toEqual(['discount-refused', { code, reason }]);
    }
  });

  it('takes a coupon for any vehicle for a car known by its VIN only, but not a coupon bound to a plate', async () => {
    for (const licensePlate of [null, '']) {
      const status = await callOk<DiscountStatusResponse>(callNames.checkDiscountStatus, {
        ...web,
        code: 'DOBRODOSLI10',
        licensePlate,
      });
      expect(status).toMatchObject({ discountCode: 'DOBRODOSLI10', licensePlate: null });
    }
    const bound = await callError(callNames.checkDiscountStatus, { ...web, code: 'VJERNOST30', licensePlate: null });
    expect(bound).toMatchObject({ status: 'FAILED_PRECONDITION', message: errorKeys.discountCodeError });
  });

  it('prices a car known by its VIN only with a coupon for any vehicle', async () => {
    const pricing = await callOk<PricingResponse>(callNames.getGroupamaPricingForOptions, {
      ...web,
      ...driver,
      vin: 'WVWZZZE1ZTP567890',
      discountCode: 'DOBRODOSLI10',
    });
    expect(pricing.discountCodeRefusal).toBeNull();
    expect(pricing.discountCode).toMatchObject({ code: 'DOBRODOSLI10', discountInEuros: 10, type: 'coupon' });
    const summary = await callOk<OrderSummary>(callNames.getOrderSummary, {
      ...web,
      quoteId: pricing.quoteId,
      coverCodes: ['MTPL'],
      discountCode: 'DOBRODOSLI10',
    });
    expect(summary).toMatchObject({ discountAmount: 10, discountCodeRefusal: null });
  });
});
