import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { callNames } from '../src/contracts/call-names.js';
import { errorKeys } from '../src/contracts/error-keys.js';
import type { AccountResponse } from '../src/contracts/get-account.js';
import type { AccountPolicyPdfResponse } from '../src/contracts/get-account-policy-pdf.js';
import type { SendAccountEmailResponse } from '../src/contracts/send-account-email.js';
import { collections } from '../src/store/collection-names.js';
import { firestore, readDoc } from './admin.js';
import { oobCodesFor, signUp, uniqueEmail, verifyEmail, type TestUser } from './auth-users.js';
import { callError, callOk, randomIp, startInsideOneWindow, web } from './callable.js';
import { hostingOrigin } from './emulator-env.js';
import { mailTo } from './mailbox.js';
import * as purchase from './payment-kit.js';

const profile = {
  firstName: 'Ivana',
  lastName: 'Horvat',
  address: 'Ilica',
  houseNumber: '10',
  postalCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  personalIdentificationNumber: '27182818283',
  dateOfBirth: '14/05/1980',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
  vehicles: [
    {
      licensePlate: 'ZG5678CD',
      vin: null,
      manufacturer: 'Škoda',
      model: 'Octavia',
      variant: '2.0 TDI Style',
      yearOfManufacture: 2019,
      enginePowerInKw: 110,
      categoryDesc: 'M1',
      registrationExpiryDate: '01/03/2027',
    },
  ],
  referrerId: 'ref-ivana',
  referralIndividualId: null,
};

const save = (user: TestUser, data: Record<string, unknown> = profile) =>
  callOk(callNames.saveUserProfile, { ...web, ...data }, { idToken: user.idToken });
const account = (user: TestUser) => callOk<AccountResponse>(callNames.getAccount, web, { idToken: user.idToken });

const policyholder = {
  firstName: 'Ivana',
  lastName: 'Horvat',
  address: 'Ilica',
  houseNumber: '10',
  postalCode: '10000',
  city: 'Zagreb',
  country: 'HR',
  personalIdentificationNumber: '27182818283',
  dateOfBirth: '14/05/1980',
  phoneNumberPrefix: '+385',
  phoneNumber: '912345678',
};

/** A policy as fulfilment stores it for a guest purchase: no account yet, the buyer's e-mail in lower case. */
async function guestPolicy(email: string, policyNumber: string) {
  const now = Date.now();
  await firestore()
    .collection(collections.policies)
    .doc(`AO-TEST${policyNumber}`)
    .set({
      orderNumber: `AO-TEST${policyNumber}`,
      policyNumber,
      uid: null,
      email,
      vehicle: { licensePlate: 'ZG5678CD', vin: null, manufacturer: 'Škoda', model: 'Octavia' },
      covers: [{ coverCode: 'MTPL', premium: 288, premiumTax: 28.8 }],
      total: 288,
      policyholder: { ...policyholder, contactEmail: email },
      startsAt: Timestamp.fromMillis(now),
      endsAt: Timestamp.fromMillis(now + 365 * 24 * 3600 * 1000),
    });
}

