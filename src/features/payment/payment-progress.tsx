import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { OrderStatusResponse } from '@contracts/get-order-status';
import { useEuros } from '../../app/ui/use-euros';

type StepState = 'done' | 'active' | 'waiting';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  max-width: 42rem;
  list-style: none;

  li {
    display: grid;
    grid-template-columns: 1.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(3)};
    font-size: 1.0625rem;
    /* An e-mail address has no spaces to break at, and may be longer than a phone is wide. */
    overflow-wrap: anywhere;
  }

  span {
    display: flex;
    align-items: center;
    justify-content: center;
    height: 1.5rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: 50%;
    font-size: 0.875rem;
  }

  [data-state='done'] {
    font-weight: 600;
  }

  [data-state='done'] span {
    border-color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.success};
    color: ${({ theme }) => theme.colors.onDark};
  }

  [data-state='active'] span {
    border-top-color: ${({ theme }) => theme.colors.primary};
    animation: payment-step-spin 0.9s linear infinite;
  }

  [data-state='waiting'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  @keyframes payment-step-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/**
 * The three things a driver waits for after paying, in order: the bank's word, the insurer's policy and the e-mail,
 * each with its state and the text that says it. Nothing is ticked before the server says so; with no answer yet,
 * the payment is being checked.
 */
function stepsOf(status: OrderStatusResponse | undefined, waitedLong: boolean): [string, StepState, string][] {
  const paid = status?.state === 'paid';
  const issued = paid && status.policyState === 'issued';
  const retrying = paid && status.policyState === 'issue-failed';
  // A slip is paid when the driver gets round to it: there is no "late" for it, only waiting for the money.
  const waiting = status?.slip ? 'slipPending' : waitedLong ? 'late' : 'pending';
  return [
    ['payment', paid ? 'done' : 'active', paid ? 'done' : !status ? 'checking' : waiting],
    [
      'policy',
      issued ? 'done' : paid ? 'active' : 'waiting',
      issued ? 'done' : retrying ? 'retrying' : paid ? 'active' : 'waiting',
    ],
    issued
      ? ['email', status.emailSent ? 'done' : 'active', status.emailSent ? 'done' : 'active']
      : ['email', 'waiting', status ? 'waiting' : 'waitingNoAddress'],
  ];
}

/**
 * Where a paid order stands, one line a step, each ticked as it happens. A live region: a screen reader hears each
 * line that changes, not the whole list again.
 */
export function PaymentProgress({
  status,
  waitedLong,
}: {
  status: OrderStatusResponse | undefined;
  waitedLong: boolean;
}) {
  const { t } = useTranslation('payment');
  const euros = useEuros();
  const values = {
    amount: status && euros(status.amount),
    policyNumber: status?.policy?.policyNumber,
    email: status?.email,
  };
  return (
    <div role="status" aria-atomic="false">
      <Steps>
        {stepsOf(status, waitedLong).map(([step, state, text]) => (
          <li key={step} data-state={state}>
            <span aria-hidden="true">{state === 'done' ? '✓' : null}</span>
            {t(`success.steps.${step}.${text}`, values)}
          </li>
        ))}
      </Steps>
    </div>
  );
}
