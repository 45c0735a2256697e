import { useTranslation } from 'react-i18next';
import { Notice } from '../../../app/ui/form-layout';
import type { ReferralCheck } from '../../../lib/landing-referral';

/** Spec §8: a referral that does not count is named in the words of its errorMessageKey, before the driver prices. */
export function ReferralNotice({ check }: { check: ReferralCheck | null }) {
  const { t } = useTranslation('onboarding-entry');
  if (!check || check.valid) return null;
  const reason = t(`referral.errors.${check.errorMessageKey ?? 'validation-error'}`, {
    defaultValue: t('referral.errors.validation-error'),
  });
  return (
    <Notice $tone="error" role="status">
      <p>
        <strong>{t('referral.notValid')}.</strong> {reason}
      </p>
      <p>{t('referral.withoutDiscount')}</p>
    </Notice>
  );
}
