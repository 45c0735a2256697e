import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { RouteId } from '../route-table';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space(6)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    line-height: 1.2;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0;
    max-width: 42rem;
    font-size: 1.125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface PageHeaderProps {
  routeId: RouteId;
  /** Instead of the route's heading, when the page serves another purpose for this visitor (an offer request, say). */
  heading?: ReactNode;
  /** One or two sentences under the heading that tell the visitor what the page is for. */
  lead?: ReactNode;
}

/** The page's one `h1`, taken from the route table's heading key so the heading and the document title never drift apart. */
export function PageHeader({ routeId, heading, lead }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <Header>
      <h1>{heading ?? t(`routes.${routeId}.heading`)}</h1>
      {lead ? <p>{lead}</p> : null}
    </Header>
  );
}
