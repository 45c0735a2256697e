import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { adminClaimActionRequestSchema } from '@contracts/admin-claim-action';
import type { AdminClaimDetail } from '@contracts/admin-get-claim';
import { useAdminClaimAction } from '../../../api/admin-claim-action';
import { FieldMessages } from '../../../app/ui/form-field';
import { SubmitButton } from '../../../app/ui/submit-button';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { requestErrors, textOrNull } from '../admin-form';
import { CallErrorText, formatInstant } from '../admin-ui';

const Notes = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  .secondary {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }

  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const noteMessages = (_field: string, reason: string) => [`admin:claim.notes.errors.${reason}`];

/** Staff's internal notes on the claim, oldest first (never shown to drivers), and a new one, audited. */
export function ClaimNotes({ claim }: { claim: AdminClaimDetail }) {
  const { t } = useTranslation('admin');
  const perform = useAdminClaimAction();
  const toRequest = (note: string) => ({ claimId: claim.claimId, action: 'add-note', note: textOrNull(note) });
  return (
    <>
      {claim.notes.length === 0 ? (
        <p>{t('claim.notes.none')}</p>
      ) : (
        <Notes>
          {claim.notes.map((note, index) => (
            <li key={`${note.at}-${index}`}>
              <span className="secondary">
                {t('claim.notes.by', { at: formatInstant(note.at), email: note.actorEmail })}
              </span>
              <p>{note.text}</p>
            </li>
          ))}
        </Notes>
      )}
      <FieldMessages value={noteMessages}>
        <Formik
          initialValues={{ note: '' }}
          validate={(values) => requestErrors(adminClaimActionRequestSchema, toRequest(values.note))}
          onSubmit={async (values, { resetForm }) => {
            try {
              await perform.mutateAsync({ claimId: claim.claimId, action: 'add-note', note: textOrNull(values.note) });
              resetForm();
            } catch {
              // Shown below from the mutation's error.
            }
          }}
        >
          <Form noValidate aria-label={t('claim.notes.add')}>
            <TextAreaField name="note" label={t('claim.notes.label')} hint={t('claim.notes.hint')} />
            <CallErrorText error={perform.error} />
            <SubmitButton>{t('claim.notes.submit')}</SubmitButton>
          </Form>
        </Formik>
      </FieldMessages>
    </>
  );
}
