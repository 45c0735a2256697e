import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hrCommon from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-blog.json';
import { renderApp } from '../../test/render-app';
import { blogArticles } from './blog/blog-articles';

const articleMeta = (slug: string) => hr.articles[slug as keyof typeof hr.articles];
const ddMMyyyy = (isoDate: string) => isoDate.split('-').reverse().join('/');

describe('the blog list', () => {
  it('shows the heading, the lead and at least six articles, newest first, each linking to its own URL', async () => {
    renderApp('/blog');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      hrCommon.routes.blog.heading,
    );
    expect(screen.getByText(hr.lead)).toBeInTheDocument();

    const list = screen.getByRole('list', { name: hr.listHeading });
    const cards = within(list).getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(cards).toHaveLength(blogArticles.length);

    blogArticles.forEach(({ slug }, index) => {
      const card = cards[index]!;
      const { title, excerpt } = articleMeta(slug);
      expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(title);
      expect(within(card).getByRole('link', { name: title })).toHaveAttribute('href', `/blog/${slug}`);
      expect(within(card).getByRole('link', { name: `${hr.readMore}: ${title}` })).toHaveAttribute(
        'href',
        `/blog/${slug}`,
      );
      expect(within(card).getByText(excerpt)).toBeInTheDocument();
    });
  });

  it('shows each publication date as dd/MM/yyyy with a machine-readable date', async () => {
    const { container } = renderApp('/blog');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const times = [...container.querySelectorAll('time')];
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual(blogArticles.map((a) => a.publishedAt));
    expect(times.map((time) => time.textContent)).toEqual(blogArticles.map((a) => ddMMyyyy(a.publishedAt)));
    for (const time of times) expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});
