import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader } from '../../../app/layout/page-header';
import { PageSection } from '../../../app/layout/page-section';
import type { RouteId } from '../../../app/route-table';
import { ContentBlocks, type ContentBlock } from './content-blocks';
import { Prose } from './prose';

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

interface LegalTextProps {
  routeId: RouteId;
  /** The page's locale namespace: it holds `lead`, `updated` and the block list. */
  namespace: string;
  /** The block list's key in the namespace. */
  name: string;
}

/** A legal page's text under its heading, dated so a returning reader can tell whether it has changed. */
export function LegalText({ routeId, namespace, name }: LegalTextProps) {
  const { t } = useTranslation(namespace);
  return (
    <PageSection>
      <PageHeader routeId={routeId} lead={t('lead')} />
      <Prose>
        <Updated>{t('updated')}</Updated>
        <ContentBlocks blocks={t(name, { returnObjects: true }) as ContentBlock[]} />
      </Prose>
    </PageSection>
  );
}
