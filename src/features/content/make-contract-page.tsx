import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBand } from './ui/content-band';

const namespace = 'content-make-contract';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(4)} ${theme.space(6)}`};
  margin-top: ${({ theme }) => theme.space(6)};
`;

export function MakeContractPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="ready"
        tone="light"
        header={<PageHeader routeId="make-contract" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="steps" tone="surface" />
      <ContentBand namespace={namespace} name="offer" tone="light" />
      <ThemedSection tone="dark" labelledBy="make-contract-cta">
        <h2 id="make-contract-cta">{t('cta.heading')}</h2>
        <p>{t('cta.text')}</p>
        <Actions>
          <CallToAction to={paths.onboarding}>{t('cta.button')}</CallToAction>
          <Link to={paths['onboarding-vin']}>{t('cta.byVin')}</Link>
        </Actions>
      </ThemedSection>
    </>
  );
}
