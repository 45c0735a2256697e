import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import hrCommon from '../../../../locales/hr/common.json';
import hrGreenCard from '../../../../locales/hr/blog-zelena-karta-i-voznja-u-inozemstvu.json';
import hrWinter from '../../../../locales/hr/blog-zimska-oprema-i-priprema-vozila-za-zimu.json';
import hr from '../../../../locales/hr/content-blog.json';
import { renderApp } from '../../../test/render-app';
import { blogArticles } from './blog-articles';

const slug = 'zimska-oprema-i-priprema-vozila-za-zimu';
const meta = hr.articles[slug];
const titleOf = (other: string) => hr.articles[other as keyof typeof hr.articles].title;
const firstHeading = hrWinter.body.find((block) => 'h2' in block)?.h2;

describe('a blog article', () => {
  it('renders its title as the h1, its date and its body, and sets the document title and description', async () => {
    renderApp(`/blog/${slug}`);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(meta.title);
    const article = screen.getByRole('article');
    expect(within(article).getByText('04/11/2026')).toHaveAttribute('datetime', '2026-11-04');
    expect(within(article).getByRole('heading', { level: 2, name: firstHeading })).toBeInTheDocument();
    expect(within(article).getByText(/Gorskom kotaru, Lici/)).toBeInTheDocument();
    expect(within(article).getByText(/Vrijeme čitanja: \d+ min/)).toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe(`${meta.title} | ${hrCommon.brand.name}`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', meta.description);
  });

  it('links back to the list, to other articles and to the quote', async () => {
    renderApp(`/blog/${slug}`);
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    // The way on comes after the article's text, in its own part.
    expect(await screen.findByRole('link', { name: hr.backToList })).toHaveAttribute('href', '/blog');

    const more = await screen.findByRole('navigation', { name: hr.moreArticles });
    const links = within(more).getAllByRole('link', { name: (name) => name !== hr.backToList });
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.length).toBeLessThanOrEqual(3);
    for (const link of links) {
      const target = link.getAttribute('href')!.replace('/blog/', '');
      expect(target).not.toBe(slug);
      expect(link).toHaveTextContent(titleOf(target));
    }

    expect(screen.getByRole('link', { name: hr.cta.button })).toHaveAttribute('href', '/onboarding');
  });

  it('ends the green-card article with the country list the card is printed from', async () => {
    renderApp('/blog/zelena-karta-i-voznja-u-inozemstvu');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const article = within(screen.getByRole('article'));
    expect(await article.findByRole('heading', { level: 2, name: hrGreenCard.greenCard.heading })).toBeVisible();
    const needed = within(article.getByRole('region', { name: hrGreenCard.greenCard.countries.card }));
    for (const country of ['Albanija', 'Moldavija', 'Turska', 'Ukrajina'])
      expect(needed.getByText(country)).toBeVisible();
    const plate = within(article.getByRole('region', { name: hrGreenCard.greenCard.countries.plate }));
    expect(plate.getByText('Bosna i Hercegovina')).toBeVisible();
    expect(plate.getByText('Crna Gora')).toBeVisible();
    expect(article.getByText(hrGreenCard.greenCard.countries.checkedOn, { exact: false })).toBeVisible();
  });

  it('shows no country list on another article', async () => {
    renderApp(`/blog/${slug}`);
    await screen.findByRole('link', { name: hr.backToList }, { timeout: 5000 });
    expect(screen.queryByText(hrGreenCard.greenCard.countries.card)).not.toBeInTheDocument();
  });

  it('shows the not-found page for a slug that is not in the list', async () => {
    renderApp('/blog/nepostojeci-clanak');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      hrCommon.notFound.heading,
    );
    await waitFor(() => expect(document.title).toBe(`${hrCommon.notFound.title} | ${hrCommon.brand.name}`));
  });

  it('opens from its card in the list and moves on to another article', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/blog');
    await screen.findByRole('heading', { level: 1, name: hrCommon.routes.blog.heading }, { timeout: 5000 });

    await user.click(screen.getByRole('link', { name: meta.title }));
    expect(await screen.findByRole('heading', { level: 1, name: meta.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/blog/${slug}`);

    const more = await screen.findByRole('navigation', { name: hr.moreArticles });
    const next = within(more).getAllByRole('link')[0]!;
    const nextSlug = next.getAttribute('href')!.replace('/blog/', '');
    expect(blogArticles.some((article) => article.slug === nextSlug)).toBe(true);
    await user.click(next);
    expect(
      await screen.findByRole('heading', { level: 1, name: titleOf(nextSlug) }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${titleOf(nextSlug)} | ${hrCommon.brand.name}`));
  });
});
