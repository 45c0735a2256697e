import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { createGlobalStyle } from 'styled-components';
import { desktop, mobile } from '../../../app/theme';
import { PrimaryButton } from '../../../app/ui/buttons';
import { useEuros } from '../../../app/ui/use-euros';
import { useCurrentOrderSummary } from './use-current-order-summary';

/** The bar's height on a phone, and the room the page keeps free under its content for it. */
const barRoom = '5.5rem';

/**
 * On a phone the bar is fixed to the bottom of the screen: the page keeps room for it at its end, and a control
 * reached with Tab scrolls clear of it rather than behind it (WCAG 2.4.11).
 */
const ReserveRoom = createGlobalStyle`
  ${mobile} {
    html { scroll-padding-bottom: calc(${barRoom} + 1rem); }
    body { padding-bottom: ${barRoom}; }
  }
`;

const Bar = styled.div`
  ${desktop} {
    display: flex;
    justify-content: flex-end;
    margin-top: ${({ theme }) => theme.space(8)};
  }

  ${mobile} {
    position: fixed;
    right: 0;
    bottom: 0;
    left: 0;
    z-index: 20;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    min-height: ${barRoom};
    padding: ${({ theme }) => `${theme.space(3)} ${theme.space(4)}`};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: 0 -0.25rem 1rem rgb(15 36 48 / 12%);
  }
`;

const BarTotal = styled.p`
  margin: 0;
  /* The label and the amount keep their one line each; the button beside them gives up the room instead. */
  flex-shrink: 0;
  white-space: nowrap;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryStrong};
  line-height: 1.3;

  ${desktop} {
    display: none;
  }

  span {
    display: block;
    font-size: 1.25rem;
  }
`;

/**
 * The step's "Nastavi": busy, with visible text, while the step's progress is saved before moving on. On a phone it
 * sits in a bar at the bottom of the screen with the total to pay, so the price is never 3,000 px away.
 */
export function ContinueButton({ onContinue }: { onContinue: () => Promise<void> }) {
  const { t } = useTranslation('onboarding-plans');
  const euros = useEuros();
  const [busy, setBusy] = useState(false);
  const { data: summary } = useCurrentOrderSummary();
  const onClick = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onContinue();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Bar data-testid="continue-bar">
      <ReserveRoom />
      <BarTotal>
        {summary ? (
          <>
            {t('totals.barLabel')} <span>{euros(summary.total)}</span>
          </>
        ) : null}
      </BarTotal>
      <PrimaryButton type="button" aria-busy={busy} onClick={() => void onClick()}>
        {busy ? t('saving') : t('continue')}
      </PrimaryButton>
    </Bar>
  );
}
