import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-telematics.json';
import { appStoreLinks } from '../../app/external-links';
import { renderApp } from '../../test/render-app';

describe('the telematics page', () => {
  it('explains what is recorded, how it affects the price and what stays private', async () => {
    renderApp('/telematics');
    expect(await screen.findByRole('heading', { level: 1, name: common.routes.telematics.heading })).toBeVisible();
    for (const section of [hr.what, hr.price, hr.privacy, hr.join, hr.faq]) {
      expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    expect(screen.getByText('kočenje', { exact: false, selector: 'strong' })).toBeVisible();
    expect(screen.getByText('samo uz vašu privolu')).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Je li za telematiku potrebna polica kod vas?' }),
    ).toBeVisible();
  });

  it('links to the privacy policy, sign-up, the app stores and the quote', async () => {
    renderApp('/telematics');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'politici privatnosti' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: 'Registrirajte se' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: hr.join.appStore })).toHaveAttribute('href', appStoreLinks.appStore);
    expect(screen.getByRole('link', { name: hr.join.googlePlay })).toHaveAttribute('href', appStoreLinks.googlePlay);
    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/onboarding');
  });
});
