/**
 * Issue 42 against the running stack: the console finds a claim by its driver's name as staff type it (any case, no
 * diacritics), from the search field the claim is stored with; and the resend of a claim's latest e-mail is offered
 * exactly when the action takes it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimActionResponse } from '../src/contracts/admin-claim-action.js';
import type { AdminGetClaimResponse } from '../src/contracts/admin-get-claim.js';
import type { AdminSearchClaimsResponse } from '../src/contracts/admin-search-claims.js';
import { callNames } from '../src/contracts/call-names.js';
import { adminClaimErrorKeys } from '../src/contracts/claim-error-keys.js';
import type { ClaimRecord } from '../src/store/claims.js';
import { collections } from '../src/store/collection-names.js';
import { readDoc } from './admin.js';
import { signUpAdmin } from './admin-caller.js';
import type { TestUser } from './auth-users.js';
import { call, callOk } from './callable.js';
import { eventually, seedClaim, sentStatementClaim, type SentStatement } from './claims-kit.js';

let admin: TestUser;
/** A's driver, Saša Kovačić…, a surname of this run's own so other files' claims never match it. */
let sent: SentStatement;
let surname: string;

const letters = (length: number) =>
  Array.from({ length }, () => 'abcdefghijklmnoprstuvz'[Math.floor(Math.random() * 22)]).join('');

beforeAll(async () => {
  admin = await signUpAdmin();
  surname = `Kovačić${letters(8)}`;
  sent = await sentStatementClaim({ driverA: { firstName: 'Saša', lastName: surname } });
}, 60_000);

const adminCall = <T>(name: string, data: object) => callOk<T>(name, data, { idToken: admin.idToken });
const search = (query: string) =>
  adminCall<AdminSearchClaimsResponse>(callNames.adminSearchClaims, { query, waiting: false, cursor: null });

describe('the claims, searched by a driver’s name', () => {
  it('keeps the drivers’ names folded on the claim, for an indexed query', async () => {
    const claim = await readDoc<ClaimRecord>(`${collections.claims}/${sent.claimId}`);
    const folded = surname.toLowerCase().replace('č', 'c').replace('ć', 'c');
    expect(claim?.driverNames).toEqual(expect.arrayContaining(['sasa', folded, `sasa ${folded}`, `${folded} sasa`]));
    expect(claim?.parties.find((party) => party.role === 'A')?.name).toBe(`Saša ${surname}`);
  });

  it.each([
    ['the surname as written', () => surname],
    ['the surname in lower case, without diacritics', () => surname.toLowerCase().replace('č', 'c').replace('ć', 'c')],
    ['first name and surname', () => `sasa ${surname}`],
    ['surname and first name', () => `${surname.toUpperCase()} Saša`],
  ])('finds it by %s, read as a name and not as a plate', async (_, query) => {
    const found = await search(query());
    expect(found.queryKind).toBe('driver-name');
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ claimId: sent.claimId, claimNumber: sent.claimNumber });
    expect(found.items[0]?.drivers.find((driver) => driver.role === 'A')).toMatchObject({
      name: `Saša ${surname}`,
      plate: 'ZG1234AB',
    });
  });

  it('finds it by the first name alone, "sasa" for Saša, among the newest', async () => {
    const found = await search('sasa');
    expect(found.queryKind).toBe('driver-name');
    expect(found.items.map((item) => item.claimId)).toContain(sent.claimId);
  });

  it('finds nothing for a name no driver has, and still reads a plate with digits as a plate', async () => {
    expect(await search(`Novak${letters(10)}`)).toMatchObject({ queryKind: 'driver-name', total: 0 });
    expect((await search('zg 1234-ab')).queryKind).toBe('license-plate');
  });
});

describe('resending a claim’s latest e-mail', () => {
  it('is offered once the claim has e-mailed the drivers, and then sends it again', async () => {
    // Without photos the mock insurer asks for documents: the claim's first e-mail.
    const emailed = await eventually(
      async () => (await adminCall<AdminGetClaimResponse>(callNames.adminGetClaim, { claimId: sent.claimId })).claim,
      (claim) => claim.sentEmails.length > 0,
      30_000,
    );
    expect(emailed.actions).toEqual({ resendLatestEmail: true });
    const resent = await adminCall<AdminClaimActionResponse>(callNames.adminClaimAction, {
      claimId: sent.claimId,
      action: 'resend-latest-email',
      note: null,
    });
    expect(resent.claim.sentEmails.at(-1)).toMatchObject({ state: emailed.sentEmails.at(-1)?.state, resent: true });
    expect(resent.claim.actions).toEqual({ resendLatestEmail: true });
  }, 45_000);

  it('is refused, by the same rule, on a claim that has e-mailed nobody', async () => {
    const quiet = await seedClaim();
    const refused = await call(
      callNames.adminClaimAction,
      { claimId: quiet.claimId, action: 'resend-latest-email', note: null },
      { idToken: admin.idToken },
    );
    expect(!refused.ok && refused.error.details?.errorKey).toBe(adminClaimErrorKeys.claimNoEmail);
  });
});
