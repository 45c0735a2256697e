import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-accident-insurance.json';
import { renderApp } from '../../test/render-app';

describe('the accident insurance page', () => {
  it('explains what the insurance pays, for whom and what it excludes', async () => {
    renderApp('/accident-insurance');
    expect(
      await screen.findByRole('heading', { level: 1, name: common.routes['accident-insurance'].heading }),
    ).toBeVisible();
    for (const section of [hr.what, hr.pays, hr.who, hr.difference, hr.exclusions, hr.apply]) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    const pays = within(screen.getByRole('region', { name: hr.pays.heading }));
    for (const cover of [
      'Trajni invaliditet',
      'Smrt uslijed nezgode',
      'Dnevna naknada i bolnički dani',
      'Troškovi liječenja',
    ]) {
      expect(pays.getByText(cover)).toBeVisible();
    }
  });

  it('sets accident insurance apart from the driver and passenger cover sold with car insurance', async () => {
    renderApp('/accident-insurance');
    const region = within(await screen.findByRole('region', { name: hr.difference.heading }));
    const table = region.getByRole('table', { name: 'Usporedba dvaju osiguranja' });
    expect(
      within(table).getByRole('columnheader', { name: 'Osiguranje vozača i putnika uz autoodgovornost' }),
    ).toBeVisible();
    expect(within(table).getByRole('cell', { name: 'vozač i putnici u osiguranom vozilu' })).toBeVisible();
    expect(region.getByRole('link', { name: 'izračunavate cijenu autoodgovornosti' })).toHaveAttribute(
      'href',
      '/onboarding',
    );
    expect(region.getByRole('link', { name: 'Autoosiguranje' })).toHaveAttribute('href', '/car-insurance');
  });

  it('asks for an enquiry through the contact form', async () => {
    renderApp('/accident-insurance');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'obrazac za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/contact-us');
  });
});
