import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-cookie-policy.json';
import { consentStorageKey } from '../../app/consent';
import { renderApp } from '../../test/render-app';

const storedConsent = () => JSON.parse(localStorage.getItem(consentStorageKey) ?? 'null') as unknown;

async function openSettings() {
  const user = userEvent.setup();
  renderApp('/cookie-policy');
  // The first visit loads the page's chunk and its texts.
  await screen.findByRole('heading', { level: 1, name: common.routes['cookie-policy'].heading }, { timeout: 5000 });
  return { user, settings: within(screen.getByRole('region', { name: hr.settings.heading })) };
}

// The whole app renders a long page; on a busy machine that takes longer than the default 5 s.
describe('the cookie policy page', () => {
  it('lists the storage the site uses', async () => {
    await openSettings();
    for (const name of ['ao.language', 'ao.onboarding.*', 'ao.consent', '_ga']) {
      expect(screen.getByRole('cell', { name })).toBeInTheDocument();
    }
  });

  it('says when no choice has been made yet, with necessary storage always on', async () => {
    const { settings } = await openSettings();
    expect(settings.getByText(hr.settings.status.none)).toBeInTheDocument();
    const necessary = settings.getByRole('checkbox', { name: hr.settings.necessary.label });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(settings.getByRole('checkbox', { name: hr.settings.analytics.label })).not.toBeChecked();
  });

  it('saves consent to analytics cookies, and its withdrawal', async () => {
    const { user, settings } = await openSettings();
    const analytics = settings.getByRole('checkbox', { name: hr.settings.analytics.label });

    await user.click(analytics);
    await user.click(settings.getByRole('button', { name: hr.settings.save }));
    expect(storedConsent()).toMatchObject({ analytics: true });
    expect(settings.getByRole('status')).toHaveTextContent(hr.settings.saved.analytics);
    expect(settings.getByText(hr.settings.status.analytics, { exact: false })).toBeInTheDocument();

    await user.click(analytics);
    await user.click(settings.getByRole('button', { name: hr.settings.save }));
    expect(storedConsent()).toMatchObject({ analytics: false });
    expect(settings.getByRole('status')).toHaveTextContent(hr.settings.saved.necessary);
  });

  it('shows a stored choice and the day it was made', async () => {
    localStorage.setItem(consentStorageKey, JSON.stringify({ analytics: true, decidedAt: '2026-11-03T09:30:00.000Z' }));
    const { settings } = await openSettings();
    expect(settings.getByRole('checkbox', { name: hr.settings.analytics.label })).toBeChecked();
    expect(
      settings.getByText(
        `${hr.settings.status.analytics} ${hr.settings.status.decidedOn.replace('{{date}}', '03/11/2026')}`,
      ),
    ).toBeInTheDocument();
  });
});
