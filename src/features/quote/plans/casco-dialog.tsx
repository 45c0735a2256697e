import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoverCode } from '@contracts/covers';
import type { PricingResponse } from '@contracts/get-groupama-pricing-for-options';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { useEuros } from '../../../app/ui/use-euros';
import { useOnboarding } from '../state/onboarding-store';
import { coverPrice } from './cover-prices';

const Price = styled.p`
  font-weight: 700;
  font-size: 1.125rem;
`;

/**
 * What full casco without deductible is and costs, shown when the driver picks the Plus plan. Closing it with anything
 * but "decline" keeps Plus, and Plus takes roadside assistance in Croatia (spec §4): a driver who had chosen the
 * Europe one is told here, with both prices, before it is replaced.
 */
function Dialog({ pricing }: { pricing: PricingResponse }) {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const { state, dispatch } = useOnboarding();
  const price = coverPrice(pricing, 'MOD_FULL');
  const europe = state.options.includes('roadside-assistance-europe');
  const priceOf = (code: CoverCode) => euros(coverPrice(pricing, code) ?? 0);
  const close = () => dispatch({ type: 'cascoModalClosed' });

  return (
    <ModalDialog
      title={t('casco.title')}
      closeLabel={t('casco.close')}
      onClose={close}
      description={
        <>
          <p>{t('casco.text')}</p>
          <p>{t('casco.noDeductible')}</p>
        </>
      }
    >
      {price === undefined ? null : <Price>{t('casco.price', { price: euros(price) })}</Price>}
      <p>
        {europe
          ? t('casco.replacesEurope', { europe: priceOf('MTPL_ASS_EUR'), croatia: priceOf('MTPL_ASS') })
          : t('casco.roadside')}
      </p>
      <DialogButtons>
        <SecondaryButton type="button" onClick={() => dispatch({ type: 'planChosen', plan: 'basic' })}>
          {t('casco.decline')}
        </SecondaryButton>
        <PrimaryButton type="button" onClick={close}>
          {europe ? t('casco.confirmReplacing') : t('casco.confirm')}
        </PrimaryButton>
      </DialogButtons>
    </ModalDialog>
  );
}

export function CascoDialog({ pricing }: { pricing: PricingResponse }) {
  const { state } = useOnboarding();
  return state.cascoModalOpen ? <Dialog pricing={pricing} /> : null;
}
