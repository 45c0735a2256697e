import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminOrderDetail } from '@contracts/admin-get-order';
import { adminOrderActionRequestSchema, type AdminOrderActionName } from '@contracts/admin-order-action';
import { policyEndReasons, type PolicyEndReason } from '@contracts/policy-ending';
import { useAdminOrderAction } from '../../../api/admin-order-action';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FieldMessages } from '../../../app/ui/form-field';
import { DateField } from '../../../app/ui/date-field';
import { RadioGroupField } from '../../../app/ui/radio-group-field';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { Notice } from '../../../app/ui/form-layout';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { Note } from '../../../app/ui/panel';
import { readDateInput, requestErrorsWithDates, textOrNull } from '../admin-form';
import { CallErrorText } from '../admin-ui';
import '../policy-changes/policy-texts';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  button:disabled {
    border-style: dashed;
    border-color: ${({ theme }) => theme.colors.textMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/** Which of the order's `actions` flags allows each action. */
const allowedBy = {
  'resend-email': 'resendEmail',
  'retry-issue': 'retryIssue',
  refund: 'refund',
  'retry-ending-refund': 'retryEndingRefund',
  'mark-ending-transfer-paid': 'markEndingTransferPaid',
  'resend-ending-confirmation': 'resendEndingConfirmation',
  'end-policy-on-request': 'endPolicyOnRequest',
} as const satisfies Record<AdminOrderActionName, keyof AdminOrderDetail['actions']>;

/** The policy's early end's own actions: shown only for an order whose policy has one. Ending one is always shown. */
const endingActions: readonly AdminOrderActionName[] = [
  'retry-ending-refund',
  'mark-ending-transfer-paid',
  'resend-ending-confirmation',
];
const actionNames = (order: AdminOrderDetail) =>
  (Object.keys(allowedBy) as AdminOrderActionName[]).filter(
    (action) => order.ending !== null || !endingActions.includes(action),
  );

const reasonMessages = (field: string, reason: string) => [
  `admin:order.actions.${field}Errors.${reason}`,
  `admin:order.actions.reasonErrors.${reason}`,
];

interface ActionValues {
  reason: string;
  endReason: PolicyEndReason | '';
  endDate: string;
}

interface ActionDialogProps {
  order: AdminOrderDetail;
  action: AdminOrderActionName;
  onClose: () => void;
  onDone: (action: AdminOrderActionName) => void;
}

/**
 * Asks before an action on an order: what it will do and that it cannot be taken back. A refund also takes the
 * reason, which goes into the order's history and the audit log; ending a policy on a phone request takes its reason
 * and day, and what the driver said.
 */
function ActionDialog({ order, action, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation(['admin', 'admin-policies']);
  const perform = useAdminOrderAction();
  const ends = action === 'end-policy-on-request';
  const toRequest = (values: ActionValues) => {
    const endDate = readDateInput(values.endDate).date;
    return {
      orderNumber: order.orderNumber,
      action,
      reason: textOrNull(values.reason),
      ...(ends && values.endReason ? { endReason: values.endReason } : {}),
      ...(ends && values.endReason !== 'withdrawal' && endDate ? { endDate } : {}),
    };
  };
  return (
    <ModalDialog
      role="alertdialog"
      title={t(`order.actions.${action}.title`, { orderNumber: order.orderNumber })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      description={<p>{t(`order.actions.${action}.text`, { email: order.email })}</p>}
    >
      <FieldMessages value={reasonMessages}>
        <Formik<ActionValues>
          initialValues={{ reason: '', endReason: '', endDate: '' }}
          validate={(values) =>
            requestErrorsWithDates<ActionValues>(adminOrderActionRequestSchema, toRequest(values), {
              endDate: values.endDate,
            })
          }
          onSubmit={async (values) => {
            try {
              await perform.mutateAsync(toRequest(values));
              onDone(action);
            } catch {
              // Shown below from the mutation's error.
            }
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate>
              {ends ? (
                <>
                  <RadioGroupField
                    name="endReason"
                    legend={t('order.actions.endReason')}
                    options={policyEndReasons.map((value) => ({
                      value,
                      label: t(`admin-policies:ending.reasons.${value}`),
                    }))}
                  />
                  {values.endReason && values.endReason !== 'withdrawal' ? (
                    <DateField
                      name="endDate"
                      label={t('order.actions.endDate')}
                      hint={t('order.actions.endDateHint')}
                    />
                  ) : null}
                  <TextAreaField
                    name="reason"
                    label={t('order.actions.phoneRequest')}
                    hint={t('order.actions.phoneRequestHint')}
                  />
                </>
              ) : action === 'refund' ? (
                <TextAreaField name="reason" label={t('order.actions.reason')} hint={t('order.actions.reasonHint')} />
              ) : action === 'mark-ending-transfer-paid' ? (
                <TextAreaField
                  name="reason"
                  label={t('order.actions.transferReference')}
                  hint={t('order.actions.transferReferenceHint')}
                />
              ) : null}
              <CallErrorText error={perform.error} />
              <DialogButtons>
                <SecondaryButton type="button" onClick={onClose}>
                  {t('dialog.cancel')}
                </SecondaryButton>
                <PrimaryButton type="submit" aria-busy={isSubmitting}>
                  {isSubmitting ? t('order.actions.working') : t(`order.actions.${action}.confirm`)}
                </PrimaryButton>
              </DialogButtons>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </ModalDialog>
  );
}

/** The actions the order's state allows now (the server says which); the others are shown, but cannot be pressed. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<AdminOrderActionName | null>(null);
  const [done, setDone] = useState<AdminOrderActionName | null>(null);
  return (
    <>
      {done ? (
        <Notice role="status">
          <p>{t(`order.actions.${done}.done`)}</p>
        </Notice>
      ) : null}
      <Buttons>
        {actionNames(order).map((action) => (
          <SecondaryButton
            key={action}
            type="button"
            disabled={!order.actions[allowedBy[action]]}
            onClick={() => {
              setDone(null);
              setOpen(action);
            }}
          >
            {t(`order.actions.${action}.button`)}
          </SecondaryButton>
        ))}
      </Buttons>
      <Note>{t('order.actions.allowedNote')}</Note>
      {open ? (
        <ActionDialog
          order={order}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(action) => {
            setOpen(null);
            setDone(action);
          }}
        />
      ) : null}
    </>
  );
}
