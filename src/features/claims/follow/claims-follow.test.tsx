import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClaimView } from '@contracts/claim';
import { claimErrorKeys } from '@contracts/claim-error-keys';
import { errorKeys } from '@contracts/error-keys';
import claimsHr from '../../../../locales/hr/claims.json';
import common from '../../../../locales/hr/common.json';
import hr from '../../../../locales/hr/claims-follow.json';
import payeeHr from '../../../../locales/hr/claims-payee.json';
import { signedIn } from '../../../test/auth-edge';
import { answerCall, callableUrl, callError, dataOf, failCall, type CallData } from '../../../test/callables';
import { server } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

const claimId = 'St4tementId000000001';
const token = 't'.repeat(43);
const path = `/claims/follow/${claimId}`;

function claimView(overrides: Partial<ClaimView> = {}): ClaimView {
  return {
    claimId,
    claimNumber: 'ŠT-2026-000123',
    state: 'received',
    language: 'hr',
    accident: { date: '20/11/2026', time: '14:35', place: 'Zagreb, Ilica 1' },
    plates: [
      { role: 'A', plate: 'ZG1234AB' },
      { role: 'B', plate: 'ST5678CD' },
    ],
    claimantRole: 'B',
    you: 'B',
    timeline: [{ state: 'received', at: '2026-11-20T15:00:00Z' }],
    missingDocuments: [],
    documents: [],
    appointment: null,
    offer: null,
    dispute: null,
    payment: null,
    decline: null,
    nextAction: null,
    updatedAt: '2026-11-20T15:00:00Z',
    ...overrides,
  };
}

const offer = {
  revision: 2,
  amount: 1234.5,
  items: [
    { code: 'vehicle-repair' as const, amount: 1100 },
    { code: 'towing' as const, amount: 134.5 },
  ],
  reckoning: 'Popravak prema predračunu ovlaštenog servisa, umanjen za dotrajalost.',
  madeAt: '2026-11-25T09:00:00Z',
};

const offerClaim = (overrides: Partial<ClaimView> = {}) =>
  claimView({
    state: 'offer',
    nextAction: 'answer-offer',
    offer,
    timeline: [
      { state: 'received', at: '2026-11-20T15:00:00Z' },
      { state: 'assessed', at: '2026-11-24T10:00:00Z' },
      { state: 'offer', at: '2026-11-25T09:00:00Z' },
    ],
    ...overrides,
  });

/** The demo accounts of the mock insurer's bank (fixtures/README.md): any other IBAN is the claimant's, a match. */
const closeMatchIban = 'HR6023600001101234567';
const someoneElsesIban = 'HR5623400091110987654';
const silentBankIban = 'HR4824840081105550001';

/** `checkClaimPayee` as the insurer's bank answers it, a token per check; the list fills with what each check sent. */
function serveCheck() {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl('checkClaimPayee'), async ({ request }) => {
      const data = await dataOf(request);
      calls.push(data);
      const result =
        data.iban === closeMatchIban
          ? 'close-match'
          : data.iban === someoneElsesIban
            ? 'no-match'
            : data.iban === silentBankIban
              ? 'not-possible'
              : 'match';
      return HttpResponse.json({
        result: {
          check: {
            checkToken: `${calls.length}`.padEnd(43, 'c'),
            result,
            bankHeldName: result === 'close-match' ? 'IVANA HORVAT-KOVAČ' : null,
            ibanMasked: 'HR** **** **** **** *016 0',
            payeeName: data.payeeName,
            checkedAt: '2026-11-25T10:00:00Z',
          },
        },
      });
    }),
  );
  return calls;
}

/** Opens the accept's form and checks the account: the bank's answer, once it is shown. */
async function checkPayee(user: ReturnType<typeof userEvent.setup>, iban: string, name?: string) {
  await user.click(await screen.findByRole('button', { name: hr.offer.accept }));
  // The accept's form loads when it is chosen.
  await user.type(await screen.findByLabelText(hr.offer.iban), iban);
  if (name !== undefined) await user.type(screen.getByLabelText(payeeHr.offer.payeeName), name);
  await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
}

/**
 * `getClaim` as the server answers it: a guest without a token is asked for a date of birth; `14/05/1986` is side B's
 * and gives the token; any other date is wrong until `attempts` run out. A call with the token, or with an ID token
 * when `owner` (the claim's owner signed in), gets `current()`.
 */
