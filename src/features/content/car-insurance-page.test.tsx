import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-car-insurance.json';
import { renderApp } from '../../test/render-app';

async function openPage() {
  renderApp('/car-insurance');
  expect(
    await screen.findByRole('heading', { level: 1, name: common.routes['car-insurance'].heading }, { timeout: 5000 }),
  ).toBeVisible();
}

const region = (heading: string) => within(screen.getByRole('region', { name: heading }));

describe('the car insurance page', () => {
  it('states the legal minimum sums insured per event', async () => {
    await openPage();
    const sums = region(hr.sums.heading);
    expect(sums.getByText('6.450.000 €').closest('li')).toHaveTextContent('6.450.000 € za smrt i tjelesne ozljede');
    expect(sums.getByText('1.300.000 €').closest('li')).toHaveTextContent('1.300.000 € za štetu na stvarima');
  });

  it('explains what the insurance covers, what it does not, and that it is compulsory for a year', async () => {
    await openPage();
    const covers = region(hr.covers.heading);
    expect(covers.getByRole('heading', { level: 3, name: 'Što autoodgovornost ne pokriva' })).toBeVisible();
    expect(covers.getByText('Štetu na vašem vozilu.')).toBeVisible();
    const duty = region(hr.duty.heading);
    expect(duty.getByText('godinu dana')).toBeVisible();
    expect(duty.getByText(/Bez važeće police vozilo ne možete registrirati/)).toBeVisible();
  });

  it('shows the tariff’s bonus-malus classes from −3 to 9', async () => {
    await openPage();
    const table = region(hr.bonus.heading).getByRole('table', { name: 'Bonus-malus razredi' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.map(([grade]) => grade)).toEqual(['−3', '−2', '−1', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(rows.map(([, percent]) => percent?.replace('\u00a0', ' '))).toEqual([
      '+50 %',
      '+30 %',
      '+15 %',
      '0 %',
      '−10 %',
      '−15 %',
      '−20 %',
      '−25 %',
      '−30 %',
      '−35 %',
      '−40 %',
      '−45 %',
      '−50 %',
    ]);
  });

  it('says where the Green Card is needed and how to ask for it', async () => {
    await openPage();
    const greenCard = region(hr.greenCard.heading);
    expect(greenCard.getByRole('heading', { level: 3, name: 'Gdje vam zelena karta ne treba' })).toBeVisible();
    expect(greenCard.getByRole('heading', { level: 3, name: 'Gdje vam zelena karta treba' })).toBeVisible();
    expect(greenCard.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
  });

  it('describes every add-on cover without quoting prices', async () => {
    await openPage();
    const addOns = region(hr.addOns.heading);
    expect(addOns.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Osiguranje vozača i putnika od posljedica nezgode',
      'Prošireno osiguranje vozača i putnika',
      'Pomoć na cesti u Hrvatskoj',
      'Pomoć na cesti u Hrvatskoj i Europi',
      'Zaštita bonusa',
      'Potpuni kasko bez franšize (paket Plus)',
    ]);
    expect(addOns.getByText(/Iz svakog para možete odabrati samo jedno pokriće/)).toBeVisible();
    expect(screen.getByRole('region', { name: hr.addOns.heading })).not.toHaveTextContent('€');
  });

  it('ends with a call to action to get a price and a link to how the contract is made', async () => {
    await openPage();
    const cta = region(hr.cta.heading);
    expect(cta.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/onboarding');
    expect(cta.getByRole('link', { name: hr.cta.howItWorks })).toHaveAttribute('href', '/make-contract');
  });
});
