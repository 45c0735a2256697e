import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

  it('sends the visitor to the contact form for an offer', async () => {
    renderApp('/travel-insurance');
    await screen.findByRole('heading', { level: 1 });
    const apply = within(screen.getByRole('region', { name: hr.apply.heading }));
    expect(apply.getByRole('link', { name: 'obrasca za kontakt' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/contact-us');
  });
});
