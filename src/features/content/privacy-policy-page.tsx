import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CallToAction } from '../../app/layout/call-to-action';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ContentBlocks, type ContentBlock } from './ui/content-blocks';
import { Prose } from './ui/prose';

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

const Closing = styled.div`
  max-width: 42rem;

  p {
    margin: 0 0 ${({ theme }) => theme.space(6)};
  }
`;

export function PrivacyPolicyPage() {
  const { t } = useTranslation('content-privacy-policy');
  return (
    <>
      <PageSection>
        <PageHeader routeId="privacy-policy" lead={t('lead')} />
        <Prose>
          <Updated>{t('updated')}</Updated>
          <ContentBlocks blocks={t('body', { returnObjects: true }) as ContentBlock[]} />
        </Prose>
      </PageSection>
      <ThemedSection tone="dark" labelledBy="privacy-policy-contact">
        <Closing>
          <h2 id="privacy-policy-contact">{t('closing.heading')}</h2>
          <p>{t('closing.text')}</p>
          <CallToAction to={paths['contact-us']}>{t('closing.cta')}</CallToAction>
        </Closing>
      </ThemedSection>
    </>
  );
}