function serveClaim(current: () => ClaimView, { attempts = 5, owner = false } = {}) {
  const calls: CallData[] = [];
  let left = attempts;
  server.use(
    http.post(callableUrl('getClaim'), async ({ request }) => {
      // The owner is known by the ID token the call carries, as the server reads it.
      const signedInCall = request.headers.get('authorization')?.startsWith('Bearer ') ?? false;
      const data = await dataOf(request);
      calls.push(data);
      if ((owner && signedInCall) || data.accessToken === token) {
        return HttpResponse.json({ result: { identityRequired: false, claim: current(), accessToken: null } });
      }
      if (data.dateOfBirth === null) return HttpResponse.json({ result: { identityRequired: true } });
      if (left <= 0) return callError('PERMISSION_DENIED', claimErrorKeys.claimIdentityLocked);
      if (data.dateOfBirth === '14/05/1986') {
        return HttpResponse.json({ result: { identityRequired: false, claim: current(), accessToken: token } });
      }
      left -= 1;
      return left === 0
        ? callError('PERMISSION_DENIED', claimErrorKeys.claimIdentityLocked)
        : callError('PERMISSION_DENIED', claimErrorKeys.claimIdentityMismatch, { attemptsLeft: left });
    }),
  );
  return calls;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

/** Opens the page as a guest whose tab proved the date of birth before. */
async function openProven(claim: ClaimView) {
  sessionStorage.setItem(`ao.claim.${claimId}`, token);
  const calls = serveClaim(() => claim);
  renderApp(path);
  await heading(`Šteta ${claim.claimNumber}`);
  return calls;
}

beforeEach(() => {
  // No one is signed in: the page asks the session before its first call.
  server.use(
    http.post(/127\.0\.0\.1:9099\/identitytoolkit\.googleapis\.com\/v1\/accounts:lookup/, () =>
      HttpResponse.json({ users: [] }),
    ),
  );
});

describe("the claim's page", () => {
  it('asks a guest for a date of birth, counts wrong ones and keeps the token for this tab only', async () => {
    const calls = serveClaim(() => claimView());
    const user = userEvent.setup();
    renderApp(path);
    await heading(hr.heading);
    const field = await screen.findByLabelText(hr.identity.dateOfBirth);

    await user.type(field, '01.01.1990.');
    await user.click(screen.getByRole('button', { name: hr.identity.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(claimsHr.errors.claimIdentityMismatch);
    expect(alert).toHaveTextContent('Preostala su vam još 4 pokušaja.');
    // The alert takes focus in an effect after the refusal is shown.
    await waitFor(() => expect(alert).toHaveFocus());

    await user.clear(field);
    await user.type(field, '14051986');
    await user.click(screen.getByRole('button', { name: hr.identity.submit }));
    expect(await heading('Šteta ŠT-2026-000123')).toBeVisible();
    expect(calls.filter((call) => call.dateOfBirth)).toEqual([
      expect.objectContaining({ claimId, dateOfBirth: '01/01/1990', accessToken: null }),
      expect.objectContaining({ claimId, dateOfBirth: '14/05/1986', accessToken: null }),
    ]);
    expect(sessionStorage.getItem(`ao.claim.${claimId}`)).toBe(token);
    expect(Object.keys(localStorage).some((key) => localStorage.getItem(key)?.includes(token))).toBe(false);
  });

  it('refuses a date that is not a date before asking the server', async () => {
    const calls = serveClaim(() => claimView());
    const user = userEvent.setup();
    renderApp(path);
    const field = await screen.findByLabelText(hr.identity.dateOfBirth);
    await user.type(field, '31.02.1986');
    await user.click(screen.getByRole('button', { name: hr.identity.submit }));
    expect(await screen.findByText(common.validation['nonexistent-date'])).toBeVisible();
    expect(field).toHaveFocus();
    expect(calls.filter((call) => call.dateOfBirth)).toHaveLength(0);
  });

  it('after the last wrong date says the claim is locked and offers signing in, without the form', async () => {
    serveClaim(() => claimView(), { attempts: 1 });
    const user = userEvent.setup();
    renderApp(path);
    await user.type(await screen.findByLabelText(hr.identity.dateOfBirth), '02.02.1992');
    await user.click(screen.getByRole('button', { name: hr.identity.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(claimsHr.errors.claimIdentityLocked);
    expect(alert).toHaveTextContent(hr.identity.locked);
    expect(screen.queryByLabelText(hr.identity.dateOfBirth)).not.toBeInTheDocument();
    const identity = screen.getByRole('region', { name: hr.identity.heading });
    expect(within(identity).getByRole('link', { name: hr.identity.signIn })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(path)}`,
    );
  });

  it('shows a signed-in owner the claim at once, with its timeline', async () => {
    await signedIn();
    // What the session left in this browser when the driver signed in (session-store.ts).
    localStorage.setItem('ao.session', 'false');
    try {
      await ownerSeesTheClaim();
    } finally {
      // Unmounted first: signing out under a mounted page would ask for the claim again as a guest.
      cleanup();
      const { sessionStore } = await import('../../../app/session/session-store');
      await sessionStore.signOut();
    }
  });

  async function ownerSeesTheClaim() {
    const calls = serveClaim(
      () =>
        claimView({
          state: 'documents-complete',
          timeline: [
            { state: 'received', at: '2026-11-20T15:00:00Z' },
            { state: 'documents-complete', at: '2026-11-21T23:30:00Z' },
          ],
        }),
      { owner: true },
    );
    renderApp(path);
    expect(await heading('Šteta ŠT-2026-000123')).toBeVisible();
    expect(screen.queryByLabelText(hr.identity.dateOfBirth)).not.toBeInTheDocument();
    expect(calls).toEqual([expect.objectContaining({ claimId, accessToken: null, dateOfBirth: null })]);
    const timeline = screen.getByRole('region', { name: hr.timeline.heading });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `${hr.states.received}20/11/2026`,
      // 23:30 UTC is past midnight in Zagreb.
      `${hr.states['documents-complete']}22/11/2026 (${hr.timeline.current})`,
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('heading', { level: 2, name: `${hr.next.heading}: ${hr.next.none}` })).toBeVisible();
    expect(screen.getByText(hr.waiting['documents-complete'])).toBeVisible();
  }

  it('says plainly when the claim is not there, and where to look instead', async () => {
    failCall('getClaim', 'NOT_FOUND', claimErrorKeys.claimNotFound);
    renderApp(path);
    expect(await screen.findByRole('alert')).toHaveTextContent(claimsHr.errors.claimNotFound);
    expect(screen.getByRole('link', { name: hr.notFound.toClaims })).toHaveAttribute('href', '/profile/claims');
  });

  it('forgets a token that expired and asks for the date of birth again', async () => {
    sessionStorage.setItem(`ao.claim.${claimId}`, 'x'.repeat(43));
    serveClaim(() => claimView());
    server.use(
      http.post(callableUrl('getClaim'), async ({ request }) => {
        const data = await dataOf(request.clone());
        if (data.accessToken === 'x'.repeat(43)) return callError('NOT_FOUND', claimErrorKeys.claimNotFound);
        return undefined;
      }),
    );
    renderApp(path);
    expect(await screen.findByLabelText(hr.identity.dateOfBirth)).toBeVisible();
    expect(sessionStorage.getItem(`ao.claim.${claimId}`)).toBeNull();
  });

  it('uploads each missing document: a photo through the phone’s reducer, a PDF as it is, with progress and errors', async () => {
    let claim = claimView({
      state: 'documents-missing',
      nextAction: 'upload-documents',
      missingDocuments: ['damage-photos', 'police-report'],
    });
    await openProven(claim);
    const uploads: CallData[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(callableUrl('uploadClaimDocument'), async ({ request }) => {
        const data = await dataOf(request);
        uploads.push(data);
        if (data.code === 'police-report' && uploads.length === 2) {
          return callError('INVALID_ARGUMENT', claimErrorKeys.claimDocumentNotAccepted);
        }
        await held;
        claim = {
          ...claim,
          missingDocuments: claim.missingDocuments.filter((code) => code !== data.code),
          documents: [
            ...claim.documents,
            {
              documentId: String(data.documentId),
              code: data.code as 'damage-photos',
              fileName: String(data.fileName),
              contentType: data.contentType as 'image/jpeg',
              uploadedAt: '2026-11-26T08:00:00Z',
            },
          ],
        };
        return HttpResponse.json({ result: { claim } });
      }),
    );
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { level: 2, name: `${hr.next.heading}: ${hr.next['upload-documents']}` }),
    ).toBeVisible();

    // jsdom draws no picture, so the reducer sends this small JPEG as it is.
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 1])], 'ogrebotina.jpg', { type: 'image/jpeg' });
    await user.upload(await screen.findByLabelText(`Odaberi datoteku: ${hr.documents.codes['damage-photos']}`), photo);
    expect(await screen.findByText(hr.documents.uploading)).toBeVisible();
    release();
    await waitFor(() =>
      expect(screen.queryByLabelText(`Odaberi datoteku: ${hr.documents.codes['damage-photos']}`)).toBeNull(),
    );
    expect(uploads[0]).toEqual(
      expect.objectContaining({
        claimId,
        accessToken: token,
        code: 'damage-photos',
        contentType: 'image/jpeg',
        fileName: 'ogrebotina.jpg',
        documentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        data: btoa(String.fromCharCode(0xff, 0xd8, 0xff, 1)),
      }),
    );
    expect(screen.getByRole('region', { name: hr.documents.sentHeading })).toHaveTextContent('ogrebotina.jpg');

    const pdf = new File(['%PDF-1.4'], 'zapisnik.pdf', { type: 'application/pdf' });
    const policeInput = screen.getByLabelText(`Odaberi datoteku: ${hr.documents.codes['police-report']}`);
    await user.upload(policeInput, pdf);
    expect(await screen.findByText(claimsHr.errors.documentNotAccepted)).toBeVisible();
    await user.click(screen.getByRole('button', { name: hr.documents.retry }));
    await waitFor(() => expect(screen.queryByText(claimsHr.errors.documentNotAccepted)).toBeNull());
    await waitFor(() => expect(uploads).toHaveLength(3));
    // The retry is the same document: a lost answer does not store it twice.
    expect(uploads[2]?.documentId).toBe(uploads[1]?.documentId);
    expect(uploads[2]).toEqual(expect.objectContaining({ contentType: 'application/pdf', data: btoa('%PDF-1.4') }));
  });

  it('refuses a PDF larger than the claim takes without sending it', async () => {
    await openProven(
      claimView({ state: 'documents-missing', nextAction: 'upload-documents', missingDocuments: ['repair-estimate'] }),
    );
    const uploads = answerCall('uploadClaimDocument', {});
    const big = new File(['%PDF-1.4', new Uint8Array(4 * 1024 * 1024 - 7)], 'predracun.pdf', {
      type: 'application/pdf',
    });
    await userEvent
      .setup()
      .upload(await screen.findByLabelText(`Odaberi datoteku: ${hr.documents.codes['repair-estimate']}`), big);
    expect(await screen.findByText(hr.documents.tooBig)).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  it('sends a PDF named as a photo as the PDF it is, told by its bytes', async () => {
    await openProven(
      claimView({ state: 'documents-missing', nextAction: 'upload-documents', missingDocuments: ['repair-invoice'] }),
    );
    const uploads = answerCall('uploadClaimDocument', {});
    // Saved from a mail app as "racun.jpg": the phone calls it a JPEG.
    const misnamed = new File(['%PDF-1.7 racun'], 'racun.jpg', { type: 'image/jpeg' });
    await userEvent
      .setup()
      .upload(await screen.findByLabelText(`Odaberi datoteku: ${hr.documents.codes['repair-invoice']}`), misnamed);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]).toEqual(
      expect.objectContaining({ contentType: 'application/pdf', fileName: 'racun.jpg', data: btoa('%PDF-1.7 racun') }),
    );
    expect(screen.queryByText(hr.documents.notReadable)).toBeNull();
  });

  it('refuses a file whose name holds a right-to-left override, and says to rename it', async () => {
    await openProven(
      claimView({ state: 'documents-missing', nextAction: 'upload-documents', missingDocuments: ['repair-invoice'] }),
    );
    const uploads = answerCall('uploadClaimDocument', {});
    // Shown as "racunexe.pdf".
    const disguised = new File(['%PDF-1.4'], 'racun\u202Efdp.exe', { type: 'application/pdf' });
    await userEvent
      .setup()
      .upload(await screen.findByLabelText(`Odaberi datoteku: ${hr.documents.codes['repair-invoice']}`), disguised);
    expect(await screen.findByText(hr.documents.invisibleName)).toBeVisible();
    expect(uploads).toHaveLength(0);
  });

  it('confirms the assessor’s appointment', async () => {
    const appointment = {
      at: '2026-11-28T09:30:00Z',
      place: 'Autoservis Horvat, Savska 10, Zagreb',
      photoAssessment: false,
      confirmedAt: null,
    };
    const claim = claimView({ state: 'assessor-appointed', nextAction: 'confirm-appointment', appointment });
    await openProven(claim);
    expect(screen.getByText('28/11/2026 10:30')).toBeVisible();
    expect(screen.getByText(appointment.place)).toBeVisible();
    const confirms = answerCall('confirmClaimAppointment', {
      claim: { ...claim, nextAction: null, appointment: { ...appointment, confirmedAt: '2026-11-26T12:00:00Z' } },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: hr.appointment.confirm }));
    expect(await screen.findByText('Termin ste potvrdili 26/11/2026.')).toBeVisible();
    expect(confirms).toEqual([expect.objectContaining({ claimId, accessToken: token })]);
  });

  it('shows the offer in euros, item by item, and refuses an IBAN that does not check', async () => {
    await openProven(offerClaim());
    const answers = answerCall('answerClaimOffer', {
      claim: offerClaim({ state: 'accepted', nextAction: null }),
    });
    expect(screen.getByText('1.234,50 €')).toBeVisible();
    expect(screen.getByText(hr.offer.itemCodes['vehicle-repair'])).toBeVisible();
    expect(screen.getByText('1.100,00 €')).toBeVisible();
    expect(screen.getByText(offer.reckoning)).toBeVisible();

    const checks = serveCheck();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: hr.offer.accept }));
    await waitFor(() => expect(screen.getByRole('heading', { name: hr.offer.ibanHeading })).toHaveFocus());
    const iban = screen.getByLabelText(hr.offer.iban);
    const name = screen.getByLabelText(payeeHr.offer.payeeName);
    // The claim's view names no claimant here: nothing to offer as the holder.
    expect(name).toHaveValue('');
    await user.type(name, 'Ana Horvat');
    await user.type(iban, 'HR12 1001 0051 8630 0016');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    expect(await screen.findByText(hr.validation.iban['invalid-iban'])).toBeVisible();
    // HR and 19 digits, one of them mistyped: told its check digits do not match, not the shape it has (issue 42).
    await user.type(iban, ' 1');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    expect(await screen.findByText(hr.validation.iban['iban-check-digits'])).toBeVisible();
    expect(screen.queryByText(hr.validation.iban['invalid-iban'])).toBeNull();
    expect(iban).toHaveFocus();
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(checks).toHaveLength(0);
    expect(answers).toHaveLength(0);

    await user.clear(iban);
    await user.type(iban, 'hr12 1001-0051 8630 0016 0');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    // The bank's answer is read out and takes focus; nothing is accepted before the driver says so.
    const answer = await screen.findByRole('status', { name: '' });
    expect(answer).toHaveTextContent(payeeHr.offer.payee.match.title);
    expect(answer).toHaveTextContent('Banka je potvrdila da račun HR12 1001 0051 8630 0016 0 glasi na ime Ana Horvat.');
    await waitFor(() => expect(answer).toHaveFocus());
    expect(checks).toEqual([expect.objectContaining({ iban: 'HR1210010051863000160', payeeName: 'Ana Horvat' })]);
    expect(answers).toHaveLength(0);
    expect(screen.queryByLabelText(payeeHr.offer.payee['no-match'].acknowledge)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: hr.offer.acceptSubmit }));
    expect(await screen.findByText(hr.waiting.accepted)).toBeVisible();
    expect(answers).toEqual([
      expect.objectContaining({
        claimId,
        accessToken: token,
        offerRevision: 2,
        answer: 'accept',
        iban: 'HR1210010051863000160',
        payeeName: 'Ana Horvat',
        payeeCheckToken: '1'.padEnd(43, 'c'),
        confirmedPayeeName: 'Ana Horvat',
        payeeRiskAcknowledged: false,
      }),
    ]);
    expect(answers[0]).not.toHaveProperty('reason');
  });

  it('offers the claimant’s own name as the holder, and on a close match pays in the name the bank holds', async () => {
    await openProven(offerClaim({ claimantName: 'Ivana Horvat' }));
    const checks = serveCheck();
    const answers = answerCall('answerClaimOffer', { claim: offerClaim({ state: 'accepted', nextAction: null }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: hr.offer.accept }));
    expect(screen.getByLabelText(payeeHr.offer.payeeName)).toHaveValue('Ivana Horvat');
    await user.type(screen.getByLabelText(hr.offer.iban), 'HR60 2360 0001 1012 3456 7');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));

    const answer = await screen.findByRole('status', { name: '' });
    expect(answer).toHaveTextContent(payeeHr.offer.payee['close-match'].title);
    expect(answer).toHaveTextContent(
      'Račun HR60 2360 0001 1012 3456 7 u banci glasi na ime IVANA HORVAT-KOVAČ, a upisali ste Ivana Horvat.',
    );
    await waitFor(() => expect(answer).toHaveFocus());
    expect(screen.getByText(payeeHr.offer.payee.paidTo).nextElementSibling).toHaveTextContent('IVANA HORVAT-KOVAČ');

    // Correcting goes back to the form with what was typed; checking again asks the bank again.
    await user.click(screen.getByRole('button', { name: payeeHr.offer.correct }));
    expect(screen.getByRole('heading', { name: hr.offer.ibanHeading })).toHaveFocus();
    expect(screen.getByLabelText(hr.offer.iban)).toHaveValue('HR60 2360 0001 1012 3456 7');
    expect(screen.getByLabelText(payeeHr.offer.payeeName)).toHaveValue('Ivana Horvat');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    await screen.findByText(payeeHr.offer.payee['close-match'].title);
    expect(checks).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: hr.offer.acceptSubmit }));
    expect(await screen.findByText(hr.waiting.accepted)).toBeVisible();
    expect(answers).toEqual([
      expect.objectContaining({
        iban: closeMatchIban,
        payeeName: 'Ivana Horvat',
        payeeCheckToken: '2'.padEnd(43, 'c'),
        confirmedPayeeName: 'IVANA HORVAT-KOVAČ',
        payeeRiskAcknowledged: false,
      }),
    ]);
  });

  it('warns plainly on a no-match and goes on only once the driver says they understand the risk', async () => {
    await openProven(offerClaim({ claimantName: 'Ana Horvat' }));
    serveCheck();
    const answers = answerCall('answerClaimOffer', { claim: offerClaim({ state: 'accepted', nextAction: null }) });
    const user = userEvent.setup();
    await checkPayee(user, someoneElsesIban);

    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(payeeHr.offer.payee['no-match'].title);
    expect(warning).toHaveTextContent(
      'Ako ipak nastavite, novac bi mogao otići nekome drugome i možda ga nećete moći vratiti.',
    );
    await waitFor(() => expect(warning).toHaveFocus());
    expect(screen.queryByRole('button', { name: hr.offer.acceptSubmit })).not.toBeInTheDocument();
    const understood = screen.getByLabelText(payeeHr.offer.payee['no-match'].acknowledge);
    await user.click(screen.getByRole('button', { name: payeeHr.offer.acceptAnyway }));
    expect(await screen.findByText(hr.validation.acknowledged.required)).toBeVisible();
    expect(understood).toHaveFocus();
    expect(answers).toHaveLength(0);

    await user.click(understood);
    await user.click(screen.getByRole('button', { name: payeeHr.offer.acceptAnyway }));
    expect(await screen.findByText(hr.waiting.accepted)).toBeVisible();
    expect(answers).toEqual([
      expect.objectContaining({
        iban: someoneElsesIban,
        payeeName: 'Ana Horvat',
        confirmedPayeeName: 'Ana Horvat',
        payeeRiskAcknowledged: true,
      }),
    ]);
  });

  it('says when the bank could not check, and lets the driver correct and check again, or go on knowingly', async () => {
    await openProven(offerClaim({ claimantName: 'Ana Horvat' }));
    const checks = serveCheck();
    const answers = answerCall('answerClaimOffer', { claim: offerClaim({ state: 'accepted', nextAction: null }) });
    const user = userEvent.setup();
    await checkPayee(user, silentBankIban);

    const answer = await screen.findByRole('status', { name: '' });
    expect(answer).toHaveTextContent(payeeHr.offer.payee['not-possible'].title);
    expect(answer).toHaveTextContent('Banka primatelja nije odgovorila');
    expect(screen.getByLabelText(payeeHr.offer.payee['not-possible'].acknowledge)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: payeeHr.offer.acceptAnyway }));
    expect(await screen.findByText(hr.validation.acknowledged.required)).toBeVisible();

    // Another account of theirs: checked, a match, accepted as it is.
    await user.click(screen.getByRole('button', { name: payeeHr.offer.correct }));
    const iban = screen.getByLabelText(hr.offer.iban);
    await user.clear(iban);
    await user.type(iban, 'HR1210010051863000160');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    expect(await screen.findByText(payeeHr.offer.payee.match.title)).toBeVisible();
    await user.click(screen.getByRole('button', { name: hr.offer.acceptSubmit }));
    expect(await screen.findByText(hr.waiting.accepted)).toBeVisible();
    expect(checks.map((check) => check.iban)).toEqual([silentBankIban, 'HR1210010051863000160']);
    expect(answers).toEqual([expect.objectContaining({ iban: 'HR1210010051863000160', payeeRiskAcknowledged: false })]);
  });

  it('asks for the holder’s name as a bank writes it, and says what the server refused', async () => {
    await openProven(offerClaim());
    const checks = serveCheck();
    failCall('answerClaimOffer', 'FAILED_PRECONDITION', claimErrorKeys.claimPayeeNotChecked);
    const user = userEvent.setup();
    await checkPayee(user, 'HR1210010051863000160');
    expect(await screen.findByText(hr.validation.payeeName.required)).toBeVisible();
    expect(screen.getByLabelText(payeeHr.offer.payeeName)).toHaveFocus();
    await user.type(screen.getByLabelText(payeeHr.offer.payeeName), 'Ana <Horvat>');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    expect(await screen.findByText(hr.validation.payeeName['invalid-name'])).toBeVisible();
    expect(checks).toHaveLength(0);

    await user.clear(screen.getByLabelText(payeeHr.offer.payeeName));
    await user.type(screen.getByLabelText(payeeHr.offer.payeeName), '  Ana   Horvat ');
    await user.click(screen.getByRole('button', { name: payeeHr.offer.checkPayee }));
    expect(await screen.findByText(payeeHr.offer.payee.match.title)).toBeVisible();
    expect(checks).toEqual([expect.objectContaining({ payeeName: 'Ana Horvat' })]);
    await user.click(screen.getByRole('button', { name: hr.offer.acceptSubmit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(payeeHr.errors.payeeNotChecked);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('disputes the offer with a reason, and says so when the offer has moved on', async () => {
    await openProven(offerClaim());
    const answers = failCall('answerClaimOffer', 'FAILED_PRECONDITION', claimErrorKeys.claimActionNotAllowed);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: hr.offer.dispute }));
    await user.click(screen.getByRole('button', { name: hr.offer.disputeSubmit }));
    expect(await screen.findByText(hr.validation.reason.required)).toBeVisible();
    expect(answers).toHaveLength(0);

    await user.type(screen.getByLabelText(hr.offer.reason), '  Servis traži 1.600 €.  ');
    await user.click(screen.getByRole('button', { name: hr.offer.disputeSubmit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(claimsHr.errors.claimActionNotAllowed);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(answers).toEqual([
      expect.objectContaining({ offerRevision: 2, answer: 'dispute', reason: 'Servis traži 1.600 €.' }),
    ]);
    expect(answers[0]).not.toHaveProperty('iban');
  });

  it('shows the other driver the offer and what happens, without a way to answer it', async () => {
    await openProven(offerClaim({ you: 'A', nextAction: null }));
    expect(screen.getByText('1.234,50 €')).toBeVisible();
    expect(screen.getByText('Na ponudu odgovara oštećeni vozač (vozač B). Vi ne trebate ništa učiniti.')).toBeVisible();
    expect(screen.queryByRole('button', { name: hr.offer.accept })).not.toBeInTheDocument();
  });

  it('says when the assessor judges from the photos, so the driver goes nowhere', async () => {
    await openProven(
      claimView({
        state: 'assessor-appointed',
        nextAction: null,
        appointment: {
          at: '2026-11-28T09:30:00Z',
          place: null,
          photoAssessment: true,
          confirmedAt: '2026-11-26T12:00:00Z',
        },
      }),
    );
    expect(screen.getByText(hr.appointment.photo)).toBeVisible();
    expect(screen.getByText(hr.waiting['assessor-appointed'])).toBeVisible();
    expect(screen.queryByRole('button', { name: hr.appointment.confirm })).not.toBeInTheDocument();
  });

  it('shows a paid claim with the amount, the day and the masked IBAN, and asks no more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const calls = await openProven(
        claimView({
          state: 'paid',
          payment: {
            amount: 1234.5,
            paidOn: '2026-11-27',
            ibanMasked: 'HR** **** **** **** *016 0',
            paidAt: null,
            transferReference: null,
          },
        }),
      );
      const paid = screen.getByRole('region', { name: `${hr.next.heading}: ${hr.next.none}` });
      expect(within(paid).getByText(hr.paid.heading)).toBeVisible();
      expect(within(paid).getByText('1.234,50 €')).toBeVisible();
      expect(within(paid).getByText('27/11/2026')).toBeVisible();
      expect(within(paid).getByText('HR** **** **** **** *016 0')).toBeVisible();
      const asked = calls.length;
      await vi.advanceTimersByTimeAsync(65_000);
      expect(calls).toHaveLength(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('says when an instant transfer left, on Zagreb’s clock, and its reference', async () => {
    await openProven(
      claimView({
        state: 'paid',
        payment: {
          amount: 1234.5,
          paidOn: '2026-12-07',
          ibanMasked: 'HR** **** **** **** *016 0',
          paidAt: '2026-12-07T13:32:10Z',
          transferReference: 'HR00 2026-000123',
        },
      }),
    );
    const paid = screen.getByRole('region', { name: `${hr.next.heading}: ${hr.next.none}` });
    expect(
      within(paid).getByText(
        'Novac je poslan 07/12/2026 u 14:32 instant plaćanjem, referenca HR00 2026-000123. ' +
          'Na računu bi trebao biti za nekoliko sekundi.',
      ),
    ).toBeVisible();
    expect(within(paid).getByText(hr.paid.sentAt).nextElementSibling).toHaveTextContent('07/12/2026 14:32');
    expect(within(paid).getByText(hr.paid.reference).nextElementSibling).toHaveTextContent('HR00 2026-000123');
    expect(within(paid).queryByText(hr.paid.date)).not.toBeInTheDocument();
  });

  it('tells the driver whose policy paid when the money left, never where to', async () => {
    await openProven(
      claimView({
        state: 'paid',
        you: 'A',
        payment: {
          amount: 1234.5,
          paidOn: '2026-12-07',
          ibanMasked: null,
          paidAt: '2026-12-07T13:32:10Z',
          transferReference: null,
        },
      }),
    );
    const paid = screen.getByRole('region', { name: `${hr.next.heading}: ${hr.next.none}` });
    expect(within(paid).getByText(hr.paid.sentAt).nextElementSibling).toHaveTextContent('07/12/2026 14:32');
    for (const label of [hr.paid.iban, hr.paid.reference])
      expect(within(paid).queryByText(label)).not.toBeInTheDocument();
    expect(paid).not.toHaveTextContent(/HR\*\*|instant/);
  });

  it('shows a change within 3 s while the page is open, then the payout after the answer', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let claim = claimView();
      await openProven(claim);
      serveClaim(() => claim);
      claim = offerClaim({ updatedAt: '2026-11-25T09:00:01Z' });
      await vi.advanceTimersByTimeAsync(2_600);
      expect(await screen.findByRole('button', { name: hr.offer.accept })).toBeVisible();

      claim = offerClaim({
        state: 'paid',
        nextAction: null,
        payment: {
          amount: 1234.5,
          paidOn: '2026-11-27',
          ibanMasked: 'HR** **** **** **** *016 0',
          paidAt: null,
          transferReference: null,
        },
        updatedAt: '2026-11-27T10:00:00Z',
      });
      await vi.advanceTimersByTimeAsync(2_600);
      expect(screen.getByRole('heading', { name: hr.paid.heading })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the appointment to confirm as soon as the insurer sets it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let claim = claimView({ state: 'documents-complete' });
      await openProven(claim);
      serveClaim(() => claim);
      expect(screen.getByText(hr.waiting['documents-complete'])).toBeVisible();
      claim = claimView({
        state: 'assessor-appointed',
        nextAction: 'confirm-appointment',
        appointment: {
          at: '2026-11-28T09:30:00Z',
          place: 'Savska 10, Zagreb',
          photoAssessment: false,
          confirmedAt: null,
        },
        updatedAt: '2026-11-27T10:00:00Z',
      });
      await vi.advanceTimersByTimeAsync(2_600);
      expect(screen.getByRole('button', { name: hr.appointment.confirm })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks nothing while the tab is hidden, asks at once when it is shown, and slows down for nobody there', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const visibility = vi.spyOn(document, 'visibilityState', 'get');
    const show = (state: DocumentVisibilityState) => {
      visibility.mockReturnValue(state);
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    };
    try {
      const calls = await openProven(claimView());
      show('hidden');
      const hidden = calls.length;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(calls).toHaveLength(hidden);
      show('visible');
      await vi.advanceTimersByTimeAsync(100);
      expect(calls).toHaveLength(hidden + 1);

      // Five quiet minutes at the quick pace, then each wait doubles up to a minute.
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      const quiet = calls.length;
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      expect(calls.length - quiet).toBeLessThanOrEqual(4);
      // The driver touches the page: asked at once, and at the quick pace again.
      const touched = calls.length;
      window.dispatchEvent(new Event('pointerdown'));
      await vi.advanceTimersByTimeAsync(100);
      expect(calls).toHaveLength(touched + 1);
      await vi.advanceTimersByTimeAsync(10_500);
      expect(calls.length - touched).toBeGreaterThanOrEqual(3);
    } finally {
      visibility.mockRestore();
      vi.useRealTimers();
    }
  });

  it('keeps the claim shown when a refresh fails, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await openProven(offerClaim());
      // The address's limit on reads, say, when another phone at the same address follows a claim too.
      failCall('getClaim', 'RESOURCE_EXHAUSTED', errorKeys.tooManyRequests);
      await vi.advanceTimersByTimeAsync(2_600);
      expect(await screen.findByText(hr.refreshFailed)).toBeVisible();
      expect(screen.getByRole('button', { name: hr.offer.accept })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not put an answered offer back when a read sent before the answer comes back after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const open = offerClaim({ updatedAt: '2026-11-25T09:00:00Z' });
      await openProven(open);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.post(callableUrl('getClaim'), async () => {
          await held;
          return HttpResponse.json({ result: { identityRequired: false, claim: open, accessToken: null } });
        }),
      );
      await vi.advanceTimersByTimeAsync(2_600);
      answerCall('answerClaimOffer', {
        claim: offerClaim({ state: 'accepted', nextAction: null, updatedAt: '2026-11-25T09:00:05Z' }),
      });
      serveCheck();
      const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
      await checkPayee(user, 'HR1210010051863000160', 'Ana Horvat');
      await user.click(await screen.findByRole('button', { name: hr.offer.acceptSubmit }));
      expect(await screen.findByText(hr.waiting.accepted)).toBeVisible();
      release();
      await vi.advanceTimersByTimeAsync(100);
      expect(screen.getByText(hr.waiting.accepted)).toBeVisible();
      expect(screen.queryByRole('button', { name: hr.offer.accept })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says in plain words why a claim was declined', async () => {
    await openProven(claimView({ state: 'declined', decline: { reason: 'no-third-party-damage' } }));
    expect(screen.getByText(hr.declined.heading)).toBeVisible();
    expect(screen.getByText(hr.declined.reasons['no-third-party-damage'])).toBeVisible();
  });
});
