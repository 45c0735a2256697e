import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { useEuros } from '../../../app/ui/use-euros';
import { Note, Panel } from '../../../app/ui/panel';
import { coverPrice, formatZoneDiscount } from './cover-prices';

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  margin: 0;
  font-weight: 700;

  .price {
    color: ${({ theme }) => theme.colors.primaryStrong};
    white-space: nowrap;
  }
`;

const Zone = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** Compulsory liability, always part of the policy, with its price and the registration-area discount already in it. */
export function BaseCover({ pricing }: { pricing: PricingResponse }) {
  const { t, i18n } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const headingId = useId();
  const price = coverPrice(pricing, 'MTPL');
  return (
    <Panel aria-labelledby={headingId}>
      <h2 id={headingId}>{t('base.heading')}</h2>
      <Line>
        <span>{t('covers.MTPL.name')}</span>{' '}
        {price === undefined ? null : <span className="price">{t('addOns.price', { price: euros(price) })}</span>}
      </Line>
      <Note>{t('covers.MTPL.description')}</Note>
      {pricing.discountZone ? (
        <Zone>
          {t('base.zoneDiscount', { value: formatZoneDiscount(pricing.discountZone, i18n.language) })}.{' '}
          {t('base.zoneDiscountIncluded')}
        </Zone>
      ) : null}
    </Panel>
  );
}
