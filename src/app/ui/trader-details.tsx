import { useTranslation } from 'react-i18next';
import { addressLine, insurerIdentity as insurer, traderIdentity as trader } from '@contracts/trader-identity';
import { useEuros } from './use-euros';

/** The trader's legal identity, word for word the same in the footer and on the contact page (texts: `trader`). */
export function TraderIdentity() {
  const { t } = useTranslation('trader');
  const euros = useEuros();
  return (
    <>
      <p>
        <strong>{trader.company}</strong>, {addressLine(trader.address)}
      </p>
      <p>
        {t('register', {
          oib: trader.oib,
          court: trader.court,
          mbs: trader.mbs,
          capital: euros(trader.shareCapitalInEuros),
        })}
      </p>
      <p>
        {t('supervision', {
          insurer: insurer.name,
          insurerAddress: addressLine(insurer.address),
          insurerOib: insurer.oib,
        })}
      </p>
    </>
  );
}

/** Phone, e-mail and hours, as links a phone can call and a mail program can open. */
export function TraderContact() {
  const { t } = useTranslation('trader');
  return (
    <ul>
      <li>
        {t('phone')}: <a href={`tel:${trader.phone.replace(/\s/g, '')}`}>{trader.phone}</a>
      </li>
      <li>
        {t('email')}: <a href={`mailto:${trader.email}`}>{trader.email}</a>
      </li>
      <li>{t('hours', trader.hours)}</li>
    </ul>
  );
}

/** The footer's small print: who sells, how to reach them, the copyright line. */
export function TraderSummary() {
  const { t } = useTranslation('trader');
  return (
    <>
      <TraderIdentity />
      <TraderContact />
      <p>{t('copyright', { year: new Date().getFullYear(), company: trader.company })}</p>
    </>
  );
}
