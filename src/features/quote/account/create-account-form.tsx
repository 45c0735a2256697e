import { useTranslation } from 'react-i18next';
import { NewAccountForm } from '../../../app/ui/new-account-form';

/**
 * The account after a guest purchase: the e-mail the policy went to, and a password. The policies bought with that
 * e-mail join the account on the server once the e-mail is verified (never before), and the details the purchase
 * used become the account's profile then; so this page asks for nothing else.
 */
export function CreateAccountForm({ email }: { email: string }) {
  const { t } = useTranslation('onboarding');
  return (
    <NewAccountForm
      email={email}
      emailHint={t('registerUser.emailHint')}
      termsKey="onboarding:registerUser.terms"
      submitLabel={t('registerUser.submit')}
      busyText={t('registerUser.submitting')}
    />
  );
}
