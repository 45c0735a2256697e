import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminClaimActionName } from '@contracts/admin-claim-action';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import { useAdminClaimAction } from '../../../api/admin-claim-action';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { Note } from '../../../app/ui/panel';
import { CallErrorText } from '../admin-ui';

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

/** The actions behind a confirmation; a note is written in its own form (claim-notes.tsx). */
type ConfirmedAction = Exclude<AdminClaimActionName, 'add-note'>;

const confirmedActions: readonly ConfirmedAction[] = ['resend-statement-pdf', 'resend-latest-email', 'refresh-status'];

/** What the claim allows now: a claim e-mail can be sent again once one was sent. */
const allowed = (claim: AdminClaimDetail, action: ConfirmedAction) =>
  action !== 'resend-latest-email' || claim.sentEmails.length > 0;

interface ActionDialogProps {
  claim: AdminClaimDetail;
  action: ConfirmedAction;
  onClose: () => void;
  onDone: (action: ConfirmedAction) => void;
}

/** Asks before an action on a claim: what it will do, and to whom it goes. */
function ActionDialog({ claim, action, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation('admin');
  const perform = useAdminClaimAction();
  const latest = claim.sentEmails.at(-1);
  const confirm = async () => {
    if (perform.isPending) return;
    try {
      await perform.mutateAsync({ claimId: claim.claimId, action, note: null });
      onDone(action);
    } catch {
      // Shown below from the mutation's error.
    }
  };
  return (
    <ModalDialog
      role="alertdialog"
      title={t(`claim.actions.${action}.title`, { claimNumber: claim.claimNumber })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      description={
        <p>
          {t(`claim.actions.${action}.text`, {
            emails: claim.emails.join(', ') || '—',
            state: latest ? t(`claimStates.${latest.state}`) : '—',
            to: latest?.to.join(', ') ?? '—',
          })}
        </p>
      }
    >
      <CallErrorText error={perform.error} />
      <DialogButtons>
        <SecondaryButton type="button" onClick={onClose}>
          {t('dialog.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" aria-busy={perform.isPending} onClick={() => void confirm()}>
          {perform.isPending ? t('claim.actions.working') : t(`claim.actions.${action}.confirm`)}
        </PrimaryButton>
      </DialogButtons>
    </ModalDialog>
  );
}

/** Resending and asking the insurer, each after a confirmation; what the claim does not allow yet cannot be pressed. */
export function ClaimActions({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState<ConfirmedAction | null>(null);
  const [done, setDone] = useState<ConfirmedAction | null>(null);
  return (
    <>
      {done ? (
        <Notice role="status">
          <p>{t(`claim.actions.${done}.done`)}</p>
        </Notice>
      ) : null}
      <Buttons>
        {confirmedActions.map((action) => (
          <SecondaryButton
            key={action}
            type="button"
            disabled={!allowed(claim, action)}
            onClick={() => {
              setDone(null);
              setOpen(action);
            }}
          >
            {t(`claim.actions.${action}.button`)}
          </SecondaryButton>
        ))}
      </Buttons>
      <Note>{t('claim.actions.allowedNote')}</Note>
      {open ? (
        <ActionDialog
          claim={claim}
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
