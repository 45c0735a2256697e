/**
 * What the accident statement's component tests share: a statement as the server shows it, a phone's stored access,
 * and a `getAccidentStatement` edge that answers as the server does (nothing but the version when the phone has it).
 */
import { http, HttpResponse } from 'msw';
import type { AccidentStatementView, StatementSideView } from '@contracts/accident-statement';
import { callableUrl, dataOf } from '../../test/callables';
import { server } from '../../test/msw-server';
import { writeAccess, type StatementAccess } from './access/statement-access';
import { emptyStatementSide } from '@contracts/accident-statement';

export const statementId = 'St4tementId000000001';
export const tokenA = 'a'.repeat(43);
export const tokenB = 'b'.repeat(43);

export const emptySideView = (): StatementSideView => ({
  ...emptyStatementSide(),
  linkedPolicy: null,
  photos: [],
  signature: null,
});

/** A side with everything `missingForSigning` asks for. */
export const completeSideView = (plate: string, surname: string): StatementSideView => {
  const side = emptySideView();
  return {
    ...side,
    vehicle: { ...side.vehicle, plate, registrationCountry: 'HR', make: 'Škoda', model: 'Octavia' },
    insurance: { ...side.insurance, insurerCode: 'groupama', policyNumber: '1234567' },
    driver: { ...side.driver, firstName: 'Ana', lastName: surname, email: `${surname.toLowerCase()}@example.com` },
  };
};

export function statementView(overrides: Partial<AccidentStatementView> = {}): AccidentStatementView {
  return {
    statementId,
    version: 1,
    contentDigest: 'c0'.repeat(32),
    state: 'draft',
    mode: 'two-phones',
    otherParty: null,
    language: 'hr',
    you: ['A'],
    common: {
      date: null,
      time: null,
      place: { country: null, address: null, postalCode: null, place: null, coordinates: null },
      otherVehiclesDamaged: null,
      objectsDamaged: null,
      witnesses: [],
      sketch: null,
    },
    sides: { A: emptySideView(), B: emptySideView() },
    joined: false,
    joinExpiresAt: null,
    lock: null,
    sent: null,
    updatedAt: '2026-11-27T10:00:00Z',
    ...overrides,
  };
}

export function seedAccess(access: Partial<StatementAccess> & Pick<StatementAccess, 'partyTokens'>) {
  writeAccess({
    statementId,
    joinedWithCode: null,
    join: null,
    furthest: 0,
    activeRole: access.partyTokens.A ? 'A' : 'B',
    sentAt: null,
    ...access,
  });
}

/**
 * Serves the statement `current()` returns, as the server would: `changed: false` to a phone that knows its version.
 * The returned list fills with what each poll sent.
 */
export function serveStatement(current: () => AccidentStatementView) {
  const polls: { knownVersion: number | null; partyToken: string }[] = [];
  server.use(
    http.post(callableUrl('getAccidentStatement'), async ({ request }) => {
      const data = await dataOf<{ knownVersion: number | null; partyToken: string }>(request);
      polls.push(data);
      const statement = current();
      return HttpResponse.json({
        result:
          data.knownVersion === statement.version
            ? { changed: false, version: statement.version }
            : { changed: true, version: statement.version, statement },
      });
    }),
  );
  return polls;
}
