import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { saveConsent, useConsent } from '../consent';
import { paths } from '../route-table';
import { mobile } from '../theme';

/**
 * In the page's flow above the top bar, not floating over it: it can never cover the plate field or the control that
 * has focus (WCAG 2.4.11), and it comes first in the tab order, right after the skip link. One short line and two
 * buttons, so on a phone the home page's plate field stays on the first screen.
 */
const Panel = styled.section`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  > div {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(4)};
    max-width: ${({ theme }) => theme.maxWidth};
    margin: 0 auto;
    padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};

    ${mobile} {
      flex-direction: column;
      align-items: stretch;
      gap: ${({ theme }) => theme.space(2)};
    }
  }

  p {
    flex: 1;
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.4;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space(2)};

  button {
    flex: 1;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    font: inherit;
    font-size: 0.9375rem;
    font-weight: 700;
    white-space: nowrap;
    cursor: pointer;
  }
`;

/**
 * Asks once, before any analytics, whether analytics cookies may be used (necessary storage needs no consent).
 * Both answers are equally easy; the choice can be changed on the cookie policy page, which is why the panel
 * stays away from that page.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  const consent = useConsent();
  const { pathname } = useLocation();
  if (consent !== null || pathname === paths['cookie-policy']) return null;
  const decide = (analytics: boolean) => {
    saveConsent(analytics);
    // The buttons vanish with the panel; keyboard users carry on from the page's content, not from the top.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <Panel aria-label={t('consent.heading')}>
      <div>
        <p>
          <strong>{t('consent.heading')}:</strong> {t('consent.text')}{' '}
          <Link to={paths['cookie-policy']}>{t('consent.policyLink')}</Link>
        </p>
        <Choices>
          <button type="button" onClick={() => decide(false)}>
            {t('consent.necessaryOnly')}
          </button>
          <button type="button" onClick={() => decide(true)}>
            {t('consent.acceptAll')}
          </button>
        </Choices>
      </div>
    </Panel>
  );
}
