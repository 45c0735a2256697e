import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { paths, topBarLinks } from '../route-table';
import { mobile } from '../theme';
import { lazyPart } from '../ui/lazy-part';
import { CallToAction } from './call-to-action';
import { LanguageSwitcher } from './language-switcher';
import { MobileMenu } from './mobile-menu';
import { useNavTheme } from './nav-theme';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  transition:
    background-color 0.2s ease,
    color 0.2s ease;

  &[data-theme='dark'] {
    background: ${({ theme }) => theme.colors.dark};
    color: ${({ theme }) => theme.colors.onDark};
    border-bottom-color: ${({ theme }) => theme.colors.dark};
  }
`;

// Below about 1200 px the links and the actions do not fit on one line: the actions go to a second, rather than push
// the page wider than the screen. On a phone the call to action wraps instead (call-to-action.ts).
const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.maxWidth};
  min-height: ${({ theme }) => theme.topBarHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(6)};

  ${mobile} {
    flex-wrap: nowrap;
    gap: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(4)};
  }
`;

export const Logo = styled(Link)`
  font-size: 1.25rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.primaryStrong};
  text-decoration: none;
  white-space: nowrap;

  [data-theme='dark'] & {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const Links = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  white-space: nowrap;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    color: inherit;
    font-weight: 500;
    text-decoration: none;
    padding: ${({ theme }) => theme.space(2)} 0;
  }

  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 currentColor;
  }

  [data-theme='dark'] & a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

const DesktopNav = styled.nav`
  ${mobile} {
    display: none;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const DesktopOnly = styled.div`
  display: contents;

  ${mobile} {
    display: none;
  }
`;

// Only the claims area's pages show it (bar-menus.tsx): its code and its phone number stay off every first load.
const ClaimsHelp = lazyPart('claims-help', () => import('./bar-menus').then((module) => module.ClaimsHelp));

// Who is signed in is known only in the browser: the account's part (bar-menus.tsx) is rendered into the HTML as
// an empty slot, and hydrates and fills it once its chunk has come. A public page's first load carries neither its
// code nor Firebase Auth.
const AccountEntry = lazyPart('account-entry', () => import('./bar-menus').then((module) => module.AccountEntry));

/** `claimsArea`: the page is one of the claims area's (the accident statement, a claim), where help is the action. */
export function TopBar({ claimsArea = false }: { claimsArea?: boolean }) {
  const { t } = useTranslation();
  const navTheme = useNavTheme();
  return (
    <Bar data-theme={navTheme} data-testid="top-bar">
      <Inner>
        <Logo to={paths.home} aria-label={t('layout.homeLink')}>
          {t('brand.name')}
        </Logo>
        <DesktopNav aria-label={t('layout.mainNavigation')}>
          <Links>
            {topBarLinks.map((id) => (
              <li key={id}>
                <NavLink to={paths[id]}>{t(`nav.${id}`)}</NavLink>
              </li>
            ))}
          </Links>
        </DesktopNav>
        <Actions>
          <DesktopOnly>
            <AccountEntry />
            <LanguageSwitcher />
          </DesktopOnly>
          {claimsArea ? <ClaimsHelp /> : <CallToAction to={paths.onboarding}>{t('layout.getPrice')}</CallToAction>}
          <MobileMenu />
        </Actions>
      </Inner>
    </Bar>
  );
}
