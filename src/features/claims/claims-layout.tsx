import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { mobile } from '../../app/theme';
import { PageSection } from '../../app/layout/page-section';
import { PrimaryButton } from '../../app/ui/buttons';
import { Notice } from '../../app/ui/form-layout';
import { OfflineNotice } from './offline/offline-notice';
import { ClaimsProvider, useClaims } from './state/claims-context';

/** Above every step: the phone is offline (nothing is lost), or a change was refused because the statement locked. */
const Notices = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(4)} ${theme.space(6)} 0`};

  ${mobile} {
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)} 0`};
  }

  &:has(> [role='status']:empty):not(:has([role='alert'])) {
    padding: 0;
  }
`;

/** Waits for the statement this phone holds before any step decides where the driver belongs. */
function StatementGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('claims');
  const { t: tAny } = useTranslation();
  const { loading, gone, discard, access, refusal } = useClaims();
  if (gone)
    return (
      <PageSection>
        <Notice $tone="error" role="alert">
          <p>{t('gate.gone')}</p>
        </Notice>
        <PrimaryButton type="button" onClick={discard}>
          {t('gate.startAgain')}
        </PrimaryButton>
      </PageSection>
    );
  if (loading)
    return (
      <PageSection>
        <p role="status">{t('gate.loading')}</p>
      </PageSection>
    );
  if (!access) return children;
  return (
    <>
      <Notices>
        <OfflineNotice />
        {refusal ? (
          <Notice $tone="error" role="alert">
            <p>{tAny(refusal.errorKey.startsWith('claims:') ? refusal.errorKey : 'claims:errors.network')}</p>
          </Notice>
        ) : null}
      </Notices>
      {children}
    </>
  );
}

/** Around every page of the area: the phone's statement, and the gate that waits for it. */
export function ClaimsLayout({ children }: { children: ReactNode }) {
  return (
    <ClaimsProvider>
      <StatementGate>{children}</StatementGate>
    </ClaimsProvider>
  );
}
