import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import type { ReferralProgrammeResponse } from '@contracts/get-referral-programme';
import invite from '../../../locales/hr/invite-friends.json';
import { paths } from '../../app/route-table';
import { signedIn } from '../../test/auth-edge';
import { answerCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';

const programme: ReferralProgrammeResponse = {
  referrerId: 'ref-ivana',
  referralIndividualId: 'link-ivana',
  pointsPerFriend: 100,
  eurosPerPoint: 0.1,
  friendDiscount: 10,
  pointsEarned: 100,
  eurosEarned: 10,
  pointsSpent: 0,
  pointsBalance: 100,
  eurosBalance: 10,
  linkOpens: 3,
  invitations: [
    { friend: null, state: 'priced', at: '2026-11-20T09:00:00.000Z', points: 0 },
    { friend: 'A*** K.', state: 'bought', at: '2026-11-18T09:00:00.000Z', points: 100 },
  ],
};

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

describe('inviting friends', () => {
  it('gives the personal link to copy, the rules, the friends invited and what they earned', async () => {
    const user = userEvent.setup();
    await signedIn();
    const calls = answerCall(callNames.getReferralProgramme, programme);
    renderApp(paths['profile-invite-friends']);

    const link = await screen.findByLabelText(invite.linkLabel);
    expect(link).toHaveValue(`${window.location.origin}/?rid=ref-ivana&rl=link-ivana`);
    expect(screen.getByText(/plaća je 10,00\s€ manje, a vi za njega dobivate 100 bodova/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: invite.copy }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/?rid=ref-ivana&rl=link-ivana`);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(invite.copied);

    const list = screen.getByRole('region', { name: invite.listHeading });
    const [priced, bought] = within(list).getAllByRole('listitem');
    expect(priced).toHaveTextContent(`${invite.friend} · ${invite.state.priced}`);
    expect(bought).toHaveTextContent(`A*** K. · ${invite.state.bought} · 100 bodova`);
    expect(bought).toHaveTextContent('18/11/2026');
    const earned = screen.getByRole('region', { name: invite.earnedHeading });
    expect(within(earned).getByText('10,00 €')).toBeVisible();
    expect(within(earned).getByText('3')).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  it('shows the points earned, spent and left, and the rule for spending them, in the server’s figures', async () => {
    await signedIn();
    answerCall(callNames.getReferralProgramme, {
      ...programme,
      pointsEarned: 300,
      eurosEarned: 30,
      pointsSpent: 158,
      pointsBalance: 142,
      eurosBalance: 14.2,
    });
    renderApp(paths['profile-invite-friends']);
    const earned = await screen.findByRole('region', { name: invite.earnedHeading });
    const figure = (label: string) => within(earned).getByText(label).nextElementSibling;
    expect(figure(invite.pointsEarned)).toHaveTextContent('300');
    expect(figure(invite.points.spent)).toHaveTextContent('158');
    expect(figure(invite.points.balance)).toHaveTextContent(/^142 boda \(14,20\s€\)$/);
    // The rule's figures are the server's (contracts/points-rule.ts): 0,10 € a point, 1,00 € left for the card.
    expect(within(earned).getByText(/Bod vrijedi 0,10\s€.*barem 1,00\s€/)).toBeVisible();
  });

  it('says so when nobody has used the link yet', async () => {
    await signedIn();
    answerCall(callNames.getReferralProgramme, { ...programme, pointsEarned: 0, eurosEarned: 0, invitations: [] });
    renderApp(paths['profile-invite-friends']);
    expect(await screen.findByText(invite.none)).toBeVisible();
  });
});
