import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/money';
import { traderIdentity as trader } from '../../lib/trader';

/** The trader's legal identity, word for word the same in the footer and on the contact page (texts: `trader`). */
export function TraderIdentity() {
  const { t } = useTranslation('trader');
  return (
    <>
      <p>
        <strong>{trader.company}</strong>, {trader.street}, {trader.postalCode} {trader.city}
      </p>
      <p>
        {t('register', {
          oib: trader.oib,
          court: trader.court,
          mbs: trader.mbs,
          capital: formatEuros(trader.shareCapitalInEuros),
        })}
      </p>
      <p>{t('supervision', { insurer: trader.insurer, insurerAddress: trader.insurerAddress })}</p>
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
