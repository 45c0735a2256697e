import { describe, expect, it } from 'vitest';
import {
  emptyStatementSide,
  type AccidentStatementView,
  type StatementSideView,
} from '../contracts/accident-statement.js';
import { composeAccidentStatementEmail } from './accident-statement-email.js';

const side = (plate: string): StatementSideView => {
  const empty = emptyStatementSide();
  return {
    ...empty,
    vehicle: { ...empty.vehicle, plate },
    linkedPolicy: null,
    photos: [],
    signature: { kind: 'signed', signature: { strokes: [[[0.1, 0.2]]] }, signedAt: '2026-12-06T21:12:40Z' },
  };
};

const lockedAt = (at: string): AccidentStatementView => ({
  statementId: 'Ab3dE5gH7jK9mN1pQ3sT',
  version: 9,
  contentDigest: 'b7e2'.repeat(16),
  state: 'locked',
  mode: 'two-phones',
  otherParty: null,
  language: 'hr',
  you: ['A'],
  common: {
    date: '06/12/2026',
    time: '21:50',
    place: { country: 'HR', address: 'Savska cesta 41', postalCode: '10000', place: 'Zagreb', coordinates: null },
    otherVehiclesDamaged: false,
    objectsDamaged: false,
    witnesses: [],
    sketch: null,
  },
  sides: { A: side('ZG1234AB'), B: side('ST987CD') },
  joined: true,
  joinExpiresAt: null,
  lock: { hash: 'a3f1'.repeat(16), lockedAt: at },
  sent: null,
  updatedAt: at,
});

describe("the statement's e-mail", () => {
  it.each([
    ['winter (UTC+1)', '2026-12-06T21:12:51.263Z', '06/12/2026 22:12'],
    ['summer (UTC+2)', '2026-07-06T21:12:51.263Z', '06/07/2026 23:12'],
    ['a Zagreb day after the UTC one', '2026-07-06T22:40:00Z', '07/07/2026 00:40'],
  ])('shows when it was locked on Zagreb’s clock, as the PDF does, in %s', (_, instant, shown) => {
    const hr = composeAccidentStatementEmail(lockedAt(instant), 'hr');
    const en = composeAccidentStatementEmail(lockedAt(instant), 'en');
    expect(hr.text).toContain(`Zaključano: ${shown}\n`);
    expect(en.text).toContain(`Locked: ${shown}\n`);
    for (const email of [hr, en]) {
      expect(email.html).toContain(shown);
      expect(email.text + email.html).not.toContain(instant);
      expect(email.text + email.html).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    }
  });
});
