import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { documentHref, documentIds, documentLanguages } from '../../lib/documents';
import { ClosingCall } from './ui/closing-call';
import { ContentBand } from './ui/content-band';

const namespace = 'content-documents';

const DocumentList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 46rem;
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;
`;

const DocumentCard = styled.li`
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
    line-height: 1.35;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Downloads = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(4)};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    font-weight: 700;
    text-decoration: none;
  }

  a:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

export function DocumentsPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <ThemedSection labelledBy="documents-list">
        <PageHeader routeId="documents" lead={t('lead')} />
        <h2 id="documents-list">{t('list.heading')}</h2>
        <p>{t('list.intro')}</p>
        <DocumentList>
          {documentIds.map((id) => {
            const title = t(`documents.${id}.title`);
            return (
              <DocumentCard key={id}>
                <h3>{title}</h3>
                <p>{t(`documents.${id}.description`)}</p>
                <Downloads>
                  {documentLanguages.map((language) => {
                    const name = t(`languages.${language}`);
                    return (
                      // A plain link, not the router's: the PDF is a static file, and `download` saves it.
                      <a
                        key={language}
                        href={documentHref(id, language)}
                        download
                        hrefLang={language}
                        type="application/pdf"
                        aria-label={t('downloadLabel', { title, language: name })}
                      >
                        {t('download', { language: name })}
                      </a>
                    );
                  })}
                </Downloads>
              </DocumentCard>
            );
          })}
        </DocumentList>
      </ThemedSection>
      <ContentBand namespace={namespace} name="when" tone="surface" />
      <ClosingCall
        headingId="documents-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths.onboarding, label: t('cta.button') }}
      />
    </>
  );
}
