import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderSummary } from '@contracts/get-order-summary';
import { useEuros } from '../../../app/ui/use-euros';
import { formatZoneDiscount } from '../plans/cover-prices';
import { Note } from '../../../app/ui/panel';

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
    padding: ${({ theme }) => theme.space(3)} 0;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  .price {
    font-weight: 600;
    white-space: nowrap;
  }

  ${Note} {
    flex-basis: 100%;
    margin: 0;
  }
`;

/** The covers the server priced for this order, each with its price; the zone discount is noted on MTPL, whose price already holds it. */
export function OrderItems({ summary }: { summary: OrderSummary }) {
  const { t, i18n } = useTranslation('onboarding-plans');
  const euros = useEuros();
  return (
    <Items>
      {summary.items.map((item) => (
        <li key={item.coverCode}>
          <span>{t(`covers.${item.coverCode}.name`)}</span> <span className="price">{euros(item.price)}</span>
          {item.coverCode === 'MTPL' && summary.discountZone ? (
            <Note>
              {t('base.zoneDiscount', { value: formatZoneDiscount(summary.discountZone, i18n.language) })}.{' '}
              {t('base.zoneDiscountIncluded')}
            </Note>
          ) : null}
        </li>
      ))}
    </Items>
  );
}
