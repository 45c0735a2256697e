import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/money';
import { traderIdentity as trader } from '../../lib/trader';

/** The trader's legal identity, word for word the same in the footer and on the contact page. */
export function TraderIdentity() {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <strong>{trader.company}</strong>, {trader.street}, {trader.postalCode} {trader.city}
      </p>
      <p>
        {t('trader.register', {
          oib: trader.oib,
          court: trader.court,
          mbs: trader.mbs,
          capital: formatEuros(trader.shareCapitalInEuros),
        })}
      </p>
      <p>{t('trader.supervision', { insurer: trader.insurer, insurerAddress: trader.insurerAddress })}</p>
    </>
  );
}

/** Phone, e-mail and hours, as links a phone can call and a mail program can open. */
export function TraderContact() {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        {t('trader.phone')}: <a href={`tel:${trader.phone.replace(/\s/g, '')}`}>{trader.phone}</a>
      </li>
      <li>
        {t('trader.email')}: <a href={`mailto:${trader.email}`}>{trader.email}</a>
      </li>
      <li>{t('trader.hours', trader.hours)}</li>
    </ul>
  );
}
