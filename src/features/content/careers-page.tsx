import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';
import { ContentBlocks, type ContentBlock } from './ui/content-blocks';
import { Prose } from './ui/prose';

const roleIds = ['engineering', 'support', 'insurance'] as const;

const SectionHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 1.5rem;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

const Intro = styled.p`
  max-width: 46rem;
  margin: 0 0 ${({ theme }) => theme.space(6)};
  font-size: 1.0625rem;
`;

const Roles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Role = styled.li`
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1875rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(1)};
  }
`;

export function CareersPage() {
  const { t } = useTranslation('content-careers');
  return (
    <>
      <PageSection>
        <PageHeader routeId="careers" lead={t('lead')} />
        <Prose>
          <ContentBlocks blocks={t('work', { returnObjects: true }) as ContentBlock[]} />
        </Prose>
      </PageSection>
      <ThemedSection tone="surface" labelledBy="careers-roles">
        <SectionHeading id="careers-roles">{t('roles.heading')}</SectionHeading>
        <Intro>{t('roles.intro')}</Intro>
        <Roles>
          {roleIds.map((id) => (
            <Role key={id}>
              <h3>{t(`roles.items.${id}.title`)}</h3>
              <p>{t(`roles.items.${id}.text`)}</p>
              <ul>
                {(t(`roles.items.${id}.tasks`, { returnObjects: true }) as string[]).map((task) => (
                  <li key={task}>{task}</li>
                ))}
              </ul>
            </Role>
          ))}
        </Roles>
      </ThemedSection>
      <PageSection>
        <Prose>
          <ContentBlocks blocks={t('apply', { returnObjects: true }) as ContentBlock[]} />
        </Prose>
      </PageSection>
      <ClosingCall
        headingId="careers-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths['contact-us'], label: t('cta.button') }}
      />
    </>
  );
}
