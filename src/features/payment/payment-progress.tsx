import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import styled, { css } from 'styled-components';
import type { OrderStatusResponse } from '@contracts/get-order-status';
import { formatEuros } from '../../lib/money';

type StepState = 'done' | 'active' | 'waiting';

interface Step {
  id: 'payment' | 'policy' | 'email';
  state: StepState;
  text: string;
}

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: 0;
  max-width: 42rem;
  list-style: none;
`;

const StepLine = styled.li<{ $state: StepState }>`
  display: grid;
  grid-template-columns: 1.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
  font-size: 1.0625rem;
  /* An e-mail address has no spaces to break at, and may be longer than a phone is wide. */
  overflow-wrap: anywhere;
  font-weight: ${({ $state }) => ($state === 'done' ? 600 : 400)};
  color: ${({ $state, theme }) => ($state === 'waiting' ? theme.colors.textMuted : theme.colors.text)};
`;

const Mark = styled.span<{ $state: StepState }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  margin-top: 0.05rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  font-size: 0.875rem;
  line-height: 1;

  ${({ $state, theme }) =>
    $state === 'done'
      ? css`
          border-color: ${theme.colors.success};
          background: ${theme.colors.success};
          color: ${theme.colors.onDark};
        `
      : $state === 'active'
        ? css`
            border-color: ${theme.colors.border};
            border-top-color: ${theme.colors.primary};
            animation: payment-step-spin 0.9s linear infinite;
          `
        : ''}

  @keyframes payment-step-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

/**
 * The three things a driver waits for after paying, in order: the bank's word, the insurer's policy and the e-mail.
 * Nothing is ticked before the server says so; with no answer yet, the payment is "being checked".
 */
function stepsOf(status: OrderStatusResponse | undefined, waitedLong: boolean, t: TFunction<'payment'>) {
  const paid = status?.state === 'paid';
  const issued = paid && status.policyState === 'issued';
  const email = status?.email;
  const payment: Step = !status
    ? { id: 'payment', state: 'active', text: t('success.steps.payment.checking') }
    : paid
      ? { id: 'payment', state: 'done', text: t('success.steps.payment.done', { amount: formatEuros(status.amount) }) }
      : {
          id: 'payment',
          state: 'active',
          text: t(waitedLong ? 'success.steps.payment.late' : 'success.steps.payment.pending'),
        };
  const policy: Step = !paid
    ? { id: 'policy', state: 'waiting', text: t('success.steps.policy.waiting') }
    : issued && status.policy
      ? {
          id: 'policy',
          state: 'done',
          text: t('success.steps.policy.done', { policyNumber: status.policy.policyNumber }),
        }
      : {
          id: 'policy',
          state: 'active',
          text: t(
            status.policyState === 'issue-failed' ? 'success.steps.policy.retrying' : 'success.steps.policy.active',
          ),
        };
  const mail: Step = !issued
    ? {
        id: 'email',
        state: 'waiting',
        text: email ? t('success.steps.email.waiting', { email }) : t('success.steps.email.waitingNoAddress'),
      }
    : status.emailSent
      ? { id: 'email', state: 'done', text: t('success.steps.email.done', { email }) }
      : { id: 'email', state: 'active', text: t('success.steps.email.active', { email }) };
  return [payment, policy, mail];
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
  return (
    <div role="status" aria-atomic="false">
      <Steps>
        {stepsOf(status, waitedLong, t).map((step) => (
          <StepLine key={step.id} $state={step.state}>
            <Mark $state={step.state} aria-hidden="true">
              {step.state === 'done' ? '✓' : null}
            </Mark>
            <span>{step.text}</span>
          </StepLine>
        ))}
      </Steps>
    </div>
  );
}
