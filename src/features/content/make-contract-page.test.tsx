import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-make-contract.json';
import { renderApp } from '../../test/render-app';

async function openPage() {
  renderApp('/make-contract');
  expect(
    await screen.findByRole('heading', { level: 1, name: common.routes['make-contract'].heading }, { timeout: 5000 }),
  ).toBeVisible();
}

const region = (heading: string) => within(screen.getByRole('region', { name: heading }));

describe('the make-contract page', () => {
  it('lists what to have ready', async () => {
    await openPage();
    const ready = region(hr.ready.heading);
    for (const thing of ['Prometna dozvola.', 'Vaš OIB i datum rođenja.', 'Platna kartica']) {
      expect(ready.getByText(thing)).toBeVisible();
    }
  });

  it('walks through the steps in the order the quote flow asks for them', async () => {
    await openPage();
    const steps = region(hr.steps.heading);
    const items = within(steps.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'Upišite registarsku oznaku',
      'Provjerite vozilo.',
      'Upišite podatke za izračun cijene:',
      'Odaberite paket i dodatna pokrića.',
      'Upišite kod za popust',
      'Provjerite pregled narudžbe:',
      'Upišite ime, prezime i adresu',
      'Platite karticom',
      'Polica stiže e-poštom',
    ]);
    expect(items[2]).toHaveTextContent('datum rođenja, OIB, e-adresu i broj mobitela');
    expect(steps.getByRole('link', { name: 'broj šasije (VIN)' })).toHaveAttribute('href', '/onboarding/vin');
    expect(steps.getByRole('link', { name: 'dokumentima' })).toHaveAttribute('href', '/documents');
  });

  it('explains when an offer request is sent instead of a payment', async () => {
    await openPage();
    const offer = region(hr.offer.heading);
    expect(offer.getByText(/kategorija M1/)).toBeVisible();
    expect(offer.getByText(/probne pločice \(oznaka PROBA\)/)).toBeVisible();
    expect(offer.getByText(/ne prihvaćate predugovorne informacije/)).toBeVisible();
    expect(offer.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
  });

  it('sends the visitor to the quote, by plate or by VIN', async () => {
    await openPage();
    const cta = region(hr.cta.heading);
    expect(cta.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/onboarding');
    expect(cta.getByRole('link', { name: hr.cta.byVin })).toHaveAttribute('href', '/onboarding/vin');
  });
});
