import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import type { DiscountStatusResponse } from '../src/contracts/check-discount-status.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { callError, callOk, web } from './callable.js';

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

  it.each([
    ['NEPOSTOJECI', 'ZG5678CD', 'NOT_FOUND', 'not-found', 404],
    ['LJETO2026', 'ZG5678CD', 'FAILED_PRECONDITION', 'expired', 410],
    ['ISKORISTEN20', 'ZG5678CD', 'FAILED_PRECONDITION', 'code-used', 409],
    ['VJERNOST30', 'ZG5678CD', 'FAILED_PRECONDITION', 'license-plate-mismatch', 403],
  ])('refuses %s for %s with discountCodeError and says why', async (code, plate, status, reason, httpErrorCode) => {
    const error = await callError(callNames.checkDiscountStatus, check(code, plate));
    expect(error).toEqual({
      status,
      message: errorKeys.discountCodeError,
      details: { errorKey: errorKeys.discountCodeError, reason, httpErrorCode },
    });
  });
});
