import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/common.json';
import hr from '../../../locales/hr/common.json';
import aboutUs from '../../../locales/hr/content-about-us.json';
import meta from '../../../locales/hr/meta.json';
import { renderApp } from '../../test/render-app';
import { i18next } from '../i18n';

// Pages that come when a test says, so a test can act in the shell shown while the first page loads.
const heldPages = vi.hoisted(() => {
  const held = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    return { arrived, arrive: () => arrive() };
  };
  return { careers: held(), news: held() };
});
vi.mock('../../features/content/careers-page', async (importOriginal) => {
  await heldPages.careers.arrived;
  return importOriginal();
});
vi.mock('../../features/content/news-page', async (importOriginal) => {
  await heldPages.news.arrived;
  return importOriginal();
});

describe('the app shell', () => {
  it('renders the page of the route with its heading, lead, document title, description and social tags', async () => {
    renderApp('/about-us');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(hr.routes['about-us'].heading);
    expect(screen.getByText(aboutUs.lead)).toBeInTheDocument();
    const title = `${hr.routes['about-us'].title} | ${hr.brand.name}`;
    await waitFor(() => expect(document.title).toBe(title));
    const tag = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    await waitFor(() => expect(tag('meta[name="description"]')).toBe(meta['about-us'].description));
    expect(tag('meta[property="og:title"]')).toBe(title);
    expect(tag('meta[property="og:description"]')).toBe(meta['about-us'].description);
    expect(tag('meta[property="og:url"]')).toMatch(/\/about-us$/);
  });

  it('shows the not-found page for an unknown address', async () => {
    renderApp('/nepostojeca-stranica');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(hr.notFound.heading);
    expect(screen.getByRole('link', { name: hr.notFound.quote })).toHaveAttribute('href', '/onboarding');
    await waitFor(() => expect(document.title).toBe(`${hr.notFound.title} | ${hr.brand.name}`));
  });

  it('navigates from the top bar and moves focus to the new page', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const nav = screen.getByRole('navigation', { name: hr.layout.mainNavigation });
    await user.click(within(nav).getByRole('link', { name: hr.nav.claims }));
    expect(await screen.findByRole('heading', { level: 1, name: hr.routes.claims.heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/claims');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(within(nav).getByRole('link', { name: hr.nav.claims })).toHaveAttribute('aria-current', 'page');
  });

  it('links to the same page in each language, with its query, and marks the one shown', async () => {
    renderApp('/faq?q=kasko');
    await screen.findByRole('heading', { level: 1, name: hr.routes.faq.heading });
    const switcher = screen.getAllByRole('group', { name: hr.layout.language })[0]!;
    const english = within(switcher).getByRole('link', { name: new RegExp(en.layout.languageNames.en) });
    expect(english).toHaveAttribute('href', '/en/faq?q=kasko');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(english).toHaveAttribute('aria-current', 'false');
    const croatian = within(switcher).getByRole('link', { name: new RegExp(hr.layout.languageNames.hr) });
    expect(croatian).toHaveAttribute('href', '/faq?q=kasko');
    expect(croatian).toHaveAttribute('aria-current', 'true');
  });

  it('in English, keeps the prefix in every link and points the switch back to the Croatian page', async () => {
    await i18next.changeLanguage('en');
    try {
      renderApp('/en', { basename: '/en' });
      await screen.findByRole('heading', { level: 1, name: en.routes.home.heading });
      const nav = screen.getByRole('navigation', { name: en.layout.mainNavigation });
      expect(within(nav).getByRole('link', { name: en.nav.claims })).toHaveAttribute('href', '/en/claims');
      const switcher = screen.getAllByRole('group', { name: en.layout.language })[0]!;
      expect(within(switcher).getByRole('link', { name: new RegExp(hr.layout.languageNames.hr) })).toHaveAttribute(
        'href',
        '/',
      );
      expect(document.documentElement.lang).toBe('en');
    } finally {
      await i18next.changeLanguage('hr');
    }
  });
});

describe('the cookie question', () => {
  it('comes first after the skip link, keeps the bottom of the page free while it shows, and hands focus to the page once answered', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const panel = await screen.findByRole('region', { name: hr.consent.heading });
    const main = screen.getByRole('main');
    // Before the top bar and the page in the document, so it is reached first; over the page, so it moves nothing.
    expect(panel.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(getComputedStyle(panel).position).toBe('fixed');
    expect(document.documentElement.style.scrollPaddingBottom).toMatch(/^\d+px$/);

    await user.tab();
    expect(screen.getByRole('link', { name: hr.layout.skipToContent })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('link', { name: hr.consent.policyLink })).toHaveFocus();

    await user.click(within(panel).getByRole('button', { name: hr.consent.necessaryOnly }));
    expect(screen.queryByRole('region', { name: hr.consent.heading })).toBeNull();
    expect(main).toHaveFocus();
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});

describe('the mobile menu', () => {
  it('lists the top bar links and the spec extras, and closes on Escape with focus back on its button', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const toggle = screen.getByRole('button', { name: hr.layout.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // The menu's panel is a chunk of its own, so the menu opens once that has loaded.
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(
      [
        'car-insurance',
        'recommend-and-earn',
        'about-us',
        'blog',
        'claims',
        'login',
        'register',
        'faq',
        'contact-us',
      ].map((id) => hr.nav[id as keyof typeof hr.nav]),
    );
    await waitFor(() => expect(within(menu).getAllByRole('link')[0]).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: hr.layout.menu })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('keeps Tab inside the open menu', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    const close = screen.getByRole('button', { name: hr.layout.closeMenu });
    close.focus();
    await user.tab({ shift: true });
    // The last stop is the language switch's last link.
    expect(
      within(menu.parentElement!).getByRole('link', {
        name: new RegExp(en.layout.languageNames.en),
      }),
    ).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('keeps the labels of the language buttons clear of their borders', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    const switcher = within(menu.parentElement!).getByRole('group', { name: hr.layout.language });
    for (const option of within(switcher).getAllByRole('link')) {
      expect(getComputedStyle(option).paddingLeft).not.toMatch(/^0(px)?$/);
      expect(getComputedStyle(option).display).toBe('inline-flex');
    }
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    await user.click(within(menu).getByRole('link', { name: hr.nav.faq }));
    expect(await screen.findByRole('heading', { level: 1, name: hr.routes.faq.heading })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: hr.layout.menu })).not.toBeInTheDocument();
  });

  it('stays open when opened while the first page is still loading', async () => {
    const user = userEvent.setup();
    renderApp('/careers');
    // The loading shell is on screen: its menu button already works.
    expect(screen.getByRole('status')).toHaveTextContent(hr.layout.loading);
    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    // The menu opens once its own chunk has come, the page is held back till then.
    await screen.findByRole('navigation', { name: hr.layout.menu });
    expect(screen.getByRole('status')).toHaveTextContent(hr.layout.loading);
    heldPages.careers.arrive();
    await screen.findByRole('heading', { level: 1, name: hr.routes.careers.heading });
    expect(screen.getByRole('navigation', { name: hr.layout.menu })).toBeInTheDocument();
  });

  it('keeps the focus on its button when closed with Escape before the first page has arrived', async () => {
    const user = userEvent.setup();
    renderApp('/news');
    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    await waitFor(() => expect(within(menu).getAllByRole('link')[0]).toHaveFocus());
    await user.keyboard('{Escape}');
    const shellToggle = screen.getByRole('button', { name: hr.layout.openMenu });
    expect(shellToggle).toHaveFocus();

    heldPages.news.arrive();
    await screen.findByRole('heading', { level: 1, name: hr.routes.news.heading });
    // The page's layout has a button of its own, which takes the focus over.
    const toggle = screen.getByRole('button', { name: hr.layout.openMenu });
    expect(toggle).not.toBe(shellToggle);
    expect(toggle).toHaveFocus();
  });
});

describe('the account in the bar and the menu', () => {
  // What the session store leaves in this browser once it has read the session (session-store.ts).
  const signedInAs = (who: 'driver' | 'admin') => localStorage.setItem('ao.session', String(who === 'admin'));

  it('signed out: the bar and the menu offer signing in and registering, and no account', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByTestId('top-bar');
    expect(await within(bar).findByRole('link', { name: hr.nav.login })).toHaveAttribute('href', '/login');
    expect(within(bar).queryByRole('button', { name: hr.layout.account })).toBeNull();

    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    expect(within(menu).getByRole('link', { name: hr.nav.login })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: hr.nav.register })).toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: hr.routes['profile-sign-out'].title })).toBeNull();
  });

  it('signed in: "Moj račun" in the bar and the menu with the account sections and signing out, no sign-in', async () => {
    signedInAs('driver');
    const user = userEvent.setup();
    renderApp('/faq');
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByTestId('top-bar');
    const account = await within(bar).findByRole('button', { name: hr.layout.account });
    expect(within(bar).queryByRole('link', { name: hr.nav.login })).toBeNull();
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    const sections = within(bar).getByRole('navigation', { name: hr.layout.account });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      [hr.routes.profile.title, '/profile'],
      [hr.routes['profile-policies'].title, '/profile/policies'],
      [hr.routes['profile-claims'].title, '/profile/claims'],
      [hr.routes['profile-invite-friends'].title, '/profile/invite-friends'],
      [hr.routes['profile-credentials'].title, '/profile/credentials'],
      [hr.routes['profile-password'].title, '/profile/password'],
      [hr.routes['profile-sign-out'].title, '/profile/sign-out'],
    ]);
    await user.keyboard('{Escape}');
    expect(within(bar).queryByRole('navigation', { name: hr.layout.account })).toBeNull();
    expect(account).toHaveFocus();

    await user.click(screen.getByRole('button', { name: hr.layout.openMenu }));
    const menu = await screen.findByRole('navigation', { name: hr.layout.menu });
    expect(within(menu).queryByRole('link', { name: hr.nav.login })).toBeNull();
    expect(within(menu).queryByRole('link', { name: hr.nav.register })).toBeNull();
    const menuAccount = within(menu).getByRole('region', { name: hr.layout.account });
    expect(within(menuAccount).getByRole('link', { name: hr.routes['profile-sign-out'].title })).toHaveAttribute(
      'href',
      '/profile/sign-out',
    );
    expect(within(menuAccount).queryByRole('link', { name: hr.routes.admin.title })).toBeNull();
  });

  it('shows staff the support console, and follows a sign-out in another tab', async () => {
    signedInAs('admin');
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const bar = screen.getByTestId('top-bar');
    await user.click(await within(bar).findByRole('button', { name: hr.layout.account }));
    expect(
      within(within(bar).getByRole('navigation', { name: hr.layout.account })).getByRole('link', {
        name: hr.routes.admin.title,
      }),
    ).toHaveAttribute('href', '/admin');

    localStorage.removeItem('ao.session');
    window.dispatchEvent(new StorageEvent('storage', { key: 'ao.session' }));
    expect(await within(bar).findByRole('link', { name: hr.nav.login })).toBeInTheDocument();
  });
});
