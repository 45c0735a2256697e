import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSection } from '../../app/layout/page-section';
import { PrimaryButton } from '../../app/ui/buttons';
import { Notice } from '../../app/ui/form-layout';
import { ClaimsProvider, useClaims } from './state/claims-context';

/** Waits for the statement this phone holds before any step decides where the driver belongs. */
function StatementGate() {
  const { t } = useTranslation('claims');
  const { loading, gone, discard } = useClaims();
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
  return <Outlet />;
}

export function ClaimsLayout() {
  return (
    <ClaimsProvider>
      <StatementGate />
    </ClaimsProvider>
  );
}
