import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminClaimActionName } from '@contracts/admin-claim-action';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import { useAdminClaimAction } from '../../../api/admin-claim-action';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { Notice } from '../../../app/ui/form-layout';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { Note } from '../../../app/ui/panel';
import { CallErrorText, formatInstant } from '../admin-ui';

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

/** What the claim allows now, as the server says (`actions`): the rule the action itself refuses by. */
const allowed = (claim: AdminClaimDetail, action: ConfirmedAction) =>
  action !== 'resend-latest-email' || claim.actions.resendLatestEmail;

/**
 * What the resend of the latest e-mail would send, or why it cannot: said beside the button, from the same answer
 * that enables it, so the two never disagree (issue 42).
 */
function ResendNote({ claim, id }: { claim: AdminClaimDetail; id: string }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const latest = claim.sentEmails.at(-1);
  if (!claim.actions.resendLatestEmail || !latest)
    return <Note id={id}>{t('admin-claims:claim.actions.noEmailNote')}</Note>;
  return (
    <Note id={id}>
      {t('admin-claims:claim.actions.latestEmailNote', {
        count: claim.sentEmails.length,
        state: t(`claimStates.${latest.state}`),
        at: formatInstant(latest.at),
      })}
    </Note>
  );
}

interface ActionDialogProps {
  claim: AdminClaimDetail;
  action: ConfirmedAction;
  onClose: () => void;
  onDone: (action: ConfirmedAction) => void;
}

/** Asks before an action on a claim: what it will do, and to whom it goes. */
function ActionDialog({ claim, action, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation(['admin', 'admin-claims']);
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
      title={t(`admin-claims:claim.actions.${action}.title`, { claimNumber: claim.claimNumber })}
      closeLabel={t('dialog.close')}
      onClose={onClose}
      description={
        <p>
          {t(`admin-claims:claim.actions.${action}.text`, {
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
          {perform.isPending
            ? t('admin-claims:claim.actions.working')
            : t(`admin-claims:claim.actions.${action}.confirm`)}
        </PrimaryButton>
      </DialogButtons>
    </ModalDialog>
  );
}

/** Resending and asking the insurer, each after a confirmation; what the claim does not allow yet cannot be pressed. */
export function ClaimActions({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation(['admin', 'admin-claims']);
  const [open, setOpen] = useState<ConfirmedAction | null>(null);
  const [done, setDone] = useState<ConfirmedAction | null>(null);
  const noteId = useId();
  return (
    <>
      {done ? (
        <Notice role="status">
          <p>{t(`admin-claims:claim.actions.${done}.done`)}</p>
        </Notice>
      ) : null}
      <Buttons>
        {confirmedActions.map((action) => (
          <SecondaryButton
            key={action}
            type="button"
            disabled={!allowed(claim, action)}
            aria-describedby={action === 'resend-latest-email' ? noteId : undefined}
            onClick={() => {
              setDone(null);
              setOpen(action);
            }}
          >
            {t(`admin-claims:claim.actions.${action}.button`)}
          </SecondaryButton>
        ))}
      </Buttons>
      <ResendNote claim={claim} id={noteId} />
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
