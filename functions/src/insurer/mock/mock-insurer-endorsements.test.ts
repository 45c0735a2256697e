import { describe, expect, it } from 'vitest';
import {
  insurerPaths,
  type InsurerPolicyEndorsementAnswer,
  type InsurerPolicyEndorsementRequest,
} from '../insurer-api.js';
import { defaultFixturesDir, loadFixtures } from './fixtures.js';
import { createMockInsurer } from './mock-insurer.js';

const fixtures = loadFixtures(defaultFixturesDir);

function insurerAt(at: string) {
  const clock = { at: new Date(at) };
  const insurer = createMockInsurer(fixtures, { now: () => clock.at });
  return {
    clock,
    endorse: (changes: Partial<InsurerPolicyEndorsementRequest> & Record<string, unknown> = {}) =>
      insurer.answer(insurerPaths.policyEndorsements, { ...endorsement, ...changes }),
    withdraw: () =>
      insurer.answer(insurerPaths.policyCancellations, {
        cancellationId: 'c-1',
        policyNumber: endorsement.policyNumber,
        licensePlate: endorsement.licensePlate,
        vin: endorsement.vin,
        issuedAt: endorsement.policyStartsAt,
        policyStartsAt: endorsement.policyStartsAt,
        policyEndsAt: endorsement.policyEndsAt,
        paidAmount: 365,
        paymentPlan: { kind: 'single' },
        reason: 'withdrawal',
        effectiveDate: '2026-12-05',
        documents: [],
      }),
  };
}

const endorsement: InsurerPolicyEndorsementRequest = {
  endorsementId: 'AO-0000000001-E1',
  policyNumber: '10-2026-0000001',
  licensePlate: 'ZG1234AB',
  vin: null,
  policyStartsAt: '2026-12-01T09:30:00+01:00',
  policyEndsAt: '2027-12-01T09:30:00+01:00',
  address: { street: 'Vukovarska', houseNumber: '58', postalCode: '21000', city: 'Split', country: 'HR' },
};

const decision = (answer: { body: object }) => (answer.body as InsurerPolicyEndorsementAnswer).endorsement;

describe('the mock insurer’s endorsements', () => {
  it('issues one numbered per policy, effective at once, and answers the same id the same', () => {
    const insurer = insurerAt('2026-12-05T10:00:00+01:00');
    const first = insurer.endorse();
    expect(first.status).toBe(201);
    expect(decision(first)).toEqual({
      endorsementId: 'AO-0000000001-E1',
      policyNumber: '10-2026-0000001',
      state: 'issued',
      endorsementNumber: '10-2026-0000001-D1',
      refusal: null,
      effectiveAt: '2026-12-05T09:00:00.000Z',
      decidedAt: '2026-12-05T09:00:00.000Z',
    });
    insurer.clock.at = new Date('2026-12-06T10:00:00+01:00');
    const again = insurer.endorse({ address: { ...endorsement.address, houseNumber: '60' } });
    expect(again.status).toBe(200);
    expect(decision(again)).toEqual(decision(first));
    expect(decision(insurer.endorse({ endorsementId: 'AO-0000000001-E2' })).endorsementNumber).toBe(
      '10-2026-0000001-D2',
    );
  });

  it('refuses a postal code its register lacks, a policy past its end, and one a cancellation ended', () => {
    const insurer = insurerAt('2026-12-05T10:00:00+01:00');
    const unknown = insurer.endorse({ address: { ...endorsement.address, postalCode: '10999' } });
    expect(decision(unknown)).toMatchObject({
      state: 'refused',
      refusal: 'unknown-postal-code',
      endorsementNumber: null,
    });

    insurer.clock.at = new Date('2027-12-01T09:30:00+01:00');
    expect(decision(insurer.endorse({ endorsementId: 'late' }))).toMatchObject({ refusal: 'policy-not-running' });

    const ended = insurerAt('2026-12-05T10:00:00+01:00');
    expect(ended.withdraw().status).toBe(201);
    expect(decision(ended.endorse())).toMatchObject({ state: 'refused', refusal: 'policy-not-running' });
  });

  it('takes only a Croatian address, every field, and nothing else', () => {
    const insurer = insurerAt('2026-12-05T10:00:00+01:00');
    expect(insurer.endorse({ address: { ...endorsement.address, country: 'SI' } }).status).toBe(400);
    expect(insurer.endorse({ address: { ...endorsement.address, postalCode: '2100' } }).status).toBe(400);
    expect(insurer.endorse({ licensePlate: null }).status).toBe(400);
    expect(insurer.endorse({ oib: '27182818283' }).status).toBe(400);
  });
});
