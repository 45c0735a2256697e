import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../app/layout/page-header';
import { PageSection } from '../../app/layout/page-section';
import { paths } from '../../app/route-table';
import { useSession } from '../../app/session/use-session';
import { CreateAccountForm } from './account/create-account-form';

/** After a guest purchase (the success page and the policy e-mail link here with `?email=`). */
export function OnboardingRegisterUserPage() {
  const { t } = useTranslation('onboarding');
  const [params] = useSearchParams();
  const session = useSession();
  return (
    <PageSection>
      <PageHeader routeId="onboarding-register-user" lead={t('onboarding-register-user.lead')} />
      {session.status === 'signed-in' ? (
        <p>
          {t('registerUser.signedIn', { email: session.email })}{' '}
          <Link to={paths.profile}>{t('registerUser.toProfile')}</Link>
        </p>
      ) : session.status === 'signed-out' ? (
        <CreateAccountForm email={params.get('email') ?? ''} />
      ) : (
        <p role="status">{t('auth:session.checking')}</p>
      )}
    </PageSection>
  );
}