describe('saveUserProfile', () => {
  it("writes the caller's profile to users/{uid}, and keeps the first referral when it is saved again", async () => {
    const user = await signUp();
    expect(await save(user)).toEqual({ saved: true });
    await save(user, { ...profile, city: 'Zagreb', phoneNumber: '981234567', referrerId: 'someone-else' });
    const stored = await readDoc<Record<string, unknown>>(`${collections.users}/${user.uid}`);
    expect(stored).toMatchObject({
      uid: user.uid,
      email: user.email,
      firstName: 'Ivana',
      phoneNumber: '981234567',
      referrerId: 'ref-ivana',
      vehicles: [expect.objectContaining({ licensePlate: 'ZG5678CD', registrationExpiryDate: '01/03/2027' })],
    });
  });

  it('refuses a caller who is not signed in, and writes nothing', async () => {
    const error = await callError(callNames.saveUserProfile, { ...web, ...profile });
    expect(error).toMatchObject({ status: 'UNAUTHENTICATED', details: { errorKey: errorKeys.signInRequired } });
  });

  it('refuses bad input field by field and changes nothing that was saved', async () => {
    const user = await signUp();
    await save(user);
    const error = await callError(
      callNames.saveUserProfile,
      { ...web, ...profile, personalIdentificationNumber: '12345678901', dateOfBirth: '31/02/1980', vehicles: [{}] },
      { idToken: user.idToken },
    );
    expect(error.status).toBe('INVALID_ARGUMENT');
    expect(error.details?.fields).toMatchObject({
      personalIdentificationNumber: 'invalid-oib',
      dateOfBirth: 'nonexistent-date',
    });
    expect(Object.keys(error.details?.fields ?? {})).toContain('vehicles[0].licensePlate');
    const stored = await readDoc<Record<string, unknown>>(`${collections.users}/${user.uid}`);
    expect(stored).toMatchObject({ personalIdentificationNumber: '27182818283', dateOfBirth: '14/05/1980' });
  });

  it('refuses another OIB once the account holds policies: they are that person’s', async () => {
    const email = uniqueEmail('oib');
    await guestPolicy(email, `${Date.now()}`.slice(-8));
    const driver = await verifyEmail(await signUp(email));
    await account(driver);
    await save(driver);
    const error = await callError(
      callNames.saveUserProfile,
      { ...web, ...profile, personalIdentificationNumber: '69435151530' },
      { idToken: driver.idToken },
    );
    expect(error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { errorKey: errorKeys.oibLockedByPolicies },
    });
    expect(await readDoc(`${collections.users}/${driver.uid}`)).toMatchObject({
      personalIdentificationNumber: '27182818283',
    });
    // Everything else may still change.
    await save(driver, { ...profile, phoneNumber: '981112222' });
  });

  it("cannot write another user's profile: the request has no uid, and naming one is refused", async () => {
    const owner = await signUp();
    await save(owner);
    const intruder = await signUp();
    const error = await callError(
      callNames.saveUserProfile,
      { ...web, ...profile, firstName: 'Provala', uid: owner.uid },
      { idToken: intruder.idToken },
    );
    expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: { '(request)': 'invalid' } } });
    expect(await readDoc(`${collections.users}/${owner.uid}`)).toMatchObject({ firstName: 'Ivana' });
    expect(await readDoc(`${collections.users}/${intruder.uid}`)).toBeUndefined();
  });
});

describe('getAccount', () => {
  it('answers the profile, and null before registration wrote one', async () => {
    const user = await signUp();
    expect(await account(user)).toMatchObject({
      uid: user.uid,
      email: user.email,
      emailVerified: false,
      profile: null,
    });
    await save(user);
    expect((await account(user)).profile).toMatchObject({ firstName: 'Ivana', referrerId: 'ref-ivana' });
  });

  it('joins the policies bought with the e-mail only once the e-mail is verified, and to one account only', async () => {
    const email = uniqueEmail('kupac');
    await guestPolicy(email, `${Date.now()}`.slice(-8));
    const buyer = await signUp(email);

    const unverified = await account(buyer);
    expect(unverified.policies).toEqual([]);
    const [policy] = (await firestore().collection(collections.policies).where('email', '==', email).get()).docs;
    expect(policy?.get('uid')).toBeNull();

    const verified = await account(await verifyEmail(buyer));
    expect(verified).toMatchObject({ emailVerified: true, policies: [{ licensePlate: 'ZG5678CD' }] });
    // The purchase's policyholder becomes the profile, so the driver is not asked for it again.
    expect(verified.profile).toMatchObject({
      firstName: 'Ivana',
      personalIdentificationNumber: '27182818283',
      vehicles: [{ licensePlate: 'ZG5678CD', manufacturer: 'Škoda', registrationExpiryDate: null }],
    });
    expect((await policy?.ref.get())?.get('uid')).toBe(buyer.uid);
  });

  it('refuses a caller who is not signed in', async () => {
    const error = await callError(callNames.getAccount, web);
    expect(error.status).toBe('UNAUTHENTICATED');
  });
});

