import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appStoreLinks } from '../../app/external-links';
import { PageHeader } from '../../app/layout/page-header';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';

const namespace = 'content-telematics';

// Doubled class: the links sit inside Prose, whose list spacing would otherwise stack them unevenly.
const StoreLinks = styled.ul`
  && {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  && li + li {
    margin-top: 0;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    font-weight: 700;
    text-decoration: none;
  }
`;

export function TelematicsPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ContentBand
        namespace={namespace}
        name="what"
        tone="light"
        header={<PageHeader routeId="telematics" lead={t('lead')} />}
      />
      <ContentBand namespace={namespace} name="price" tone="surface" />
      <ContentBand namespace={namespace} name="privacy" tone="light" />
      <ContentBand namespace={namespace} name="join" tone="surface">
        <h3 id="telematics-apps">{t('join.appsLabel')}</h3>
        <StoreLinks aria-labelledby="telematics-apps">
          <li>
            <a href={appStoreLinks.appStore} rel="noopener noreferrer">
              {t('join.appStore')}
            </a>
          </li>
          <li>
            <a href={appStoreLinks.googlePlay} rel="noopener noreferrer">
              {t('join.googlePlay')}
            </a>
          </li>
        </StoreLinks>
      </ContentBand>
      <ContentBand namespace={namespace} name="faq" tone="light" />
      <ClosingCall
        headingId="telematics-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.onboarding, label: t('cta.button') }}
      />
    </>
  );
}
