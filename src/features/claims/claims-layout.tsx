import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useEffect, type ReactNode } from 'react';
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
            <p>{t(refusal.errorKey.startsWith('claims:') ? refusal.errorKey : 'errors.network')}</p>
          </Notice>
        ) : null}
      </Notices>
      {children}
    </>
  );
}

/**
 * Around every page of the area: the phone's statement, and the gate that waits for it. Without a signal the area
 * opens from its service worker and shows the statement as the phone last read it
 * (docs/decisions/0027-claims-offline.md).
 */
export function ClaimsLayout({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useEffect(() => void import('./offline/claims-offline').then((offline) => offline.start(client)), [client]);
  return (
    <ClaimsProvider>
      <StatementGate>{children}</StatementGate>
    </ClaimsProvider>
  );
}
