import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { greenCardCountries } from '@contracts/green-card-countries';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-travel-insurance.json';
import { renderApp } from '../../test/render-app';

describe('the travel insurance page', () => {
  it('explains the limits of the EHIC and what travel insurance adds', async () => {
    renderApp('/travel-insurance');
    expect(
      await screen.findByRole('heading', { level: 1, name: common.routes['travel-insurance'].heading }),
    ).toBeVisible();
    for (const section of [hr.ehic, hr.covers, hr['outside-eu'], hr.winter, hr.tips, hr.apply]) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    const ehic = within(screen.getByRole('region', { name: hr.ehic.heading }));
    expect(ehic.getByText('javnom zdravstvenom sustavu')).toBeVisible();
    expect(ehic.getByText('ne pokriva prijevoz u Hrvatsku')).toBeVisible();
    const covers = within(screen.getByRole('region', { name: hr.covers.heading }));
    for (const cover of ['hitno liječenje u inozemstvu', 'prijevoz i repatrijaciju', 'asistenciju 24 sata dnevno']) {
      expect(covers.getByText(cover)).toBeVisible();
    }
  });

  it('lists where a car from Croatia needs the green card, from the one country list, with the date it was checked', async () => {
    renderApp('/travel-insurance');
    await screen.findByRole('heading', { level: 1 });
    const band = within(screen.getByRole('region', { name: hr.greenCard.heading }));
    expect(band.getByText(/na papiru/)).toBeVisible();
    const needed = within(band.getByRole('region', { name: hr.greenCard.countries.card }));
    for (const country of ['Albanija', 'Moldavija', 'Turska', 'Ukrajina', 'Sjeverna Makedonija']) {
      expect(needed.getByText(country)).toBeVisible();
    }
    expect(needed.queryByText('Bosna i Hercegovina')).not.toBeInTheDocument();
    const plate = within(band.getByRole('region', { name: hr.greenCard.countries.plate }));
    for (const country of ['Bosna i Hercegovina', 'Crna Gora', 'Slovenija', 'Srbija']) {
      expect(plate.getByText(country)).toBeVisible();
    }
    expect(plate.queryByText('Hrvatska')).not.toBeInTheDocument();
    const notCovered = within(band.getByRole('region', { name: hr.greenCard.countries.notCovered }));
    expect(notCovered.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bjelorusija',
      'Iran',
      'Rusija',
    ]);
    expect(band.getByText(/\d{2}\/\d{2}\/\d{4}/)).toHaveAttribute('datetime', greenCardCountries.checkedOn);
  });

  it('sends the visitor to the contact form for an offer', async () => {
    renderApp('/travel-insurance');
    await screen.findByRole('heading', { level: 1 });
    const apply = within(screen.getByRole('region', { name: hr.apply.heading }));
    expect(apply.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/contact-us');
  });
});
