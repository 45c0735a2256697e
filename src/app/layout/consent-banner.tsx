import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { saveConsent, useConsent } from '../consent';
import { paths } from '../route-table';
import { mobile } from '../theme';

const Panel = styled.section`
  position: fixed;
  left: ${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: 30;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};
  max-width: 60rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 0.5rem 2rem rgb(15 36 48 / 25%);

  ${mobile} {
    left: 0;
    right: 0;
    bottom: 0;
    flex-direction: column;
    align-items: stretch;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border-radius: 0;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.125rem;
  }

  p {
    margin: 0;
    font-size: 0.9375rem;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-shrink: 0;
  gap: ${({ theme }) => theme.space(2)};

  ${mobile} {
    flex-direction: column;
  }

  button {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
    font: inherit;
    font-weight: 700;
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
  return (
    <Panel aria-labelledby="consent-heading">
      <div>
        <h2 id="consent-heading">{t('consent.heading')}</h2>
        <p>
          {t('consent.text')} <Link to={paths['cookie-policy']}>{t('consent.policyLink')}</Link>
        </p>
      </div>
      <Choices>
        <button type="button" onClick={() => saveConsent(false)}>
          {t('consent.necessaryOnly')}
        </button>
        <button type="button" onClick={() => saveConsent(true)}>
          {t('consent.acceptAll')}
        </button>
      </Choices>
    </Panel>
  );
}