describe('sendAccountEmail', () => {
  it('sends a password reset with a link to our own page carrying the code the Auth emulator issued', async () => {
    const user = await signUp();
    const answer = await callOk<SendAccountEmailResponse>(
      callNames.sendAccountEmail,
      { ...web, kind: 'password-reset', email: user.email.toUpperCase(), locale: 'hr' },
      { origin: hostingOrigin },
    );
    expect(answer).toEqual({ accepted: true });
    const [mail] = await mailTo(user.email);
    const [code] = await oobCodesFor(user.email);
    expect(code?.requestType).toBe('PASSWORD_RESET');
    expect(mail?.subject).toBe('Nova lozinka za vaš račun AO online');
    expect(mail?.text).toContain(`${hostingOrigin}/reset-password?mode=resetPassword&oobCode=${code?.oobCode}`);
  });

  it('answers a reset for an address without an account exactly the same, and sends nothing', async () => {
    const email = uniqueEmail('nitko');
    const answer = await callOk(callNames.sendAccountEmail, { ...web, kind: 'password-reset', email, locale: 'hr' });
    expect(answer).toEqual({ accepted: true });
    expect(await mailTo(email)).toEqual([]);
  });

  it("sends a verification to the signed-in caller's own address only", async () => {
    const user = await signUp();
    await callOk(
      callNames.sendAccountEmail,
      { ...web, kind: 'email-verification', locale: 'en' },
      { idToken: user.idToken, origin: hostingOrigin },
    );
    const [mail] = await mailTo(user.email);
    const [code] = await oobCodesFor(user.email);
    expect(code?.requestType).toBe('VERIFY_EMAIL');
    // Asked for in English, its link opens the English page.
    expect(mail?.text).toContain(`${hostingOrigin}/en/reset-password?mode=verifyEmail&oobCode=${code?.oobCode}`);

    const someoneElse = await callError(
      callNames.sendAccountEmail,
      { ...web, kind: 'email-verification', email: 'netko@primjer.hr', locale: 'hr' },
      { idToken: user.idToken },
    );
    expect(someoneElse.status).toBe('INVALID_ARGUMENT');
    const anonymous = await callError(callNames.sendAccountEmail, { ...web, kind: 'email-verification', locale: 'hr' });
    expect(anonymous.status).toBe('UNAUTHENTICATED');
  });

  it('limits how many e-mails one address gets in an hour', async () => {
    const user = await signUp();
    await startInsideOneWindow(60 * 60_000);
    const ask = () =>
      callError(
        callNames.sendAccountEmail,
        { ...web, kind: 'password-reset', email: user.email, locale: 'hr' },
        { ip: randomIp() },
      ).catch(() => undefined);
    for (let sent = 0; sent < 5; sent += 1) expect(await ask()).toBeUndefined();
    expect(await ask()).toMatchObject({ status: 'RESOURCE_EXHAUSTED', message: errorKeys.tooManyRequests });
    expect(await mailTo(user.email)).toHaveLength(5);
  });
});

describe('getAccountPolicyPdf', () => {
  it("gives the account's own policy as a PDF, and nobody else's", { timeout: 60_000 }, async () => {
    const email = uniqueEmail('vlasnik');
    const holder = purchase.policyholder(email);
    const started = await purchase.startPayment(await purchase.priceFor('ZG5678CD', holder), { holder });
    await purchase.payOnGateway(started, purchase.testCards.approved);
    await purchase.eventually(
      () => purchase.orderStatus(started),
      (current) => current.policyState === 'issued',
    );
    const owner = await verifyEmail(await signUp(email));
    const [policy] = (await account(owner)).policies;
    expect(policy).toMatchObject({ orderNumber: started.orderNumber, licensePlate: 'ZG5678CD' });
    expect(policy?.covers.map((cover) => cover.coverCode)).toContain('MTPL');

    const request = { ...web, orderNumber: started.orderNumber };
    const pdf = await callOk<AccountPolicyPdfResponse>(callNames.getAccountPolicyPdf, request, {
      idToken: owner.idToken,
    });
    expect(pdf.fileName).toMatch(/\.pdf$/);
    expect(Buffer.from(pdf.pdfBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await verifyEmail(await signUp());
    const refused = await callError(callNames.getAccountPolicyPdf, request, { idToken: stranger.idToken });
    expect(refused).toMatchObject({ status: 'NOT_FOUND', details: { errorKey: errorKeys.orderNotFound } });
    const anonymous = await callError(callNames.getAccountPolicyPdf, request);
    expect(anonymous.status).toBe('UNAUTHENTICATED');
  });
});
