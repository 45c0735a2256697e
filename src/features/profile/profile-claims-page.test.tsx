import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import type { AccountClaimRow } from '@contracts/list-account-claims';
import follow from '../../../locales/hr/claims-follow.json';
import profile from '../../../locales/hr/profile.json';
import { paths } from '../../app/route-table';
import { signedIn } from '../../test/auth-edge';
import { answerCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';

const row = (overrides: Partial<AccountClaimRow>): AccountClaimRow => ({
  claimId: 'St4tementId000000001',
  claimNumber: 'ŠT-2026-000123',
  state: 'offer',
  accidentDate: '20/11/2026',
  plates: ['ZG1234AB', 'ST5678CD'],
  nextAction: 'answer-offer',
  updatedAt: '2026-11-25T09:00:00Z',
  ...overrides,
});

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

describe("the account's claims", () => {
  it('lists each claim with its state, accident date, plates and next step, linked to its page', async () => {
    await signedIn();
    const calls = answerCall(callNames.listAccountClaims, {
      claims: [
        row({}),
        row({
          claimId: 'St4tementId000000002',
          claimNumber: 'ŠT-2026-000124',
          state: 'paid',
          accidentDate: null,
          plates: ['RI9999ZZ'],
          nextAction: null,
        }),
      ],
    });
    renderApp(paths['profile-claims']);
    const first = await screen.findByRole('region', { name: 'ŠT-2026-000123' });
    expect(within(first).getByText(follow.states.offer)).toBeVisible();
    expect(within(first).getByText('20/11/2026')).toBeVisible();
    expect(within(first).getByText('ZG1234AB, ST5678CD')).toBeVisible();
    expect(within(first).getByText(follow.next['answer-offer'])).toBeVisible();
    expect(within(first).getByRole('link', { name: 'Otvori štetu ŠT-2026-000123' })).toHaveAttribute(
      'href',
      '/claims/follow/St4tementId000000001',
    );
    const second = screen.getByRole('region', { name: 'ŠT-2026-000124' });
    expect(within(second).getByText(follow.states.paid)).toBeVisible();
    expect(within(second).getByText(follow.next.none)).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('leads an account without claims to reporting an accident', async () => {
    await signedIn();
    answerCall(callNames.listAccountClaims, { claims: [] });
    renderApp(paths['profile-claims']);
    expect(await screen.findByText(follow.profile.none)).toBeVisible();
    expect(screen.getByRole('link', { name: follow.profile.report })).toHaveAttribute('href', '/claims/report');
  });

  it("is reached from the account's overview", async () => {
    await signedIn();
    answerCall(callNames.getAccount, {
      uid: 'uid-ivana',
      email: 'ivana@primjer.hr',
      emailVerified: true,
      profile: null,
      policies: [],
    });
    renderApp(paths.profile);
    expect(await screen.findByRole('link', { name: profile.overview.toClaims })).toHaveAttribute(
      'href',
      '/profile/claims',
    );
  });
});
