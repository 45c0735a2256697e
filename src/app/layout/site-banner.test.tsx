import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { firestoreQueryAnswer, firestoreQueryUrl, server } from '../../test/msw-server';
import { renderApp } from '../../test/render-app';
import { bannerPlacementFor } from './banner-placement';

const bannerQueries: unknown[] = [];

function serveBanner(html: string, htmlEn?: string) {
  server.use(
    http.post(firestoreQueryUrl, async ({ request }) => {
      bannerQueries.push(await request.json());
      return firestoreQueryAnswer([{ placement: 'homepage', active: true, html, ...(htmlEn ? { htmlEn } : {}) }]);
    }),
  );
}

afterEach(async () => {
  await i18next.changeLanguage('hr');
});

describe('the site banner', () => {
  it('shows the active homepage banner on the home page', async () => {
    serveBanner('<p><strong>Novo:</strong> pomoć na cesti u Europi. <a href="/car-insurance">Saznajte više</a></p>');
    renderApp('/');
    const banner = await screen.findByTestId('site-banner');
    expect(banner).toHaveTextContent('Novo: pomoć na cesti u Europi. Saznajte više');
    expect(screen.getByRole('link', { name: 'Saznajte više' })).toHaveAttribute('href', '/car-insurance');
    expect(JSON.stringify(bannerQueries.at(-1))).toContain('homepage');
  });

  it('shows the English text to an English visitor, and switches with the language without asking again', async () => {
    await i18next.changeLanguage('en');
    serveBanner('<p>Novo: pomoć na cesti u Europi.</p>', '<p>New: roadside assistance across Europe.</p>');
    renderApp('/');
    expect(await screen.findByTestId('site-banner')).toHaveTextContent('New: roadside assistance across Europe.');
    const asked = bannerQueries.length;
    await i18next.changeLanguage('hr');
    await waitFor(() => expect(screen.getByTestId('site-banner')).toHaveTextContent('Novo: pomoć na cesti u Europi.'));
    expect(bannerQueries).toHaveLength(asked);
  });

  it('falls back to the Croatian text when the banner has no English one', async () => {
    await i18next.changeLanguage('en');
    serveBanner('<p>Novo: pomoć na cesti u Europi.</p>');
    renderApp('/');
    expect(await screen.findByTestId('site-banner')).toHaveTextContent('Novo: pomoć na cesti u Europi.');
  });

  it('strips scripts, event handlers and anything beyond text formatting and links', async () => {
    serveBanner(
      '<p>Akcija<img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>' +
        '<a href="javascript:window.hacked=3" onclick="window.hacked=4">klik</a>' +
        '<a href="https://primjer.hr" target="_blank">van</a><iframe src="https://primjer.hr"></iframe></p>',
    );
    renderApp('/');
    const banner = await screen.findByTestId('site-banner');
    expect(banner.querySelector('script, img, iframe, [onerror], [onclick]')).toBeNull();
    expect(screen.getByText('klik')).not.toHaveAttribute('href');
    expect(screen.getByText('van')).toHaveAttribute('rel', 'noopener noreferrer');
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('lets through what the banner’s preset allows: an image from the site in an image banner, no small print', async () => {
    server.use(
      http.post(firestoreQueryUrl, () =>
        firestoreQueryAnswer([
          {
            placement: 'homepage',
            active: true,
            preset: 'image',
            html: '<p>Zima<img src="/images/zima.png" alt="Zima"><small>uvjeti</small></p>',
          },
        ]),
      ),
    );
    renderApp('/');
    const banner = await screen.findByTestId('site-banner');
    expect(within(banner).getByRole('img', { name: 'Zima' })).toHaveAttribute('src', '/images/zima.png');
    expect(banner.querySelector('small')).toBeNull();
    expect(banner).toHaveTextContent('Zimauvjeti');
  });

  it('shows nothing when no banner is active', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByTestId('site-banner')).toBeNull());
  });

  it('has a place on the home page and the new-policy pages except payment, and nowhere else', () => {
    expect(bannerPlacementFor('home')).toBe('homepage');
    expect(bannerPlacementFor('new-policy')).toBe('onboarding');
    expect(bannerPlacementFor('new-policy-summary')).toBe('onboarding');
    expect(bannerPlacementFor('new-policy-payment')).toBeNull();
    expect(bannerPlacementFor('onboarding')).toBeNull();
    expect(bannerPlacementFor('faq')).toBeNull();
    expect(bannerPlacementFor('not-found')).toBeNull();
  });
});
