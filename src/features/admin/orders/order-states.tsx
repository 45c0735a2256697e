import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminOrderRow } from '@contracts/admin-search-orders';
import { Badge } from '../admin-ui';

const List = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

type States = Pick<AdminOrderRow, 'state' | 'policyState' | 'emailState' | 'refundState'>;

/** An order's state, its policy's, its e-mail's and its refund's, as badges; what is still owed stands out. */
export function OrderStates({ order }: { order: States }) {
  const { t } = useTranslation('admin');
  const tone = (done: boolean) => (done ? 'done' : 'attention');
  return (
    <List>
      <Badge $tone={order.state === 'paid' ? 'done' : 'neutral'}>{t(`orderStates.order.${order.state}`)}</Badge>
      {order.policyState ? (
        <Badge $tone={tone(order.policyState === 'issued')}>{t(`orderStates.policy.${order.policyState}`)}</Badge>
      ) : null}
      {order.emailState ? (
        <Badge $tone={tone(order.emailState === 'sent')}>{t(`orderStates.email.${order.emailState}`)}</Badge>
      ) : null}
      {order.refundState ? (
        <Badge $tone={tone(order.refundState === 'refunded')}>{t(`orderStates.refund.${order.refundState}`)}</Badge>
      ) : null}
    </List>
  );
}
