import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callNames } from '@contracts/call-names';
import type { AccountPolicy } from '@contracts/get-account';
import hr from '../../../locales/hr/profile.json';
import { paths } from '../../app/route-table';
import { signedIn } from '../../test/auth-edge';
import { answerCall } from '../../test/callables';
import { renderApp } from '../../test/render-app';

const day = 24 * 60 * 60 * 1000;
const policy = (plate: string, endsInDays: number): AccountPolicy => ({
  orderNumber: `AO-000000000${endsInDays > 0 ? 1 : 2}`,
  policyNumber: `10-2026-000${plate.slice(-4)}`,
  licensePlate: plate,
  vehicle: { vin: null, manufacturer: null, model: null },
  startsAt: new Date(Date.now() + (endsInDays - 365) * day).toISOString(),
  endsAt: new Date(Date.now() + endsInDays * day).toISOString(),
  covers: [{ coverCode: 'MTPL', premium: 250 }],
  total: 250,
  greenCardNumber: null,
  renewed: false,
  ended: null,
  endingState: null,
});

afterEach(async () => {
  const { sessionStore } = await import('../../app/session/session-store');
  await sessionStore.signOut();
});

describe('the account page', () => {
  it('names the policy that ends next and leads on to the rest of the account', async () => {
    await signedIn();
    answerCall(callNames.getAccount, {
      uid: 'uid-ivana',
      email: 'ivana@primjer.hr',
      emailVerified: true,
      profile: null,
      policies: [policy('ZG1234AB', 200), policy('ZG5678CD', 12), policy('ST2345EF', -40)],
    });
    renderApp(paths.profile);
    expect(await screen.findByText(/^Sljedeća polica istječe: ZG5678CD,/)).toBeVisible();
    const more = screen.getByRole('navigation', { name: hr.overview.more });
    expect(more).toHaveTextContent(hr.overview.toInvite);
    expect(screen.getByRole('link', { name: hr.overview.toCredentials })).toHaveAttribute(
      'href',
      paths['profile-credentials'],
    );
  });
});
