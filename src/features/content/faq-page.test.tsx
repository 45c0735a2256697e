import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import common from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-faq.json';
import { renderApp } from '../../test/render-app';

const questions = hr.groups.flatMap((group) => group.items);
const question = (groupId: string, itemId: string) => {
  const item = hr.groups.find((group) => group.id === groupId)?.items.find((entry) => entry.id === itemId);
  if (!item) throw new Error(`No FAQ item ${groupId}/${itemId}`);
  return item;
};
const linkLabel = (text: string) => /\[([^\]]+)\]/.exec(text)?.[1] ?? '';

async function openFaq() {
  const user = userEvent.setup();
  renderApp('/faq');
  // The first visit loads the page's chunk and its texts.
  await screen.findByRole('heading', { level: 1, name: common.routes.faq.heading }, { timeout: 5000 });
  return { user, search: screen.getByRole('searchbox', { name: hr.search.label }) };
}

// Every test renders the whole page, 40-odd questions; role queries over it are slow on a busy machine.
describe('the FAQ page', () => {
  it('answers at least 25 questions, in titled groups', async () => {
    await openFaq();
    expect(questions.length).toBeGreaterThanOrEqual(25);
    for (const group of hr.groups) {
      const section = screen.getByRole('region', { name: group.title });
      expect(within(section).getByRole('heading', { level: 2, name: group.title })).toBeInTheDocument();
      const shown = within(section).getAllByRole('heading', { level: 3 });
      expect(shown.map((heading) => heading.textContent)).toEqual(group.items.map((item) => item.q));
    }
  });

  it('shows an answer only once its question is opened, and several can be open', async () => {
    const { user } = await openFaq();
    const term = question('autoodgovornost', 'pocetak-i-trajanje');
    const payment = question('placanje-i-polica', 'nacin-placanja');
    const termButton = screen.getByRole('button', { name: term.q });

    expect(termButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(term.a)).not.toBeVisible();

    await user.click(termButton);
    expect(termButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: term.q })).toHaveTextContent(term.a);

    await user.click(screen.getByRole('button', { name: payment.q }));
    expect(screen.getByRole('region', { name: payment.q })).toBeVisible();
    expect(screen.getByRole('region', { name: term.q })).toBeVisible();

    await user.click(termButton);
    expect(termButton).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(term.a)).not.toBeVisible();
  });

  it('finds questions typed without diacritics and hides the rest', async () => {
    const { user, search } = await openFaq();
    await user.type(search, 'steta');

    expect(screen.getByRole('button', { name: question('steta', 'kome-prijaviti').q })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: question('dodatna-pokrica', 'kasko').q })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: question('placanje-i-polica', 'nacin-placanja').q })).toBeNull();
    const payments = hr.groups.find((group) => group.id === 'placanje-i-polica')?.title ?? '';
    expect(screen.queryByRole('heading', { level: 2, name: payments })).toBeNull();

    const shown = screen.getAllByRole('heading', { level: 3 }).length;
    expect(shown).toBeLessThan(questions.length);
    const count = screen.getByText(hr.search.results.replace('{{count}}', String(shown)));
    expect(count.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });

  it('matches regardless of letter case', async () => {
    const { user, search } = await openFaq();
    await user.type(search, 'ZELENU KARTU');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      question('autoodgovornost', 'zelena-karta').q,
    ]);
  });

  it('offers the contact form when nothing matches, and shows everything again once cleared', async () => {
    const { user, search } = await openFaq();
    await user.type(search, 'xyzzy kvrk');

    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
    const noResults = hr.search.noResults.replace('{{query}}', 'xyzzy kvrk');
    expect(screen.getByText(noResults)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: linkLabel(hr.search.noResultsHelp) })).toHaveAttribute(
      'href',
      '/contact-us',
    );

    await user.clear(search);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(questions.length);
    expect(screen.queryByText(noResults)).toBeNull();
  });

  it('describes the questions for search engines', async () => {
    await openFaq();
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@type': string; mainEntity: { name: string }[] };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity.map((entry) => entry.name)).toEqual(questions.map((item) => item.q));
  });
});
