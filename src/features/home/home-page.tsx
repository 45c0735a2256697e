import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../app/i18n';
import { Link, useHref, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { normalizedLicensePlatePattern } from '@contracts/license-plate';
import { ThemedSection } from '../../app/layout/themed-section';
import { paths } from '../../app/route-table';
import { lazyPart } from '../../app/ui/lazy-part';
import { NoScriptNote } from '../../app/ui/no-script-note';
import { PlateField, plateFieldName } from '../../app/ui/plate-field';
import { SubmitButton } from '../../app/ui/submit-button';

// Everything below the hero comes in its own chunk with its own texts, after the hero has painted; both are
// requested together, not one after the other.
void i18next.loadNamespaces('home');
const HomeSections = lazyPart('home-sections', () => import('./home-sections').then((module) => module.HomeSections));

const Hero = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
  align-items: center;
  gap: ${({ theme }) => theme.space(10)};

  @media (max-width: ${({ theme }) => theme.breakpoint - 1}px) {
    grid-template-columns: 1fr;
    gap: ${({ theme }) => theme.space(6)};
  }

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: clamp(1.875rem, 4.5vw, 3rem);
    line-height: 1.15;
  }

  > div > p {
    margin: 0;
    font-size: 1.1875rem;
  }
`;

const Card = styled.div`
  --paragraph-color: currentColor;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  // Before the page's code runs, the browser sends the form itself to the quote's entry, which looks the plate up.
  const quoteEntry = useHref(paths.onboarding);
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | undefined>();

  // The hero only checks the plate's shape; the quote entry checks its area and looks it up, so both start the same
  // way (spec §5, §9).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalizedLicensePlatePattern.test(plate)) {
      setError(t('validation.invalid-license-plate'));
      return;
    }
    // The plate goes as the form itself would send it, and the link's query (a referral, utm tags) goes on with the
    // driver, so the quote has both from its first render; on a light start (docs/decisions/0022-light-start.md)
    // this is a page load, and only the address carries anything over.
    const query = new URLSearchParams(search);
    query.set(plateFieldName, plate);
    navigate(`${paths.onboarding}?${query}`);
  };

  return (
    <>
      <ThemedSection tone="dark">
        <Hero>
          <div>
            <h1>{t('routes.home.heading')}</h1>
            <p>{t('home.lead')}</p>
          </div>
          <Card>
            <NoScriptNote what="quote" />
            <Form method="get" action={quoteEntry} onSubmit={submit} noValidate>
              <PlateField
                id="home-plate"
                label={t('home.plateLabel')}
                placeholder="ZG 1234-AB"
                value={plate}
                onChange={(value) => {
                  setPlate(value);
                  setError(undefined);
                }}
                error={error}
              />
              <SubmitButton worksWithoutScript>{t('home.byPlate')}</SubmitButton>
            </Form>
            <Link to={paths['onboarding-vin']}>{t('home.byVin')}</Link>
          </Card>
        </Hero>
      </ThemedSection>
      <HomeSections />
    </>
  );
}
