import { useTranslation } from 'react-i18next';
import { Notice } from '../../../app/ui/form-layout';
import { useEuros } from '../../../app/ui/use-euros';
import { useReferralCheck } from '../flow/use-referral-check';

/**
 * The quote's referral as the server judged it, from the plate entry on: what a friend's link gives, or (spec §8) why
 * a link does not count, in the words of its errorMessageKey, before the driver prices.
 */
export function ReferralNotice() {
  const { t } = useTranslation('onboarding-entry');
  const euros = useEuros();
  const check = useReferralCheck();
  if (!check) return null;
  if (check.valid) {
    // A referrer whose programme gives nothing off has nothing to announce; the price says the rest.
    if (check.referralDiscountAmount <= 0) return null;
    return (
      <Notice role="status">
        <p>{t('referral.friendDiscount', { amount: euros(check.referralDiscountAmount) })}</p>
      </Notice>
    );
  }
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
