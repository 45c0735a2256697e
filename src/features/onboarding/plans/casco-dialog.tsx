import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mobile } from '../../../app/theme';
import { formatEuros } from '../../../lib/money';
import { useOnboarding } from '../state/onboarding-store';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 70;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(15, 36, 48, 0.6);
`;

const Box = styled.div`
  position: relative;
  width: 100%;
  max-width: 34rem;
  max-height: 100%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 16px 48px rgba(0, 0, 0, 0.3);

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding-right: ${({ theme }) => theme.space(8)};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }

  .price {
    font-weight: 700;
    font-size: 1.125rem;
  }

  ${mobile} {
    padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  cursor: pointer;
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};

  ${mobile} {
    > * {
      width: 100%;
    }
  }
`;

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * What full casco without deductible is and costs, shown when the driver picks the Plus plan. A modal dialog: focus
 * moves into it and stays there until it closes, Escape closes it, and focus then returns to where it was.
 */
function Dialog({ price }: { price: number | undefined }) {
  const { t } = useTranslation('onboarding-plans');
  const { dispatch } = useOnboarding();
  const titleId = useId();
  const textId = useId();
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    boxRef.current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dispatch({ type: 'cascoModalClosed' });
        return;
      }
      if (event.key !== 'Tab' || !boxRef.current) return;
      const focusable = [...boxRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
      const first = focusable[0];
      const last = focusable.at(-1);
      const inside = boxRef.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);

  const close = () => dispatch({ type: 'cascoModalClosed' });

  return createPortal(
    <Backdrop>
      <Box ref={boxRef} role="dialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={textId}>
        <Close type="button" aria-label={t('casco.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </Close>
        <h2 id={titleId}>{t('casco.title')}</h2>
        <div id={textId}>
          <p>{t('casco.text')}</p>
          <p>{t('casco.noDeductible')}</p>
        </div>
        {price === undefined ? null : <p className="price">{t('casco.price', { price: formatEuros(price) })}</p>}
        <p>{t('casco.roadside')}</p>
        <Buttons>
          <SecondaryButton type="button" onClick={() => dispatch({ type: 'planChosen', plan: 'basic' })}>
            {t('casco.decline')}
          </SecondaryButton>
          <PrimaryButton type="button" onClick={close}>
            {t('casco.confirm')}
          </PrimaryButton>
        </Buttons>
      </Box>
    </Backdrop>,
    document.body,
  );
}

export function CascoDialog({ price }: { price: number | undefined }) {
  const { state } = useOnboarding();
  return state.cascoModalOpen ? <Dialog price={price} /> : null;
}
