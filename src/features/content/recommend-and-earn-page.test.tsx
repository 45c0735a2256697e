import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-recommend-and-earn.json';
import { renderApp } from '../../test/render-app';

describe('the recommend and earn page', () => {
  it('lists the steps from sharing the link to the confirmed referral', async () => {
    renderApp('/recommend-and-earn');
    expect(
      await screen.findByRole('heading', { level: 1, name: common.routes['recommend-and-earn'].heading }),
    ).toBeVisible();
    const how = within(screen.getByRole('region', { name: hr.how.heading }));
    const steps = within(how.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(hr.how.body[0]!.ol!.length);
    expect(steps.at(-1)).toHaveTextContent(hr.how.body[0]!.ol!.at(-1)!);
  });

  it('states the conditions: a policy for the friend themselves, one referral each, no self-referral, confirmed on purchase', async () => {
    renderApp('/recommend-and-earn');
    const conditions = within(await screen.findByRole('region', { name: hr.conditions.heading }));
    const items = within(conditions.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(hr.conditions.body[0]!.ul!.length);
    expect(conditions.getByText('za sebe')).toBeVisible();
    expect(conditions.getByText('jedna preporuka')).toBeVisible();
    expect(conditions.getByText(/Vlastita polica se ne računa/)).toBeVisible();
    expect(conditions.getByText('kupi i plati policu')).toBeVisible();
  });

  it('says how points are spent with the figures of the rule the server enforces', async () => {
    renderApp('/recommend-and-earn');
    const spending = within(await screen.findByRole('region', { name: hr.points.heading }));
    const rules = within(spending.getByRole('list')).getAllByRole('listitem');
    expect(rules).toHaveLength(hr.points.rules.length);
    // contracts/points-rule.ts: 10 cents a point, 100 cents left for the card.
    expect(rules[0]).toHaveTextContent(/^Jedan bod vrijedi 0,10\s€; oduzimaju se samo cijeli bodovi\.$/);
    expect(spending.getByText('zadnji')).toBeVisible();
    expect(rules[2]).toHaveTextContent(/barem 1,00\s€/);
    expect(spending.getByText('svoju policu')).toBeVisible();
    expect(screen.getByRole('region', { name: hr.points.heading }).textContent).not.toMatch(/\{\{|\}\}/);
  });

  it('points to the profile for the amounts and to sign-in or sign-up to start', async () => {
    renderApp('/recommend-and-earn');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: hr.reward.link })).toHaveAttribute('href', '/profile/invite-friends');
    const cta = within(screen.getByRole('region', { name: hr.cta.heading }));
    expect(cta.getByRole('link', { name: hr.cta.login })).toHaveAttribute('href', '/login');
    expect(cta.getByRole('link', { name: hr.cta.register })).toHaveAttribute('href', '/register');
  });
});
