import { describe, expect, it } from 'vitest';
import { apiPaths } from '../src/contracts/call-names.js';
import type { TelematicsCheckResponse } from '../src/contracts/check-telematics-only-vehicle.js';
import type { ReferralValidationResponse } from '../src/contracts/validate-referral.js';
import { signIn, signUp } from './auth-users.js';
import { randomIp, startInsideOneWindow } from './callable.js';
import { hostingOrigin } from './emulator-env.js';

/** Cloud Functions parse JSON before the handler runs, so a body that is not a JSON object or array is refused by the platform itself. */
it('refuses a body that is not a JSON object with 400', async () => {
  for (const body of ['{"contactEmail":', 'null', '42']) {
    const response = await fetch(`${hostingOrigin}${apiPaths.checkTelematicsOnlyVehicle}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status, body).toBe(400);
  }
});

async function post<T>(
  path: string,
  body: unknown,
  ip = randomIp(),
  idToken?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${hostingOrigin}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-local-peer': ip,
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

describe('POST /api/check-telematics-only-vehicle', () => {
  const check = (body: unknown) => post<TelematicsCheckResponse>(apiPaths.checkTelematicsOnlyVehicle, body);

  it('accepts a plate nobody registered for telematics only', async () => {
    expect(await check({ contactEmail: 'ivana@primjer.hr', licensePlate: 'ZG 5678-CD' })).toEqual({
      status: 200,
      body: { success: true, errorCode: null, message: null },
    });
  });

  it('refuses a plate already added without insurance, under any address, with the code the e-mail field shows', async () => {
    for (const [contactEmail, licensePlate] of [
      ['netko.drugi@primjer.hr', 'ZG 5555-TT'],
      // Spec §5 names no exception for the address it was added under.
      ['Telematika@Primjer.hr', 'zg5555tt'],
    ]) {
      const { status, body } = await check({ contactEmail, licensePlate });
      expect(status).toBe(200);
      expect(body).toMatchObject({ success: false, errorCode: 'vehicleWithTelematicsOnlyAlreadyExists' });
    }
  });

  it('answers bad input with 400 validation-error', async () => {
    for (const body of [{ contactEmail: 'x', licensePlate: 'ZG5678CD' }, { licensePlate: 'ZG5678CD' }, [1, 2], {}]) {
      const response = await check(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({ success: false, errorCode: 'validation-error' });
    }
  });
});

describe('POST /api/referrals/validate', () => {
  const validate = (body: unknown, idToken?: string) =>
    post<ReferralValidationResponse>(apiPaths.validateReferral, body, randomIp(), idToken);

  it('accepts an active referrer’s general link with what the referral is worth', async () => {
    expect(await validate({ referrerId: 'demo-driver', customerEmail: 'novi.kupac@primjer.hr' })).toEqual({
      status: 200,
      body: {
        valid: true,
        referrerId: 'demo-driver',
        errorCode: null,
        referralPoints: 100,
        referralDiscountAmount: 10,
        individualReferral: false,
      },
    });
  });

  it('answers the referrer’s own e-mail like any other, so a guessed address is not confirmed', async () => {
    const own = await validate({ referrerId: 'demo-driver', customerEmail: 'VOZAC@primjer.hr' });
    const other = await validate({ referrerId: 'demo-driver', customerEmail: 'novi.kupac@primjer.hr' });
    expect(own).toEqual(other);
  });

  it('accepts an unused personal invitation and says it is one', async () => {
    const { body } = await validate({
      referrerId: 'demo-driver',
      referralIndividualId: 'poziv-ana',
      customerEmail: 'ana.maric@primjer.hr',
    });
    expect(body).toMatchObject({ valid: true, individualReferral: true });
  });

  it.each([
    [{ referrerId: 'nepostojeci' }, 'referrer-not-found'],
    [{ referrerId: 'ref-neaktivan' }, 'referrer-inactive'],
    [{ referrerId: 'demo-driver', referralIndividualId: 'nepostojeci' }, 'individual-referral-not-found'],
    [{ referrerId: 'demo-driver', referralIndividualId: 'poziv-iskoristen' }, 'individual-referral-used'],
    [{ referrerId: 'demo-driver', referralIndividualId: 'poziv-tudji' }, 'individual-referral-other-referrer'],
  ])('refuses %j with %s', async (request, errorCode) => {
    const { status, body } = await validate(request);
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: false, errorCode, referralPoints: 0, referralDiscountAmount: 0 });
  });

  it('refuses the referrer’s own link to the referrer signed in, and a user id without the ID token that proves it', async () => {
    const referrer = await signIn('vozac@primjer.hr', 'Lozinka-Demo-2026');
    const own = { referrerId: 'demo-driver', userId: referrer.uid };
    expect(await validate(own, referrer.idToken)).toMatchObject({
      status: 200,
      body: { valid: false, errorCode: 'self-referral' },
    });
    const someoneElse = await signUp();
    for (const idToken of [undefined, someoneElse.idToken, 'not-a-token'])
      expect(await validate(own, idToken)).toMatchObject({
        status: 400,
        body: { valid: false, errorCode: 'validation-error', referrerId: null },
      });
    expect(await validate({ ...own, userId: someoneElse.uid }, someoneElse.idToken)).toMatchObject({
      status: 200,
      body: { valid: true },
    });
  });

  it(
    'answers one address a lookup’s number of times a minute, so referrer ids cannot be harvested',
    { timeout: 45_000 },
    async () => {
      await startInsideOneWindow();
      const ip = randomIp();
      const answers = [];
      for (let attempt = 0; attempt < 22; attempt += 1) {
        answers.push(
          await post<ReferralValidationResponse>(apiPaths.validateReferral, { referrerId: 'nepostojeci' }, ip),
        );
      }
      expect(answers.slice(0, 20).every((answer) => answer.status === 200)).toBe(true);
      expect(answers.slice(20)).toEqual(
        Array(2).fill({ status: 429, body: expect.objectContaining({ valid: false, errorCode: 'too-many-requests' }) }),
      );
    },
  );

  it('does not validate without a referrer id', async () => {
    const { status, body } = await validate({ customerEmail: 'ana@primjer.hr' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ valid: false, errorCode: 'validation-error' });
  });
});
