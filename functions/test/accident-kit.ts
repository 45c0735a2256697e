/** A statement's side and a drawn signature as the accident and claim tests fill them in: every fact a signature needs. */
import type { StatementCommon, StatementSide } from '../src/contracts/accident-statement.js';
import { callNames } from '../src/contracts/call-names.js';
import type { GetAccidentStatementResponse } from '../src/contracts/get-accident-statement.js';
import { callOk } from './callable.js';

/** A phone's access to a statement: what every call on it sends. */
export interface StatementPhone {
  statementId: string;
  partyToken: string;
}

/** When and where, in Zagreb today, with nothing else damaged and no witnesses. */
export const statementCommon = (overrides: Partial<StatementCommon> = {}): StatementCommon => ({
  date: '27/11/2026',
  time: '14:35',
  place: { country: 'HR', address: 'Ilica 10', postalCode: '10000', place: 'Zagreb', coordinates: null },
  otherVehiclesDamaged: false,
  objectsDamaged: false,
  witnesses: [],
  sketch: null,
  ...overrides,
});

const person = (email: string | null) => ({
  firstName: 'Ana',
  lastName: 'Horvat',
  address: 'Ilica 10',
  postalCode: '10000',
  place: 'Zagreb',
  country: 'HR',
  phone: '+385 91 234 5678',
  email,
});

/** A Croatian car's side, its driver born on `dateOfBirth`; `overrides` replace whole sections. */
export const statementSide = (
  plate: string,
  email: string | null,
  overrides: Partial<StatementSide> = {},
  dateOfBirth = '14/05/1980',
): StatementSide => ({
  policyholder: person(email),
  vehicle: {
    make: 'Škoda',
    model: 'Octavia',
    plate,
    registrationCountry: 'HR',
    trailerPlate: null,
    trailerCountry: null,
  },
  insurance: {
    insurerCode: 'allianz',
    insurerName: null,
    policyNumber: '123456789',
    greenCardNumber: null,
    validFrom: '01/01/2026',
    validUntil: '31/12/2026',
    ownDamageCovered: false,
  },
  driver: {
    ...person(email),
    dateOfBirth,
    licenceNumber: '12345678',
    licenceCategory: 'B',
    licenceValidUntil: '01/01/2030',
  },
  circumstances: [1, 8],
  impact: { x: 0.5, y: 0.1 },
  damage: 'Prednji branik.',
  remarks: null,
  ...overrides,
});

/** One stroke: enough for a signature. */
export const signatureStrokes = [
  [
    [0.1, 0.5],
    [0.5, 0.4],
    [0.9, 0.6],
  ],
];

/** What the phone's review shows of the statement, as its signature names it (`contentDigest`). */
export async function reviewedContent(phone: StatementPhone): Promise<string> {
  const answer = await callOk<GetAccidentStatementResponse>(callNames.getAccidentStatement, phone);
  if (!answer.changed) throw new Error('A read without knownVersion always carries the statement');
  return answer.statement.contentDigest;
}
