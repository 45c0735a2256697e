import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { PrimaryLink, SecondaryLink } from '../../app/ui/buttons';
import { Actions } from '../../app/ui/form-layout';

const Benefits = styled.ul`
  max-width: 40rem;
  padding-left: ${({ theme }) => theme.space(5)};

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** /register: what an account gives, and the two ways in (plate or VIN). */
export function RegisterPage() {
  const { t } = useTranslation('register');
  return (
    <PageSection>
      <PageHeader routeId="register" lead={t('register.lead')} />
      <Benefits>
        <li>{t('intro.policies')}</li>
        <li>{t('intro.faster')}</li>
        <li>{t('intro.friends')}</li>
      </Benefits>
      <Actions>
        <PrimaryLink to={paths['register-license-plate']}>{t('intro.byPlate')}</PrimaryLink>
        <SecondaryLink to={paths['register-vin']}>{t('intro.byVin')}</SecondaryLink>
      </Actions>
      <p>
        {t('intro.haveAccount')} <Link to={paths.login}>{t('intro.signIn')}</Link>
      </p>
    </PageSection>
  );
}
