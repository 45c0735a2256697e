/**
 * The accident statement over the real protocol against the running stack: two phones, the join code, who writes
 * what, signatures, the lock and its hash, and the send (PDF, both inboxes, the insurer's claim number).
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { AccidentStatementView, StatementSide } from '../src/contracts/accident-statement.js';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import { accidentErrorKeys } from '../src/contracts/accident-error-keys.js';
import type { GetAccidentPhotoResponse } from '../src/contracts/get-accident-photo.js';
import type { GetAccidentStatementResponse } from '../src/contracts/get-accident-statement.js';
import type { GetAccidentStatementPdfResponse } from '../src/contracts/get-accident-statement-pdf.js';
import type { JoinAccidentStatementResponse } from '../src/contracts/join-accident-statement.js';
import type { ShareAccidentStatementResponse } from '../src/contracts/share-accident-statement.js';
import type { SignAccidentStatementResponse } from '../src/contracts/sign-accident-statement.js';
import type { StartAccidentStatementResponse } from '../src/contracts/start-accident-statement.js';
import type { UploadAccidentPhotoResponse } from '../src/contracts/upload-accident-photo.js';
import { insurerPaths, mockFaultsPath } from '../src/insurer/insurer-api.js';
import { statementHash } from '../src/services/accident-lock.js';
import { runAccidentHousekeeping } from '../src/services/accident-send.js';
import { hashJoinCode, photoPath } from '../src/services/accident-statements.js';
import type { AccidentStatementDocument } from '../src/store/accident-statements.js';
import { collections } from '../src/store/collection-names.js';
import { expectExpiresInDays, firestore, readDoc } from './admin.js';
import { signUp } from './auth-users.js';
import { call, callError, callOk, randomIp, startInsideOneWindow } from './callable.js';
import { insurerOrigin } from './emulator-env.js';
import { localFunctionsEnv } from './local-runtime.js';
import { attachmentBytes, mailTo } from './mailbox.js';
import {
  reviewedContent,
  signatureStrokes,
  statementCommon,
  type StatementPhone,
  statementSide,
} from './accident-kit.js';
import { plainJpeg } from './file-kit.js';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function start(mode: 'two-phones' | 'one-phone' | 'alone' = 'two-phones', extra: object = {}) {
  return callOk<StartAccidentStatementResponse>(callNames.startAccidentStatement, { mode, language: 'hr', ...extra });
}

/** Driver A starts, driver B joins with the code: the two phones. */
async function twoPhones(): Promise<{ a: StatementPhone; b: StatementPhone; code: string }> {
  const started = await start();
  const code = started.join?.code ?? '';
  const joined = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, { code });
  return {
    a: { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' },
    b: { statementId: joined.statementId, partyToken: joined.partyToken },
    code,
  };
}

const view = async (phone: StatementPhone) => {
  const answer = await callOk<GetAccidentStatementResponse>(callNames.getAccidentStatement, phone);
  if (!answer.changed) throw new Error('A read without knownVersion always carries the statement');
  return answer.statement;
};

const saveCommon = (phone: StatementPhone, content = statementCommon()) =>
  callOk<{ version: number }>(callNames.saveAccidentCommon, { ...phone, common: content });
const saveSide = (phone: StatementPhone, role: 'A' | 'B', content: StatementSide) =>
  callOk<{ version: number }>(callNames.saveAccidentSide, { ...phone, role, side: content });
const signing = (phone: StatementPhone, role: 'A' | 'B', contentDigest: string) => ({
  ...phone,
  role,
  contentDigest,
  decision: 'sign',
  strokes: signatureStrokes,
});
const sign = (phone: StatementPhone, role: 'A' | 'B', contentDigest: string) =>
  callOk<SignAccidentStatementResponse>(callNames.signAccidentStatement, signing(phone, role, contentDigest));

const stored = async (statementId: string) => {
  const document = await readDoc<AccidentStatementDocument>(`${collections.accidentStatements}/${statementId}`);
  if (!document) throw new Error(`No statement ${statementId}`);
  return document;
};

/** Both sides filled; answers the content both drivers review. */
async function filled(
  a: StatementPhone,
  b: StatementPhone,
  emails = { A: `a.${unique()}@primjer.hr`, B: `b.${unique()}@primjer.hr` },
) {
  await saveCommon(a);
  await saveSide(a, 'A', statementSide('ZG1234AB', emails.A));
  await saveSide(b, 'B', statementSide('ST987CD', emails.B));
  return { contentDigest: await reviewedContent(b), emails };
}

