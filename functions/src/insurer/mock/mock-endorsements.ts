/**
 * The mock insurer's endorsements (`POST /v1/policies/endorsements`): a policyholder's new address recorded on a
 * running policy, decided at once.
 *
 * - Refused `policy-not-running` when the request comes at or after `policyEndsAt`, or the policy was ended by a
 *   cancellation this mock accepted.
 * - Refused `unknown-postal-code` for a postal code of `endorsements.json`'s `unknownPostalCodes`: codes that pass
 *   the product's check (a Croatian postal region) but that the insurer's register does not hold.
 * - Otherwise issued, effective from the moment of the decision, numbered `{policyNumber}-D{n}` with n counting the
 *   policy's issued endorsements from 1.
 *
 * Every decision is kept by `endorsementId` for the life of the mock: the same id answers the first decision.
 */
import { normalizedLicensePlatePattern } from '../../contracts/license-plate.js';
import { vinPattern } from '../../contracts/vin.js';
import type {
  InsurerPolicyEndorsement,
  InsurerPolicyEndorsementAnswer,
  InsurerPolicyEndorsementRequest,
  InsurerPolicyholderAddress,
} from '../insurer-api.js';
import type { EndorsementFixtures } from './fixtures.js';
import {
  FieldError,
  asObject,
  nullableString,
  onlyKeys,
  requiredInstant,
  requiredString,
  type JsonObject,
} from './json-fields.js';
import type { MockAnswer } from './mock-answer.js';

export interface MockEndorsementsOptions {
  fixtures: EndorsementFixtures;
  /** Whether a cancellation this mock accepted ended the policy. */
  hasEnded(policyNumber: string): boolean;
  now?: () => Date;
}

const requestKeys = [
  'endorsementId',
  'policyNumber',
  'licensePlate',
  'vin',
  'policyStartsAt',
  'policyEndsAt',
  'address',
] as const satisfies readonly (keyof InsurerPolicyEndorsementRequest)[];
const addressKeys = [
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof InsurerPolicyholderAddress)[];

export function createMockEndorsements(options: MockEndorsementsOptions) {
  const { fixtures, hasEnded } = options;
  const now = options.now ?? (() => new Date());
  const byId = new Map<string, InsurerPolicyEndorsement>();
  const issuedOf = new Map<string, number>();

  const answer = (endorsement: InsurerPolicyEndorsement, status: number): MockAnswer => {
    const body: InsurerPolicyEndorsementAnswer = {
      responseStatus: 'success',
      endorsement: structuredClone(endorsement),
    };
    return { status, body };
  };

  return {
    endorse(body: JsonObject): MockAnswer {
      const request = readEndorsement(body);
      const known = byId.get(request.endorsementId);
      if (known) return answer(known, 200);
      const at = now();
      const base = {
        endorsementId: request.endorsementId,
        policyNumber: request.policyNumber,
        decidedAt: at.toISOString(),
      };
      let endorsement: InsurerPolicyEndorsement;
      if (at >= request.endsAt || hasEnded(request.policyNumber)) {
        endorsement = {
          ...base,
          state: 'refused',
          endorsementNumber: null,
          refusal: 'policy-not-running',
          effectiveAt: null,
        };
      } else if (fixtures.unknownPostalCodes.has(request.address.postalCode)) {
        endorsement = {
          ...base,
          state: 'refused',
          endorsementNumber: null,
          refusal: 'unknown-postal-code',
          effectiveAt: null,
        };
      } else {
        const number = (issuedOf.get(request.policyNumber) ?? 0) + 1;
        issuedOf.set(request.policyNumber, number);
        endorsement = {
          ...base,
          state: 'issued',
          endorsementNumber: `${request.policyNumber}-D${number}`,
          refusal: null,
          effectiveAt: at.toISOString(),
        };
      }
      byId.set(request.endorsementId, endorsement);
      return answer(endorsement, 201);
    },
  };
}

function readEndorsement(body: JsonObject) {
  const where = 'request';
  onlyKeys(body, requestKeys, where);
  const licensePlate = nullableString(body, 'licensePlate', where);
  if (licensePlate !== null && !normalizedLicensePlatePattern.test(licensePlate))
    throw new FieldError('request.licensePlate must be normalised (no spaces or hyphens, upper case)');
  const vin = nullableString(body, 'vin', where);
  if (vin !== null && !vinPattern.test(vin)) throw new FieldError('request.vin must be 17 characters without I, O, Q');
  if (licensePlate === null && vin === null) throw new FieldError('An endorsement names the car: licensePlate or vin');
  const startsAt = requiredInstant(body, 'policyStartsAt', where);
  const endsAt = requiredInstant(body, 'policyEndsAt', where);
  if (endsAt <= startsAt) throw new FieldError('policyEndsAt must be after policyStartsAt');
  const address = asObject(body.address, 'request.address');
  onlyKeys(address, addressKeys, 'request.address');
  const fields = Object.fromEntries(
    addressKeys.map((key) => [key, requiredString(address, key, 'request.address')]),
  ) as Record<(typeof addressKeys)[number], string>;
  if (!/^\d{5}$/.test(fields.postalCode)) throw new FieldError('request.address.postalCode must be five digits');
  if (fields.country !== 'HR')
    throw new FieldError('request.address.country must be HR: the insurer writes to Croatia');
  return {
    endorsementId: requiredString(body, 'endorsementId', where),
    policyNumber: requiredString(body, 'policyNumber', where),
    endsAt,
    address: fields,
  };
}
