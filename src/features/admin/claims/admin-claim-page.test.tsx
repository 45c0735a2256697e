import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callNames } from '@contracts/call-names';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import { adminClaimErrorKeys } from '@contracts/claim-error-keys';
import { errorKeys } from '@contracts/error-keys';
import hr from '../../../../locales/hr/admin.json';
import hrClaims from '../../../../locales/hr/admin-claims.json';
import { auditEntry, claimDetail, openConsole, signOutAfterEach } from '../../../test/admin-kit';
import { answerCall, failCall } from '../../../test/callables';
import { claimPath } from './claim-paths';

afterEach(signOutAfterEach);

const claimId = 'Kx7PqR2sT9vW3yZ4bC5d';
const openClaim = () => openConsole(claimPath(claimId), 'admin-claim', 'Šteta ŠT-2026-004217');
const panel = (name: string) => screen.getByRole('region', { name });

/** The console's answer for a claim the insurer has paid, with what the test says of it. */
function answerPaidClaim(claim: Partial<AdminClaimDetail['claim']>) {
  const base = claimDetail();
  answerCall(callNames.adminGetClaim, {
    claim: claimDetail({ state: 'paid', claim: { ...base.claim, state: 'paid', ...claim } }),
  });
}

describe('a claim in the console', () => {
  it('shows where it stands, the insurer’s story, the statement, what reached us and what we e-mailed', async () => {
    const asked = answerCall(callNames.adminGetClaim, {
      claim: claimDetail({
        audit: [
          auditEntry({
            action: 'adminClaimAction:refresh-status',
            subject: 'claim',
            subjectId: claimId,
            before: { state: 'assessed' },
            after: { state: 'offer' },
          }),
        ],
      }),
    });
    await openClaim();
    expect(asked).toEqual([expect.objectContaining({ claimId })]);
    const overview = within(panel(hrClaims.claim.overview));
    expect(overview.getByText(hrClaims.claim.claimant).nextElementSibling).toHaveTextContent('Vozilo B');
    expect(overview.getByText(hrClaims.claim.driverEmails).nextElementSibling).toHaveTextContent(/@primjer\.hr/);
    expect(overview.getByText(hrClaims.claim.nextAction).nextElementSibling).toHaveTextContent(
      hrClaims.claim.nextActions['answer-offer'],
    );
    const story = within(panel(hrClaims.claim.timeline));
    expect(story.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '20/11/2026 10:15Zaprimljena',
      '20/11/2026 10:15Dokumenti potpuni',
      '20/11/2026 10:15Procijenjena',
      '21/11/2026 09:00Ponuda poslana',
    ]);
    expect(story.getByText('Ponuda (inačica 1)').nextElementSibling).toHaveTextContent(
      '1.250,50 €Popravak vozila: 1.100,50 €Vuča: 150,00 €Procjena po fotografijama, cijene servisa u Zagrebu.',
    );
    const statement = within(panel(hrClaims.claim.statement));
    expect(statement.getByText('Vozilo A').nextElementSibling).toHaveTextContent(
      // The insurer by its name, never its code (issue 42).
      'Ana Horvat · ZG1234AB · Allianz Hrvatska d.d. · ana.horvat@primjer.hr',
    );
    expect(statement.getByRole('button', { name: 'Fotografija vozila B, br. 1' })).toBeVisible();
    const notifications = within(panel(hrClaims.claim.notifications.heading)).getAllByRole('row').slice(1);
    expect(notifications.map((row) => row.textContent)).toEqual([
      '20/11/2026 10:151ZaprimljenaObavijest osigurateljaPromijenila je štetu',
      '21/11/2026 09:004Ponuda poslanaObavijest osigurateljaPromijenila je štetu',
      '21/11/2026 09:004Ponuda poslanaObavijest osigurateljaBez promjene (ponovljena ili starija)',
    ]);
    expect(
      within(panel(hrClaims.claim.emails.heading)).getByRole('row', { name: /marko@primjer.hr/ }),
    ).toHaveTextContent('Preuzeo SendGrid (ID: P_bzLOoc5tch3VLqm7368Q)');
    const audit = within(panel(hrClaims.claim.audit));
    expect(audit.getByText('Radnja na šteti: upit osiguratelju o stanju')).toBeVisible();
    // Each value isolated in an element of its own (`SentenceWithDriverTexts`).
    expect(audit.getByRole('table')).toHaveTextContent('Stanje: Procijenjena → Ponuda poslana');
  });

  it('words what each state brought: the appointment, the dispute, the payout, a decline', async () => {
    answerPaidClaim({
      appointment: {
        at: '2026-11-22T09:30:00.000Z',
        place: 'Savska 41, Zagreb',
        photoAssessment: false,
        confirmedAt: '2026-11-21T12:00:00.000Z',
      },
      dispute: { reason: 'Popravak je skuplji.', at: '2026-11-23T10:00:00.000Z' },
      payment: {
        amount: 1400,
        paidOn: '2026-11-25',
        ibanMasked: 'HR12 **** **** **** 3456 7',
        paidAt: null,
        transferReference: null,
      },
      decline: { reason: 'liability-not-established' },
      nextAction: null,
    });
    await openClaim();
    const story = within(await screen.findByRole('region', { name: hrClaims.claim.timeline }));
    expect(story.getByText(hrClaims.claim.appointment).nextElementSibling).toHaveTextContent(
      '22/11/2026 10:30, Savska 41, Zagreb Vozač je potvrdio 21/11/2026 13:00.',
    );
    expect(story.getByText(hrClaims.claim.dispute).nextElementSibling).toHaveTextContent(
      '„Popravak je skuplji.” (23/11/2026 11:00)',
    );
    expect(story.getByText(hrClaims.claim.payment).nextElementSibling).toHaveTextContent(
      '1.400,00 € isplaćeno 25/11/2026 na HR12 **** **** **** 3456 7',
    );
    expect(story.getByText(hrClaims.claim.decline).nextElementSibling).toHaveTextContent(
      hrClaims.claim.declineReasons['liability-not-established'],
    );
    const overview = within(panel(hrClaims.claim.overview));
    expect(overview.getByText(hrClaims.claim.nextAction).nextElementSibling).toHaveTextContent(
      hrClaims.claim.nextActions.none,
    );
  });

  it('words an instant payout with the minute it left, on Zagreb’s clock, and its reference', async () => {
    answerPaidClaim({
      payment: {
        amount: 1400,
        paidOn: '2026-12-07',
        ibanMasked: 'HR12 **** **** **** 3456 7',
        paidAt: '2026-12-07T13:32:10.000Z',
        transferReference: 'HR00 2026-000123',
      },
      nextAction: null,
    });
    await openClaim();
    const story = within(await screen.findByRole('region', { name: hrClaims.claim.timeline }));
    expect(story.getByText(hrClaims.claim.payment).nextElementSibling).toHaveTextContent(
      '1.400,00 € poslano instant plaćanjem 07/12/2026 14:32 na HR12 **** **** **** 3456 7, referenca HR00 2026-000123',
    );
  });

  it('resends the statement’s PDF only after confirming, and says it was sent', async () => {
    answerCall(callNames.adminGetClaim, { claim: claimDetail() });
    const actions = answerCall(callNames.adminClaimAction, { claim: claimDetail() });
    const { user } = await openClaim();
    await user.click(
      await screen.findByRole('button', { name: hrClaims.claim.actions['resend-statement-pdf'].button }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Ponovno poslati izvješće za ŠT-2026-004217?' });
    expect(dialog).toHaveTextContent('ana.horvat@primjer.hr, marko@primjer.hr');
    expect(actions).toEqual([]);
    await user.click(
      within(dialog).getByRole('button', { name: hrClaims.claim.actions['resend-statement-pdf'].confirm }),
    );
    expect(await screen.findByText(hrClaims.claim.actions['resend-statement-pdf'].done)).toBeVisible();
    expect(actions).toEqual([expect.objectContaining({ claimId, action: 'resend-statement-pdf', note: null })]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  // Issue 42: a claim that had sent three e-mails said a resend needs one sent, beside an enabled button.
  it('says which e-mail a resend sends again, beside the button it enables', async () => {
    const email = claimDetail().sentEmails[0]!;
    answerCall(callNames.adminGetClaim, {
      claim: claimDetail({
        sentEmails: [
          { ...email, at: '2026-11-20T09:15:06.000Z', state: 'documents-complete' },
          { ...email, at: '2026-11-20T09:15:11.000Z', state: 'assessed' },
          email,
        ],
      }),
    });
    await openClaim();
    const resend = await screen.findByRole('button', { name: hrClaims.claim.actions['resend-latest-email'].button });
    expect(resend).toBeEnabled();
    expect(resend).toHaveAccessibleDescription(
      'Šteta je vozačima poslala 3 e-poruke. Ponovno možete poslati zadnju: „Ponuda poslana” od 21/11/2026 09:00.',
    );
    expect(screen.queryByText(hrClaims.claim.actions.noEmailNote)).toBeNull();
  });

  it('cannot resend an e-mail the claim never sent; cancelling leaves everything as it was', async () => {
    answerCall(callNames.adminGetClaim, {
      claim: claimDetail({ sentEmails: [], actions: { resendLatestEmail: false } }),
    });
    const actions = answerCall(callNames.adminClaimAction, { claim: claimDetail() });
    const { user } = await openClaim();
    const resend = await screen.findByRole('button', { name: hrClaims.claim.actions['resend-latest-email'].button });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(hrClaims.claim.actions.noEmailNote);
    const refresh = screen.getByRole('button', { name: hrClaims.claim.actions['refresh-status'].button });
    await user.click(refresh);
    await user.click(screen.getByRole('button', { name: hr.dialog.cancel }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(refresh).toHaveFocus();
    expect(actions).toEqual([]);
  });

  it('says in words why the insurer could not be asked', async () => {
    answerCall(callNames.adminGetClaim, { claim: claimDetail() });
    failCall(callNames.adminClaimAction, 'UNAVAILABLE', adminClaimErrorKeys.insurerUnavailable);
    const { user } = await openClaim();
    await user.click(await screen.findByRole('button', { name: hrClaims.claim.actions['refresh-status'].button }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: hrClaims.claim.actions['refresh-status'].confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(hr.errors.insurerUnavailable);
  });

  it('adds an internal note, refusing an empty one', async () => {
    answerCall(callNames.adminGetClaim, { claim: claimDetail() });
    const actions = answerCall(callNames.adminClaimAction, {
      claim: claimDetail({
        notes: [{ at: '2026-11-21T10:00:00.000Z', actorEmail: 'podrska@primjer.hr', text: 'Vozač zove sutra.' }],
      }),
    });
    const { user } = await openClaim();
    const notes = within(await screen.findByRole('region', { name: hrClaims.claim.notes.heading }));
    expect(notes.getByText(hrClaims.claim.notes.none)).toBeVisible();
    await user.click(notes.getByRole('button', { name: hrClaims.claim.notes.submit }));
    expect(await notes.findByText(hrClaims.claim.notes.errors.required)).toBeVisible();
    expect(actions).toEqual([]);
    await user.type(notes.getByRole('textbox', { name: hrClaims.claim.notes.label }), '  Vozač zove sutra.  ');
    await user.click(notes.getByRole('button', { name: hrClaims.claim.notes.submit }));
    expect(await notes.findByText('Vozač zove sutra.')).toBeVisible();
    expect(notes.getByText('21/11/2026 11:00, podrska@primjer.hr')).toBeVisible();
    expect(actions).toEqual([expect.objectContaining({ claimId, action: 'add-note', note: 'Vozač zove sutra.' })]);
    expect(notes.getByRole('textbox', { name: hrClaims.claim.notes.label })).toHaveValue('');
  });

  it('downloads the statement’s PDF and shows a photo only when asked', async () => {
    answerCall(callNames.adminGetClaim, { claim: claimDetail() });
    const files = answerCall(callNames.adminGetClaimFile, {
      fileName: 'europsko-izvjesce-ŠT-2026-004217.pdf',
      contentType: 'application/pdf',
      data: 'JVBERi0=',
    });
    URL.createObjectURL = vi.fn(() => 'blob:datoteka');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = await openClaim();
    await screen.findByRole('region', { name: hrClaims.claim.statement });
    // Nothing is fetched (or audited) before staff ask.
    expect(files).toEqual([]);
    await user.click(screen.getByRole('button', { name: hrClaims.claim.files.pdf }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toHaveAttribute('download', 'europsko-izvjesce-ŠT-2026-004217.pdf');
    expect(files).toEqual([expect.objectContaining({ claimId, kind: 'statement-pdf', fileId: null })]);

    answerCall(callNames.adminGetClaimFile, { fileName: 'a.jpg', contentType: 'image/jpeg', data: '/9j/' });
    await user.click(screen.getByRole('button', { name: 'Fotografija vozila A, br. 1' }));
    expect(await screen.findByRole('img', { name: 'Fotografija vozila A, br. 1' })).toHaveAttribute(
      'src',
      'blob:datoteka',
    );
  });

  it('shows a document’s name isolated, so an override in it cannot pass an .exe off as a .pdf', async () => {
    const base = claimDetail();
    const document = {
      documentId: 'd0c5e7a2-1b3c-4d5e-8f90-123456789abc',
      code: 'repair-invoice' as const,
      // Reads "racunexe.pdf" unless it is isolated; stored before names refused it.
      fileName: 'racun\u202Efdp.exe',
      contentType: 'application/pdf' as const,
      uploadedAt: '2026-11-21T10:00:00.000Z',
    };
    answerCall(callNames.adminGetClaim, { claim: claimDetail({ claim: { ...base.claim, documents: [document] } }) });
    await openClaim();
    const files = await screen.findByRole('list', { name: hrClaims.claim.files.documents });
    const button = within(files).getByRole('button');
    const name = button.querySelector('bdi');
    expect(name?.textContent).toBe('racun\u202Efdp.exe');
    // The console's words after the name are outside its isolate.
    expect(button.textContent?.replace(name?.textContent ?? '', '')).toBe(
      ` (${hrClaims.claim.documentCodes['repair-invoice']}, 21/11/2026 11:00)`,
    );
  });

  it('says so when the claim does not exist', async () => {
    failCall(callNames.adminGetClaim, 'NOT_FOUND', errorKeys.adminNotFound);
    await openConsole(claimPath('Nepostojeca0Steta000'), 'admin-claim');
    expect(await screen.findByRole('alert')).toHaveTextContent(hr.errors.notFound);
  });
});
