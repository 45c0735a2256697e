import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { ClosingCall } from './ui/closing-call';

const cards = [
  { key: 'accident', to: paths['accident-insurance'] },
  { key: 'travel', to: paths['travel-insurance'] },
  { key: 'telematics', to: paths.telematics },
  { key: 'add-ons', to: paths['car-insurance'] },
] as const;

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  h3 {
    margin: 0;
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0;
    flex: 1;
  }

  a {
    font-weight: 700;
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.primaryStrong};
`;

export function OtherProductsPage() {
  const { t } = useTranslation('content-other-products');
  return (
    <>
      <ThemedSection tone="surface" labelledBy="other-products-cards">
        <PageHeader routeId="other-products" lead={t('lead')} />
        <Heading id="other-products-cards">{t('cardsHeading')}</Heading>
        <Cards>
          {cards.map(({ key, to }) => (
            <Card key={key}>
              <h3>{t(`cards.${key}.heading`)}</h3>
              <p>{t(`cards.${key}.text`)}</p>
              <Link to={to}>{t(`cards.${key}.link`)}</Link>
            </Card>
          ))}
        </Cards>
      </ThemedSection>
      <ClosingCall
        headingId="other-products-cta"
        heading={t('cta.heading')}
        text={t('cta.text')}
        action={{ to: paths['contact-us'], label: t('cta.contact') }}
        link={{ to: paths.onboarding, label: t('cta.quote') }}
      />
    </>
  );
}
