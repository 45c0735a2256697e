import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import styled from 'styled-components';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton } from '../../../app/ui/buttons';
import { FieldWrapper } from '../../../app/ui/field-styles';
import { FormColumn, Notice } from '../../../app/ui/form-layout';
import { accidentErrorKeys } from '@contracts/accident-error-keys';
import { CallError } from '../../../api/call-function';
import { joinAccidentStatement } from '../../../api/join-accident-statement';
import type { ClaimsStepId } from '../flow/claims-flow';
import { useClaimsStep } from '../flow/use-claims-step';
import { useClaims } from '../state/claims-context';
import { isJoinCode, normalizeJoinCode } from '../access/join-code';

const CodeInput = styled.input`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 1.75rem;
  letter-spacing: 0.2em;
  text-transform: uppercase;
`;

type Failure = 'format' | 'wrong' | 'too-many' | 'network';

function failureOf(error: unknown): Failure {
  if (!(error instanceof CallError)) return 'network';
  if (error.errorKey === accidentErrorKeys.accidentJoinCodeInvalid) return 'wrong';
  return error.code === 'functions/resource-exhausted' ? 'too-many' : 'network';
}

/**
 * Driver B's way in, with no account: the six-character code typed (spaces and lower case forgiven) or carried by
 * the QR code's link, traded once for side B's secret. B's phone then fills only its own side.
 */
function JoinForm({ id, codeFromLink }: { id: ClaimsStepId; codeFromLink: string | null }) {
  const { t } = useTranslation('claims');
  const claims = useClaims();
  const step = useClaimsStep(id);
  const [typed, setTyped] = useState(codeFromLink ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const tried = useRef(false);
  const { begin, access } = claims;
  const resumed = codeFromLink !== null && access?.joinedWithCode === codeFromLink;

  const join = async (raw: string) => {
    const code = normalizeJoinCode(raw);
    if (!isJoinCode(code)) {
      setFailure('format');
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const joined = await joinAccidentStatement({ code });
      begin({
        statementId: joined.statementId,
        partyTokens: { B: joined.partyToken },
        joinedWithCode: code,
        join: null,
      });
      await step.goOn();
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
      input.current?.focus();
    }
  };

  useEffect(() => {
    // The QR code's link joins at once: the driver scanned it to join, there is nothing to ask.
    if (!codeFromLink || resumed || tried.current) return;
    tried.current = true;
    void join(codeFromLink);
    // Once, on arrival; `join` changes with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [codeFromLink, resumed]);

  if (resumed) return <Navigate to={step.nextPath} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void join(typed);
  };
  const errorId = 'join-code-error';
  return (
    <PageSection>
      <ClaimsHeader id={id} lead={t('join.lead')} />
      <FormColumn>
        <form onSubmit={submit} noValidate>
          <FieldWrapper>
            <label htmlFor="join-code">{t('join.label')}</label>
            <CodeInput
              ref={input}
              id="join-code"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              autoCorrect="off"
              spellCheck={false}
              aria-invalid={failure !== null || undefined}
              aria-describedby={failure ? errorId : 'join-code-hint'}
            />
            <p id="join-code-hint">{t('join.hint')}</p>
          </FieldWrapper>
          {failure ? (
            <Notice $tone="error" role="alert" id={errorId}>
              <p>{t(`join.errors.${failure}`)}</p>
            </Notice>
          ) : null}
          <PrimaryButton type="submit" disabled={busy}>
            {t(busy ? 'join.joining' : 'join.submit')}
          </PrimaryButton>
        </form>
      </FormColumn>
    </PageSection>
  );
}

export function ClaimsJoinPage() {
  return <JoinForm id="claims-join" codeFromLink={null} />;
}

export function ClaimsJoinCodePage() {
  const { code } = useParams();
  return <JoinForm key={code} id="claims-join-code" codeFromLink={code ? normalizeJoinCode(code) : null} />;
}