describe('starting and joining', () => {
  it('two phones: A gets its secret and a six-character code for two hours; B trades the code for its own secret', async () => {
    const started = await start();
    expect(started.statementId).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(started.partyTokens.A).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.partyTokens.B).toBeUndefined();
    expect(started.join?.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const expiresIn = Date.parse(started.join?.expiresAt ?? '') - Date.now();
    expect(Math.abs(expiresIn - 2 * 60 * 60 * 1000)).toBeLessThan(60_000);

    const document = await stored(started.statementId);
    // Only hashes at rest: neither the secret nor the code is stored.
    expect(JSON.stringify(document)).not.toContain(started.partyTokens.A);
    expect(JSON.stringify(document)).not.toContain(started.join?.code);
    expect(document.joinCodeHash).toBe(hashJoinCode(started.join?.code ?? ''));
    expectExpiresInDays(document, 30);

    const joined = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, {
      code: started.join?.code,
    });
    expect(joined.statementId).toBe(started.statementId);
    const seenByB = await view(joined);
    expect(seenByB.you).toEqual(['B']);
    expect(seenByB.joined).toBe(true);
    const seenByA = await view({ statementId: started.statementId, partyToken: started.partyTokens.A ?? '' });
    expect(seenByA.you).toEqual(['A']);
    expect(seenByA.joinExpiresAt).toBeNull();
  });

  it('starts on today in Croatia; a signed-in driver is recorded as its starter, a guest is not', async () => {
    const guest = await start();
    const seen = await view({ statementId: guest.statementId, partyToken: guest.partyTokens.A ?? '' });
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb' }).format(new Date());
    expect([seen.common.date, seen.common.place.country]).toEqual([today, 'HR']);
    expect(seen.common.time).toMatch(/^\d{2}:\d{2}$/);
    expect((await stored(guest.statementId)).uid).toBeNull();

    const user = await signUp();
    const signedIn = await callOk<StartAccidentStatementResponse>(
      callNames.startAccidentStatement,
      { mode: 'one-phone', language: 'en' },
      { idToken: user.idToken },
    );
    expect((await stored(signedIn.statementId)).uid).toBe(user.uid);
  });

  it('a code works once', async () => {
    const { code } = await twoPhones();
    const second = await callError(callNames.joinAccidentStatement, { code });
    expect(second.details?.errorKey).toBe(accidentErrorKeys.accidentJoinCodeInvalid);
  });

  it('a code older than two hours is refused with the same answer as a wrong one', async () => {
    const started = await start();
    const code = started.join?.code ?? '';
    await firestore()
      .doc(`${collections.accidentJoinCodes}/${hashJoinCode(code)}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const expired = await callError(callNames.joinAccidentStatement, { code });
    const wrong = await callError(callNames.joinAccidentStatement, { code: 'ZZZZZZ' });
    expect(expired).toEqual(wrong);
    expect(expired.details?.errorKey).toBe(accidentErrorKeys.accidentJoinCodeInvalid);
  });

  it('a new code replaces the old one', async () => {
    const started = await start();
    const a = { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' };
    const shared = await callOk<ShareAccidentStatementResponse>(callNames.shareAccidentStatement, a);
    const old = await callError(callNames.joinAccidentStatement, { code: started.join?.code });
    expect(old.details?.errorKey).toBe(accidentErrorKeys.accidentJoinCodeInvalid);
    const joined = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, { code: shared.code });
    expect(joined.statementId).toBe(started.statementId);
  });

  it('five wrong codes from one address: the sixth call is refused even with the right code; another address is not', async () => {
    const started = await start();
    await startInsideOneWindow(60 * 60_000);
    const ip = randomIp();
    const wrongCodes = ['ZZZZZ2', 'ZZZZZ3', 'ZZZZZ4', 'ZZZZZ5', 'ZZZZZ6'];
    for (const code of wrongCodes) {
      const refused = await callError(callNames.joinAccidentStatement, { code }, { ip });
      expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentJoinCodeInvalid);
    }
    const limited = await callError(callNames.joinAccidentStatement, { code: started.join?.code }, { ip });
    expect(limited.status).toBe('RESOURCE_EXHAUSTED');
    expect(limited.details?.errorKey).toBe(errorKeys.tooManyRequests);
    const elsewhere = await callOk<JoinAccidentStatementResponse>(callNames.joinAccidentStatement, {
      code: started.join?.code,
    });
    expect(elsewhere.statementId).toBe(started.statementId);
  });

  it('right codes do not count against the address', async () => {
    const ip = randomIp();
    for (let index = 0; index < 6; index += 1) {
      const started = await start();
      const joined = await call(callNames.joinAccidentStatement, { code: started.join?.code }, { ip });
      expect(joined.ok).toBe(true);
    }
  });

  it('one phone gets both secrets and writes both sides; alone with no other vehicle has no side B', async () => {
    const onePhone = await start('one-phone');
    expect(Object.keys(onePhone.partyTokens).sort()).toEqual(['A', 'B']);
    expect(onePhone.join).toBeNull();
    const seen = await view({ statementId: onePhone.statementId, partyToken: onePhone.partyTokens.A ?? '' });
    expect(seen.you).toEqual(['A', 'B']);

    const alone = await start('alone', { otherParty: 'none' });
    const a = { statementId: alone.statementId, partyToken: alone.partyTokens.A ?? '' };
    expect((await view(a)).sides.B).toBeNull();
    const refused = await callError(callNames.saveAccidentSide, {
      ...a,
      role: 'B',
      side: statementSide('ZG1', 'x@primjer.hr'),
    });
    expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentNotYourSide);
  });
});

describe('access', () => {
  it('a wrong secret gets the same answer as a statement that does not exist', async () => {
    const { a } = await twoPhones();
    const wrongToken = await callError(callNames.getAccidentStatement, { ...a, partyToken: 'x'.repeat(43) });
    const noStatement = await callError(callNames.getAccidentStatement, {
      statementId: 'Q'.repeat(20),
      partyToken: a.partyToken,
    });
    expect(wrongToken).toEqual(noStatement);
    expect(wrongToken.details?.errorKey).toBe(accidentErrorKeys.accidentStatementNotFound);
    const wrongWrite = await callError(callNames.saveAccidentCommon, {
      ...a,
      partyToken: 'x'.repeat(43),
      common: statementCommon(),
    });
    expect(wrongWrite.details?.errorKey).toBe(accidentErrorKeys.accidentStatementNotFound);
  });

  it("side B's secret cannot write side A or the shared part; A's cannot write side B", async () => {
    const { a, b } = await twoPhones();
    const before = (await stored(a.statementId)).version;
    const sideA = await callError(callNames.saveAccidentSide, {
      ...b,
      role: 'A',
      side: statementSide('ZG1', 'x@primjer.hr'),
    });
    const shared = await callError(callNames.saveAccidentCommon, { ...b, common: statementCommon() });
    const sideB = await callError(callNames.saveAccidentSide, {
      ...a,
      role: 'B',
      side: statementSide('ZG1', 'x@primjer.hr'),
    });
    for (const refused of [sideA, shared, sideB]) {
      expect(refused.status).toBe('PERMISSION_DENIED');
      expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentNotYourSide);
    }
    expect((await stored(a.statementId)).version).toBe(before);
  });

  it('the poll answers `changed: false` to a phone that has the current version, and the statement after a change', async () => {
    const { a, b } = await twoPhones();
    const { version } = await callOk<GetAccidentStatementResponse>(callNames.getAccidentStatement, b);
    expect(
      await callOk<GetAccidentStatementResponse>(callNames.getAccidentStatement, { ...b, knownVersion: version }),
    ).toEqual({ changed: false, version });
    await saveCommon(a, statementCommon({ time: '09:15' }));
    const after = await callOk<GetAccidentStatementResponse>(callNames.getAccidentStatement, {
      ...b,
      knownVersion: version,
    });
    expect(after.changed && after.statement.common.time).toBe('09:15');
  });

  it('a part sent without the fields a driver has not touched stores them as none', async () => {
    const { a } = await twoPhones();
    await callOk(callNames.saveAccidentSide, {
      ...a,
      role: 'A',
      side: { policyholder: {}, vehicle: { plate: 'ZG1234AB' }, insurance: {}, driver: {}, circumstances: [] },
    });
    await callOk(callNames.saveAccidentCommon, { ...a, common: { place: { country: 'SI' }, witnesses: [] } });
    const seen = await view(a);
    expect(seen.sides.A.vehicle).toEqual({
      make: null,
      model: null,
      plate: 'ZG1234AB',
      registrationCountry: null,
      trailerPlate: null,
      trailerCountry: null,
    });
    expect([seen.sides.A.impact, seen.sides.A.damage, seen.sides.A.driver.licenceNumber]).toEqual([null, null, null]);
    expect(seen.common).toMatchObject({ date: null, sketch: null, place: { country: 'SI', coordinates: null } });
  });

  it('the two phones saving at the same moment lose neither change', async () => {
    const { a, b } = await twoPhones();
    const { version } = await view(a);
    for (let round = 0; round < 5; round += 1)
      await Promise.all([
        saveCommon(a, statementCommon({ time: `10:0${round}` })),
        saveSide(b, 'B', statementSide(`ST10${round}AB`, 'b@primjer.hr')),
      ]);
    const seen = await view(a);
    expect(seen.version).toBe(version + 10);
    expect([seen.common.time, seen.sides.B?.vehicle.plate]).toEqual(['10:04', 'ST104AB']);
  });

  it('saving the same content again changes nothing (the outbox may send it twice)', async () => {
    const { a } = await twoPhones();
    const first = await saveCommon(a);
    expect(await saveCommon(a)).toEqual(first);
  });

  it(
    'a poll every 1.5 s from two phones behind one address for a minute stays within the limits',
    { timeout: 60_000 },
    async () => {
      const { a, b } = await twoPhones();
      const ip = randomIp();
      // A minute's polls of both phones, each pair at the same moment as the phones' timers may fall.
      const refused: string[] = [];
      for (let round = 0; round < 40; round += 1) {
        const pair = await Promise.all([a, b].map((phone) => call(callNames.getAccidentStatement, phone, { ip })));
        for (const answer of pair) if (!answer.ok) refused.push(`${round}: ${answer.error.status}`);
      }
      expect(refused).toEqual([]);
    },
  );
});

describe('what a driver types', () => {
  it("the other driver's name and make by the purchase's rules, and no invisible characters: refused by field, nothing stored", async () => {
    const { a, b } = await twoPhones();
    const before = (await stored(a.statementId)).version;
    const side = statementSide('ZG1234AB', 'marko@primjer.hr');
    const refused = await callError(callNames.saveAccidentSide, {
      ...b,
      role: 'B',
      side: {
        ...side,
        vehicle: { ...side.vehicle, make: 'Renault 🚗' },
        driver: { ...side.driver, firstName: 'Marko<script>alert(1)</script>', lastName: '\u202Etset' },
      },
    });
    expect(refused).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: {
        errorKey: errorKeys.validation,
        fields: {
          'side.vehicle.make': 'invalid-make-or-model',
          'side.driver.firstName': 'invalid-name',
          'side.driver.lastName': 'invisible-characters',
        },
      },
    });
    expect(Object.keys(refused.details?.fields ?? {})).toHaveLength(3);
    expect((await stored(a.statementId)).version).toBe(before);
  });

  it('a Croatian plate is kept in the one normalised form, a foreign one as its country writes it', async () => {
    const { a, b } = await twoPhones();
    const sideA = statementSide('zg 4242-sp', null);
    await saveSide(a, 'A', {
      ...sideA,
      vehicle: { ...sideA.vehicle, trailerPlate: 'zg 123-ab', trailerCountry: 'HR' },
    });
    const sideB = statementSide('lj  12-abc', null);
    await saveSide(b, 'B', { ...sideB, vehicle: { ...sideB.vehicle, registrationCountry: 'SI' } });
    const seen = await view(b);
    expect([seen.sides.A.vehicle.plate, seen.sides.A.vehicle.trailerPlate]).toEqual(['ZG4242SP', 'ZG123AB']);
    expect(seen.sides.B?.vehicle.plate).toBe('LJ 12-ABC');
  });

  it('remarks that go into the PDF: an emoji is refused, Croatian punctuation and lines are kept', async () => {
    const { a } = await twoPhones();
    const side = statementSide('ZG1234AB', 'ana@primjer.hr');
    const refused = await callError(callNames.saveAccidentSide, {
      ...a,
      role: 'A',
      side: { ...side, remarks: 'Nije stao na znak 🛑' },
    });
    expect(refused.details?.fields).toEqual({ 'side.remarks': 'unprintable-characters' });
    const remarks = 'Vozač B kaže: „nisam vidio znak”.\nŠteta – oko 300 €…';
    await saveSide(a, 'A', { ...side, remarks });
    expect((await view(a)).sides.A.remarks).toBe(remarks);
  });
});

describe('signing and the lock', () => {
  it('signing needs the required facts, and the content the driver reviewed', async () => {
    const { a, b } = await twoPhones();
    const empty = await reviewedContent(a);
    const incomplete = await callError(callNames.signAccidentStatement, signing(a, 'A', empty));
    expect(incomplete.details?.errorKey).toBe(accidentErrorKeys.accidentStatementIncomplete);
    expect(incomplete.details?.fields).toMatchObject({ 'A.plate': 'required', 'B.plate': 'required' });

    await filled(a, b);
    const stale = await callError(callNames.signAccidentStatement, signing(a, 'A', empty));
    expect(stale.details?.errorKey).toBe(accidentErrorKeys.accidentStatementChanged);
  });

  it('the place needs its town: "Vukovarska 58, Croatia" alone is not signed', async () => {
    const { a, b } = await twoPhones();
    await filled(a, b);
    const { place } = statementCommon();
    await saveCommon(
      a,
      statementCommon({ place: { ...place, address: 'Vukovarska 58', postalCode: null, place: null } }),
    );
    const refused = await callError(callNames.signAccidentStatement, signing(a, 'A', await reviewedContent(a)));
    expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentStatementIncomplete);
    expect(refused.details?.fields).toEqual({ 'common.town': 'required' });
  });

  it("the other driver's signature and a new code between my review and my signature: my signature is taken", async () => {
    const { a, b } = await twoPhones();
    const { contentDigest, emails } = await filled(a, b);
    const read = await view(a);
    await sign(b, 'B', await reviewedContent(b));
    await callOk(callNames.shareAccidentStatement, a);
    // B's phone passing a step sends its side again as it was: no change, and B's signature stays.
    await saveSide(b, 'B', statementSide('ST987CD', emails.B));
    expect((await view(a)).version).toBeGreaterThan(read.version);
    expect(read.contentDigest).toBe(contentDigest);
    expect(['locked', 'sent']).toContain((await sign(a, 'A', read.contentDigest)).state);
  });

  it('the other driver changing their vehicle after my review: my signature is refused until I review again', async () => {
    const { a, b } = await twoPhones();
    const { contentDigest, emails } = await filled(a, b);
    const sideB = statementSide('ST987CD', emails.B);
    await saveSide(b, 'B', { ...sideB, vehicle: { ...sideB.vehicle, make: 'Renault' } });
    const refused = await callError(callNames.signAccidentStatement, signing(a, 'A', contentDigest));
    expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentStatementChanged);
    expect((await sign(a, 'A', await reviewedContent(a))).state).toBe('draft');
  });

  it('a change after one signature clears it', async () => {
    const { a, b } = await twoPhones();
    const { contentDigest } = await filled(a, b);
    const signedA = await sign(a, 'A', contentDigest);
    expect(signedA.state).toBe('draft');
    expect((await view(b)).sides.A.signature?.kind).toBe('signed');
    await saveSide(b, 'B', statementSide('ST987CD', 'b@primjer.hr', { damage: 'Stražnja vrata.' }));
    const after = await view(b);
    expect(after.sides.A.signature).toBeNull();
    expect(after.state).toBe('draft');
  });

  it('both signatures lock it: the stored hash is the one recomputed from the stored content, and every later write is refused', async () => {
    const { a, b } = await twoPhones();
    const { contentDigest, emails } = await filled(a, b);
    await sign(a, 'A', contentDigest);
    const afterB = await sign(b, 'B', contentDigest);
    expect(['locked', 'sent']).toContain(afterB.state);

    const document = await stored(a.statementId);
    expect(document.lock?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(statementHash(document)).toBe(document.lock?.hash);
    // Six years for a signed statement (decision 0017).
    expect(document.expireAt.toDate().getUTCFullYear() - new Date().getUTCFullYear()).toBe(6);
    const seen = await view(b);
    expect(seen.lock?.hash).toBe(document.lock?.hash);
    expect(seen.sides.A.signature?.kind).toBe('signed');

    const writes = [
      call(callNames.saveAccidentCommon, { ...a, common: statementCommon({ time: '23:59' }) }),
      call(callNames.saveAccidentSide, {
        ...a,
        role: 'A',
        side: statementSide('ZG1234AB', emails.A, { damage: 'Više.' }),
      }),
      call(callNames.saveAccidentSide, {
        ...b,
        role: 'B',
        side: statementSide('ST987CD', emails.B, { damage: 'Manje.' }),
      }),
      call(callNames.signAccidentStatement, signing(a, 'A', seen.contentDigest)),
      call(callNames.shareAccidentStatement, a),
      call(callNames.linkAccidentPolicy, { ...a, role: 'A', plate: 'ZG1234AB', policyNumber: '123' }),
    ];
    for (const outcome of await Promise.all(writes)) {
      expect(!outcome.ok && outcome.error.details?.errorKey).toBe(accidentErrorKeys.accidentStatementLocked);
    }
    const unchanged = await stored(a.statementId);
    expect(unchanged.lock?.hash).toBe(document.lock?.hash);
    expect(statementHash(unchanged)).toBe(document.lock?.hash);
  });

  it('alone: the one signature locks it', async () => {
    const started = await start('alone', { otherParty: 'left' });
    const a = { statementId: started.statementId, partyToken: started.partyTokens.A ?? '' };
    await saveCommon(a);
    await saveSide(a, 'A', statementSide('ZG1234AB', `a.${unique()}@primjer.hr`));
    const signed = await sign(a, 'A', await reviewedContent(a));
    expect(['locked', 'sent']).toContain(signed.state);
  });
});

describe('our policy and the send', () => {
  /** A policy of ours as the fulfilment stores it, enough of it for the link. */
  async function ourPolicy(plate: string, email: string) {
    const policyNumber = `10-2026-${unique().slice(-7)}`;
    const orderNumber = `AO-${unique()}`;
    await firestore()
      .doc(`${collections.policies}/${orderNumber}`)
      .set({
        orderNumber,
        uid: null,
        email,
        policyNumber,
        startsAt: Timestamp.fromDate(new Date('2026-03-01T10:00:00Z')),
        endsAt: Timestamp.fromDate(new Date('2027-03-01T10:00:00Z')),
        policyholder: {
          firstName: 'Ivana',
          lastName: 'Horvat',
          address: 'Ilica',
          houseNumber: '10',
          postalCode: '10000',
          city: 'Zagreb',
          country: 'HR',
          phoneNumberPrefix: '+385',
          phoneNumber: '912345678',
        },
        vehicle: { licensePlate: plate, manufacturer: 'Škoda', model: 'Fabia' },
        covers: [{ coverCode: 'MTPL', premium: 300, premiumTax: 30 }],
      });
    return policyNumber;
  }

  it('a plate and policy number of ours fill the side; a wrong pair is refused and tells nothing', async () => {
    const { a } = await twoPhones();
    const email = `ivana.${unique()}@primjer.hr`;
    const policyNumber = await ourPolicy('ZG5678CD', email);
    const wrong = await callError(callNames.linkAccidentPolicy, { ...a, role: 'A', plate: 'ZG1111AA', policyNumber });
    expect(wrong.details?.errorKey).toBe(accidentErrorKeys.accidentPolicyNotFound);
    await callOk(callNames.linkAccidentPolicy, { ...a, role: 'A', plate: 'zg 5678-cd', policyNumber });
    const linked = (await view(a)).sides.A;
    expect(linked.linkedPolicy).toEqual({ policyNumber, plate: 'ZG5678CD' });
    expect(linked.insurance).toMatchObject({
      insurerCode: 'groupama',
      policyNumber,
      validFrom: '01/03/2026',
      validUntil: '01/03/2027',
    });
    expect(linked.vehicle).toMatchObject({
      plate: 'ZG5678CD',
      make: 'Škoda',
      model: 'Fabia',
      registrationCountry: 'HR',
    });
    expect(linked.policyholder).toMatchObject({ firstName: 'Ivana', lastName: 'Horvat', email });
  });

  it('after the lock: both inboxes get the PDF, the insurer answers a claim number, and the PDF can be fetched', async () => {
    const { a, b } = await twoPhones();
    const emails = { A: `a.${unique()}@primjer.hr`, B: `b.${unique()}@primjer.hr` };
    const policyNumber = await ourPolicy('ZG5678CD', emails.A);
    await saveCommon(a);
    await callOk(callNames.linkAccidentPolicy, { ...a, role: 'A', plate: 'ZG5678CD', policyNumber });
    // What the phone sends back: the side's own fields, not the server's (link, photos, signature).
    const { linkedPolicy, photos, signature, ...linked } = (await view(a)).sides.A;
    expect(linkedPolicy).not.toBeNull();
    expect([photos, signature]).toEqual([[], null]);
    await saveSide(a, 'A', {
      ...linked,
      driver: { ...linked.driver, firstName: 'Ivana', lastName: 'Horvat', email: emails.A },
    });
    await saveSide(b, 'B', statementSide('ST987CD', emails.B));
    const contentDigest = await reviewedContent(b);
    await sign(a, 'A', contentDigest);
    const afterB = await sign(b, 'B', contentDigest);
    expect(afterB.state).toBe('sent');

    const seen: AccidentStatementView = await view(b);
    expect(seen.sent?.emailed).toBe(true);
    expect(seen.sent?.claimNumber).toMatch(/^ŠT-\d{4}-\d{6}$/);
    for (const address of [emails.A, emails.B]) {
      const [message] = await mailTo(address);
      expect(message?.attachments).toHaveLength(1);
      expect(message?.attachments[0]?.type).toBe('application/pdf');
      const pdf = await attachmentBytes(message?.attachments[0]?.url ?? '');
      expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
      expect(message?.text).toContain(seen.sent?.claimNumber ?? 'no claim number');
    }
    const fetched = await callOk<GetAccidentStatementPdfResponse>(callNames.getAccidentStatementPdf, a);
    expect(Buffer.from(fetched.data, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(fetched.fileName).toBe(`europsko-izvjesce-${a.statementId}.pdf`);
  });

  it('the PDF of a draft is not there yet', async () => {
    const { a } = await twoPhones();
    const refused = await callError(callNames.getAccidentStatementPdf, a);
    expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentPdfNotReady);
  });
});

const u16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
/** The latitude 45°48'50.12" N as a GPS IFD holds it: three rationals. */
const latitude = Buffer.concat([u32(45), u32(1), u32(48), u32(1), u32(5012), u32(100)]);

/** The plain JPEG with an Exif block a phone's camera writes: IFD0 pointing at a GPS IFD with the latitude. */
function jpegWithGps(): Buffer {
  const entry = (tag: number, type: number, count: number, value: Buffer) =>
    Buffer.concat([u16(tag), u16(type), u32(count), value]);
  // TIFF header (8) · IFD0 with 1 entry (2 + 12 + 4 = 18) → GPS IFD at 26 with 2 entries (2 + 24 + 4 = 30) → data at 56.
  const exif = Buffer.concat([
    Buffer.from('Exif\0\0MM\0*', 'latin1'),
    u32(8),
    u16(1),
    entry(0x8825, 4, 1, u32(26)),
    u32(0),
    u16(2),
    entry(0x0001, 2, 2, Buffer.from('N\0\0\0', 'latin1')),
    entry(0x0002, 5, 3, u32(56)),
    u32(0),
    latitude,
  ]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1]), u16(exif.length + 2), exif]);
  return Buffer.concat([plainJpeg.subarray(0, 20), app1, plainJpeg.subarray(20)]);
}

/** A file's bytes as Cloud Storage (the local mock) holds them, read past the functions. */
async function storedFile(path: string): Promise<Buffer> {
  const bucket = localFunctionsEnv().STORAGE_BUCKET ?? '';
  const origin = process.env.STORAGE_EMULATOR_HOST ?? 'http://127.0.0.1:4040';
  const response = await fetch(`${origin}/storage/v1/b/${bucket}/o/${encodeURIComponent(path)}?alt=media`);
  if (!response.ok) throw new Error(`The mock Cloud Storage answered ${response.status} for ${path}`);
  return Buffer.from(await response.arrayBuffer());
}

const photoId = () => crypto.randomUUID();
const upload = (phone: StatementPhone, role: 'A' | 'B', id: string, bytes: Buffer) =>
  call<UploadAccidentPhotoResponse>(callNames.uploadAccidentPhoto, {
    ...phone,
    role,
    photoId: id,
    data: bytes.toString('base64'),
  });

describe('photos', () => {
  it('a PDF renamed to .jpg is refused by its bytes, and nothing is listed', async () => {
    const { a } = await twoPhones();
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n');
    const refused = await upload(a, 'A', photoId(), pdf);
    expect(!refused.ok && refused.error.details?.errorKey).toBe(accidentErrorKeys.photoNotAccepted);
    expect((await view(a)).sides.A.photos).toEqual([]);
  });

  it('the stored JPEG has no GPS left, read from Cloud Storage itself; the other phone reads it through the call', async () => {
    const { a, b } = await twoPhones();
    const original = jpegWithGps();
    expect(original.includes(latitude)).toBe(true);
    const id = photoId();
    const uploaded = await upload(a, 'A', id, original);
    expect(uploaded.ok && uploaded.result.photo).toMatchObject({ photoId: id, contentType: 'image/jpeg' });

    const kept = await storedFile(photoPath(a.statementId, 'A', id));
    expect(kept.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(kept.includes(Buffer.from('Exif'))).toBe(false);
    expect(kept.includes(latitude)).toBe(false);
    expect(kept.length).toBe(plainJpeg.length);

    const read = await callOk<GetAccidentPhotoResponse>(callNames.getAccidentPhoto, { ...b, photoId: id });
    expect(Buffer.from(read.data, 'base64').equals(kept)).toBe(true);
    const stranger = await callError(callNames.getAccidentPhoto, { ...b, partyToken: 'x'.repeat(43), photoId: id });
    expect(stranger.details?.errorKey).toBe(accidentErrorKeys.accidentStatementNotFound);
  });

  it('a retried upload lists the photo once; B cannot add to side A; the ninth photo of a side is refused; a deleted photo is gone from storage', async () => {
    const { a, b } = await twoPhones();
    const first = photoId();
    await upload(a, 'A', first, plainJpeg);
    const again = await upload(a, 'A', first, plainJpeg);
    expect(again.ok).toBe(true);
    expect((await view(a)).sides.A.photos.map((photo) => photo.photoId)).toEqual([first]);

    const intruder = await upload(b, 'A', photoId(), plainJpeg);
    expect(!intruder.ok && intruder.error.details?.errorKey).toBe(accidentErrorKeys.accidentNotYourSide);

    for (let count = 1; count < 8; count += 1) expect((await upload(a, 'A', photoId(), plainJpeg)).ok).toBe(true);
    const ninth = await upload(a, 'A', photoId(), plainJpeg);
    expect(!ninth.ok && ninth.error.details?.errorKey).toBe(accidentErrorKeys.accidentTooManyPhotos);

    await callOk(callNames.deleteAccidentPhoto, { ...a, role: 'A', photoId: first });
    expect((await view(a)).sides.A.photos).toHaveLength(7);
    await expect(storedFile(photoPath(a.statementId, 'A', first))).rejects.toThrow(/404/);
  });

  it('a photo is part of what is signed: its hash is in the lock, and it cannot be deleted after', async () => {
    const { a, b } = await twoPhones();
    await filled(a, b);
    const id = photoId();
    await upload(b, 'B', id, plainJpeg);
    const contentDigest = await reviewedContent(a);
    await sign(a, 'A', contentDigest);
    await sign(b, 'B', contentDigest);
    const document = await stored(a.statementId);
    expect(document.sides.B?.photos[0]?.sha256).toBe(
      createHash('sha256')
        .update(await storedFile(photoPath(a.statementId, 'B', id)))
        .digest('hex'),
    );
    expect(statementHash(document)).toBe(document.lock?.hash);
    const refused = await callError(callNames.deleteAccidentPhoto, { ...b, role: 'B', photoId: id });
    expect(refused.details?.errorKey).toBe(accidentErrorKeys.accidentStatementLocked);
  });
});

describe('the housekeeping schedule', () => {
  it('an insurer that is down leaves the e-mails going; the next run submits the claim and the statement is sent', async () => {
    const { a, b } = await twoPhones();
    const emails = { A: `a.${unique()}@primjer.hr`, B: `b.${unique()}@primjer.hr` };
    await saveCommon(a);
    await saveSide(a, 'A', statementSide('ZG1234AB', emails.A));
    const { version } = await saveSide(b, 'B', statementSide('ST987CD', emails.B));
    // Side A linked as the link call would: only the claim's part of the send is wanted here.
    await firestore()
      .doc(`${collections.accidentStatements}/${a.statementId}`)
      .update({ 'sides.A.linkedPolicy': { policyNumber: '10-2026-0000001', plate: 'ZG1234AB' }, version });
    const contentDigest = await reviewedContent(a);
    const fault = await fetch(`${insurerOrigin}${mockFaultsPath}`, {
      method: 'POST',
      body: JSON.stringify({ path: insurerPaths.claims, fault: '503', count: 1 }),
    });
    expect(fault.status).toBe(204);

    await sign(a, 'A', contentDigest);
    const afterB = await sign(b, 'B', contentDigest);
    expect(afterB.state).toBe('locked');
    const waiting = await stored(a.statementId);
    expect(waiting.send).toMatchObject({ pdfStored: true, claimNumber: null, attempts: 1 });
    expect(waiting.send?.emailedTo.sort()).toEqual([emails.A, emails.B].sort());

    // The schedule's run two minutes later, when the retry is due (a run of the local scheduler may come first).
    await runAccidentHousekeeping(new Date(Date.now() + 2 * 60_000));
    const done = await stored(a.statementId);
    expect(done.state).toBe('sent');
    expect(done.send?.claimNumber).toMatch(/^ŠT-\d{4}-\d{6}$/);
    // Each driver got the statement once: the retry did not send the e-mails again.
    for (const address of [emails.A, emails.B]) expect(await mailTo(address)).toHaveLength(1);
  });

  it('deletes a draft past its 30 days with its photos; a signed statement stays until its six years, then goes with its PDF', async () => {
    const { a } = await twoPhones();
    const id = photoId();
    await upload(a, 'A', id, plainJpeg);
    await firestore()
      .doc(`${collections.accidentStatements}/${a.statementId}`)
      .update({ expireAt: Timestamp.fromMillis(Date.now() - 1000) });
    const signed = await start('alone', { otherParty: 'none' });
    const alone = { statementId: signed.statementId, partyToken: signed.partyTokens.A ?? '' };
    await saveCommon(alone);
    await saveSide(alone, 'A', statementSide('ZG1234AB', `a.${unique()}@primjer.hr`));
    await sign(alone, 'A', await reviewedContent(alone));

    const report = await runAccidentHousekeeping(new Date(Date.now() + 1000));
    expect(report.statementsDeleted).toBeGreaterThanOrEqual(1);
    expect(await readDoc(`${collections.accidentStatements}/${a.statementId}`)).toBeUndefined();
    await expect(storedFile(photoPath(a.statementId, 'A', id))).rejects.toThrow(/404/);
    expect((await stored(alone.statementId)).state).toBe('sent');
    await storedFile(`accident-statements/${alone.statementId}/statement.pdf`);

    // Six years on, as the TTL field says.
    const sixYears = (await stored(alone.statementId)).expireAt.toMillis();
    await runAccidentHousekeeping(new Date(sixYears - 60_000));
    expect(await readDoc(`${collections.accidentStatements}/${alone.statementId}`)).toBeDefined();
    await firestore()
      .doc(`${collections.accidentStatements}/${alone.statementId}`)
      .update({ expireAt: Timestamp.fromMillis(Date.now() - 1000) });
    await runAccidentHousekeeping(new Date(Date.now() + 1000));
    expect(await readDoc(`${collections.accidentStatements}/${alone.statementId}`)).toBeUndefined();
    await expect(storedFile(`accident-statements/${alone.statementId}/statement.pdf`)).rejects.toThrow(/404/);
  });
});
