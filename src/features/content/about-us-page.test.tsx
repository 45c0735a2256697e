import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-about-us.json';
import { renderApp } from '../../test/render-app';

describe('the about us page', () => {
  it('says who we are, who issues the policies and how the service works', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: common.routes['about-us'].heading })).toBeVisible();
    for (const section of [hr.who, hr.how, hr.values, hr.data]) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    const who = within(screen.getByRole('region', { name: hr.who.heading }));
    expect(who.getByText('Groupama osiguranje d.d.')).toBeVisible();
    expect(who.getByText(/pod nadzorom Hrvatske agencije za nadzor financijskih usluga \(HANFA\)/)).toBeVisible();
    const how = within(screen.getByRole('region', { name: hr.how.heading }));
    for (const step of ['Cijena za nekoliko minuta', 'Plaćanje karticom', 'Polica e-poštom']) {
      expect(how.getByText(step)).toBeVisible();
    }
  });

  it('links to support, the privacy documents and the quote', async () => {
    renderApp('/about-us');
    await screen.findByRole('heading', { level: 1 });
    const how = within(screen.getByRole('region', { name: hr.how.heading }));
    expect(how.getByRole('link', { name: 'Sklapanje ugovora' })).toHaveAttribute('href', '/make-contract');
    const values = within(screen.getByRole('region', { name: hr.values.heading }));
    expect(values.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(values.getByRole('link', { name: 'Česta pitanja' })).toHaveAttribute('href', '/faq');
    const data = within(screen.getByRole('region', { name: hr.data.heading }));
    expect(data.getByRole('link', { name: 'politici privatnosti' })).toHaveAttribute('href', '/privacy-policy');
    expect(data.getByRole('link', { name: 'politici kolačića' })).toHaveAttribute('href', '/cookie-policy');
    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/onboarding');
  });
});
