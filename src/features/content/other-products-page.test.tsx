import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-other-products.json';
import { renderApp } from '../../test/render-app';

describe('the other products page', () => {
  it('shows a card for each product, linking to its page', async () => {
    renderApp('/other-products');
    expect(
      await screen.findByRole('heading', { level: 1, name: common.routes['other-products'].heading }),
    ).toBeVisible();
    const region = within(screen.getByRole('region', { name: hr.cardsHeading }));
    const cards = within(region.getByRole('list')).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const expected = [
      [hr.cards.accident, '/accident-insurance'],
      [hr.cards.travel, '/travel-insurance'],
      [hr.cards.telematics, '/telematics'],
      [hr.cards['add-ons'], '/car-insurance'],
    ] as const;
    expected.forEach(([card, path], index) => {
      const item = within(cards[index]!);
      expect(item.getByRole('heading', { level: 3, name: card.heading })).toBeVisible();
      expect(item.getByText(card.text)).toBeVisible();
      expect(item.getByRole('link', { name: card.link })).toHaveAttribute('href', path);
    });
  });

  it('offers an enquiry and the car insurance quote', async () => {
    renderApp('/other-products');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: hr.cta.contact })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: hr.cta.quote })).toHaveAttribute('href', '/onboarding');
  });
});
