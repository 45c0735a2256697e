import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import hrCommon from '../../../locales/hr/common.json';
import hr from '../../../locales/hr/content-news.json';
import { renderApp } from '../../test/render-app';

describe('the news page', () => {
  it('lists the dated news items of the service, newest first', async () => {
    const { container } = renderApp('/news');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      hrCommon.routes.news.heading,
    );
    expect(screen.getByText(hr.lead)).toBeInTheDocument();

    const titles = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(Object.values(hr.items).map((item) => item.title));

    const dates = [...container.querySelectorAll('time')].map((time) => time.getAttribute('datetime')!);
    expect(dates).toHaveLength(titles.length);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const time of container.querySelectorAll('time')) expect(time.textContent).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it('links each item to the page it is about', async () => {
    renderApp('/news');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    const item = (title: string) => screen.getByRole('article', { name: title });

    expect(within(item(hr.items['online-purchase'].title)).getByText(hr.items['online-purchase'].text)).toBeVisible();
    expect(
      within(item(hr.items['online-purchase'].title)).getByRole('link', { name: hr.items['online-purchase'].link }),
    ).toHaveAttribute('href', '/onboarding');
    expect(
      within(item(hr.items['recommend-and-earn'].title)).getByRole('link', {
        name: hr.items['recommend-and-earn'].link,
      }),
    ).toHaveAttribute('href', '/recommend-and-earn');
    expect(
      within(item(hr.items['roadside-europe'].title)).getByRole('link', { name: hr.items['roadside-europe'].link }),
    ).toHaveAttribute('href', '/car-insurance');
    expect(
      within(item(hr.items['drivers-corner'].title)).getByRole('link', { name: hr.items['drivers-corner'].link }),
    ).toHaveAttribute('href', '/blog');
    expect(within(item(hr.items['english-version'].title)).queryByRole('link')).not.toBeInTheDocument();
  });
});
