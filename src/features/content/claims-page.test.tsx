import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-claims.json';
import { renderApp } from '../../test/render-app';

async function openPage() {
  renderApp('/claims');
  expect(
    await screen.findByRole('heading', { level: 1, name: common.routes.claims.heading }, { timeout: 5000 }),
  ).toBeVisible();
}

const region = (heading: string) => within(screen.getByRole('region', { name: heading }));

describe('the claims page', () => {
  it('puts safety first and gives the emergency numbers', async () => {
    await openPage();
    const scene = region(hr.scene.heading);
    const steps = within(scene.getByRole('list')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(/pokazivača smjera.*reflektirajući prsluk.*sigurnosni trokut/);
    expect(scene.getByRole('link', { name: '112' })).toHaveAttribute('href', 'tel:112');
    expect(scene.getByRole('link', { name: '192' })).toHaveAttribute('href', 'tel:192');
    expect(steps[2]).toHaveTextContent(
      /ozlijeđenih.*ne možete složiti.*stranim registarskim oznakama.*bez osiguranja.*alkohola/,
    );
  });

  it('explains the European accident report step by step', async () => {
    await openPage();
    const report = region(hr.report.heading);
    const steps = within(report.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(6);
    expect(steps[0]).toHaveTextContent('jedan obrazac zajedno');
    expect(steps[4]).toHaveTextContent('Oba vozača potpisuju izvješće.');
    expect(steps[5]).toHaveTextContent(
      'Svaki vozač zadržava jedan primjerak. Nakon potpisivanja u izvješću ništa ne mijenjajte',
    );
    expect(report.getByText(/izvješće ne potpisujte/)).toBeVisible();
  });

  it('names roadside help with and without the add-on', async () => {
    await openPage();
    expect(region(hr.roadside.heading).getByRole('link', { name: '1987' })).toHaveAttribute('href', 'tel:1987');
  });

  it('says whom to claim from, who handles claims and how to reach us', async () => {
    await openPage();
    const claim = region(hr.claim.heading);
    for (const heading of [
      'Ako ste štetu prouzročili vi',
      'Ako je štetu prouzročio drugi vozač',
      'Strano, nepoznato ili neosigurano vozilo',
      'Tko rješava štetu',
    ]) {
      expect(claim.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    expect(claim.getByText(/rješava osiguratelj koji izdaje policu/)).toBeVisible();
    expect(claim.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(claim.getByText('Ne odgađajte prijavu.')).toBeVisible();
    expect(region(hr.cta.heading).getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/contact-us');
  });
});
