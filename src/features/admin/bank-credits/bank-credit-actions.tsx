import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  adminBankCreditActionRequestSchema,
  type AdminBankCreditActionName,
} from '@contracts/admin-bank-credit-action';
import type { AdminBankCreditRow } from '@contracts/admin-list-bank-credits';
import { useAdminBankCreditAction } from '../../../api/admin-bank-credit-action';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FieldMessages, TextField } from '../../../app/ui/form-field';
import { Notice } from '../../../app/ui/form-layout';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { useEuros } from '../../../app/ui/use-euros';
import { requestErrors } from '../admin-form';
import { CallErrorText, SentenceWithDriverTexts } from '../admin-ui';
import './bank-credit-texts';

const texts = 'admin-bank-credits:actions';

const fieldMessages = (field: string, reason: string) => [`${texts}.${field}Errors.${reason}`];

/** An order number as staff type it from the driver's words: capitals, no spaces. */
const orderNumberTyped = (typed: string) => typed.toUpperCase().replace(/\s+/g, '');

/** What a refund sends: the whole credit, or the excess of one applied whose transfer did not go through. */
const refundAmountOf = (row: AdminBankCreditRow) =>
  row.state === 'applied' && row.refund ? row.refund.amount : row.amount;

interface ActionValues {
  reason: string;
  orderNumber: string;
}

interface ActionDialogProps {
  row: AdminBankCreditRow;
  action: AdminBankCreditActionName;
  onClose: () => void;
  onDone: (credit: AdminBankCreditRow) => void;
}

/**
 * Asks before a credit's money moves: a refund says to which account it goes, an apply what the order must be; both
 * take the reason for the audit log, an apply the order's number (the one the credit names, when it names one that
 * may still be paid).
 */
export function BankCreditActionDialog({ row, action, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation(['admin', 'admin-bank-credits']);
  const euros = useEuros();
  const perform = useAdminBankCreditAction();
  const toRequest = (values: ActionValues) => ({
    entryReference: row.entryReference,
    action,
    reason: values.reason.trim(),
    ...(action === 'apply' ? { orderNumber: values.orderNumber.trim() } : {}),
  });
  const amount = euros(action === 'refund' ? refundAmountOf(row) : row.amount);
  return (
    <ModalDialog
      role="alertdialog"
      title={t(`${texts}.${action}.title`, { amount })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      description={
        <p>
          <SentenceWithDriverTexts
            sentence={(placeholders) =>
              t(`${texts}.${action}.text`, { amount, iban: row.payer.ibanMasked ?? '—', ...placeholders })
            }
            texts={{ name: row.payer.name }}
          />
        </p>
      }
    >
      <FieldMessages value={fieldMessages}>
        <Formik<ActionValues>
          initialValues={{
            reason: '',
            orderNumber: row.advice === 'apply-or-refund' && row.order ? row.order.orderNumber : '',
          }}
          validate={(values) => requestErrors<ActionValues>(adminBankCreditActionRequestSchema, toRequest(values))}
          onSubmit={async (values) => {
            try {
              const { credit } = await perform.mutateAsync(toRequest(values));
              onDone(credit);
            } catch {
              // Shown below from the mutation's error.
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              {action === 'apply' ? (
                <TextField
                  name="orderNumber"
                  label={t(`${texts}.orderNumber`)}
                  hint={t(`${texts}.orderNumberHint`)}
                  normalize={orderNumberTyped}
                  autoComplete="off"
                  spellCheck={false}
                />
              ) : null}
              <TextAreaField
                name="reason"
                label={t(`${texts}.reason`)}
                hint={t(`${texts}.reasonHint`)}
                maxLength={500}
              />
              <CallErrorText error={perform.error} />
              <DialogButtons>
                <SecondaryButton type="button" onClick={onClose}>
                  {t('dialog.cancel')}
                </SecondaryButton>
                <PrimaryButton type="submit" aria-busy={isSubmitting}>
                  {isSubmitting ? t(`${texts}.working`) : t(`${texts}.${action}.confirm`)}
                </PrimaryButton>
              </DialogButtons>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </ModalDialog>
  );
}

/** What the action left: the money back (or why the bank refused it), the order paid and any excess's way back. */
export function BankCreditActionResult({
  action,
  credit,
}: {
  action: AdminBankCreditActionName;
  credit: AdminBankCreditRow;
}) {
  const { t } = useTranslation(['admin', 'admin-bank-credits']);
  const euros = useEuros();
  const r = 'admin-bank-credits:result';
  const { refund } = credit;
  const refused = refund?.state === 'failed';
  const excess =
    credit.state === 'applied' && refund
      ? t(refused ? `${r}.excessFailed` : refund.bankTransactionId ? `${r}.excessRefunded` : `${r}.excessPending`, {
          amount: euros(refund.amount),
          reason: refund.lastError ?? '',
        })
      : null;
  const lines =
    credit.state === 'applied'
      ? [
          ...(action === 'apply' && credit.appliedTo
            ? [t(`${r}.applied`, { orderNumber: credit.appliedTo.orderNumber })]
            : []),
          ...(excess ? [excess] : []),
        ]
      : [
          credit.state === 'refunded'
            ? t(`${r}.refunded`, {
                amount: euros(refund?.amount ?? credit.amount),
                iban: credit.payer.ibanMasked ?? '—',
              })
            : refused
              ? t(`${r}.refundFailed`, { reason: refund.lastError ?? '' })
              : t(`${r}.refundPending`),
        ];
  return (
    <Notice role="status" $tone={refused ? 'error' : 'info'}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </Notice>
  );
}
