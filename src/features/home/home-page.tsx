import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { normalizedLicensePlatePattern } from '@contracts/license-plate';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PlateField } from '../../app/ui/plate-field';

const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 22rem) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  @media (max-width: ${({ theme }) => theme.breakpoint - 1}px) {
    grid-template-columns: 1fr;
  }

  button {
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space(5)};
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onDark};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`;

export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [plate, setPlate] = useState('');
  const [error, setError] = useState<string | undefined>();

  // The hero only checks the plate's shape; the quote entry looks it up, so both start the same way (spec §5).
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalizedLicensePlatePattern.test(plate)) {
      setError(t('validation.invalid-license-plate'));
      return;
    }
    navigate(paths.onboarding, { state: { licensePlate: plate } });
  };

  return (
    <PageSection>
      <PageHeader routeId="home" lead={t('home.lead')} />
      <Form onSubmit={submit} noValidate>
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
        <button type="submit">{t('home.byPlate')}</button>
      </Form>
      <Link to={paths['onboarding-vin']}>{t('home.byVin')}</Link>
    </PageSection>
  );
}
