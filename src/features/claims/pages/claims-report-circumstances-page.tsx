import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import styled from 'styled-components';
import {
  circumstanceNumbers,
  type AccidentStatementView,
  type CircumstanceNumber,
  statementSideSchema,
  type StatementSide,
} from '@contracts/accident-statement';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton } from '../../../app/ui/buttons';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { Actions, FormColumn } from '../../../app/ui/form-layout';
import { useClaimsStep } from '../flow/use-claims-step';
import { guardedStatement } from '../flow/claims-flow';
import { useClaims } from '../state/claims-context';
import { useActiveSide } from '../state/use-active-side';
import { SideBox } from '../ui/claims-ui';
import { StatementTextArea } from '../ui/statement-text-area';
import { problemAt } from '../ui/contract-form';
import { ImpactPicker } from '../drawing/impact-picker';
import { SideTurn } from '../ui/side-turn';

const Boxes = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    font-weight: 700;
  }
`;

const Box = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 2.75rem;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
  }

  b {
    flex: none;
    width: 1.75rem;
  }
`;

const Count = styled.p`
  font-size: 1.25rem;
  font-weight: 800;
`;

/**
 * Section 12 (the 17 boxes, with the count of ticked ones as on paper), section 10 (the point of initial impact) and
 * 11 (the visible damage) for the side this phone fills.
 */
export function ClaimsReportCircumstancesPage() {
  const claims = useClaims();
  const step = useClaimsStep('claims-report-circumstances');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  const statement = guardedStatement(claims);
  const role = claims.access?.activeRole ?? 'A';
  // One form per side: handing the phone over starts the other driver's from what they have.
  return <CircumstancesStep key={role} step={step} statement={statement} />;
}

function CircumstancesStep({
  step,
  statement,
}: {
  step: ReturnType<typeof useClaimsStep>;
  statement: AccidentStatementView;
}) {
  const { t } = useTranslation(['claims', 'claims-circumstances']);
  const active = useActiveSide(statement);
  const { savePart } = useClaims();
  const { role, side } = active;
  const [ticked, setTicked] = useState<CircumstanceNumber[]>(side.circumstances as CircumstanceNumber[]);
  const [impact, setImpact] = useState(side.impact);
  const [damage, setDamage] = useState(side.damage ?? '');
  const otherRole = role === 'A' ? 'B' : 'A';
  const other = statement.sides[otherRole];

  const toggle = (number: CircumstanceNumber) =>
    setTicked((current) =>
      current.includes(number) ? current.filter((n) => n !== number) : [...current, number].sort((a, b) => a - b),
    );
  const content = (): StatementSide => ({
    ...side,
    circumstances: ticked,
    impact,
    damage: damage.trim() === '' ? null : damage.trim(),
  });
  const damageProblem = problemAt(statementSideSchema, 'damage', { damage: content().damage });
  // What the contract refuses stays on this page, where the driver can change it.
  const refused = () => {
    if (damageProblem) document.getElementById('damage')?.focus();
    return damageProblem !== null;
  };
  const submit = async () => {
    if (refused()) return;
    if (active.nextRole) {
      savePart(role, content());
      active.switchTo(active.nextRole);
    } else {
      // The next step starts with the first driver again.
      active.switchTo(active.roles[0] ?? role);
      await step.leave({ role, side: content() });
    }
  };

  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-circumstances" lead={t('circumstances.lead')} />
      <FormColumn>
        <SideTurn
          party={role}
          alone={statement.mode === 'alone'}
          roles={active.roles}
          onSwitch={(next) => {
            if (refused()) return;
            savePart(role, content());
            active.switchTo(next);
          }}
        />
        <SideBox $role={role}>
          <Boxes>
            <legend>{t('circumstances.boxes', { role })}</legend>
            {circumstanceNumbers.map((number) => (
              <Box key={number}>
                <input
                  type="checkbox"
                  checked={ticked.includes(number)}
                  onChange={() => toggle(number)}
                  aria-describedby="circumstances-count"
                />
                <b>{number}</b> <span>{t(`claims-circumstances:items.${number}`)}</span>
              </Box>
            ))}
          </Boxes>
          <Count id="circumstances-count" aria-live="polite">
            {t('circumstances.count', { count: ticked.length })}
          </Count>
          {other && statement.you.length === 1 ? (
            <p>{t('circumstances.otherCount', { role: otherRole, count: other.circumstances.length })}</p>
          ) : null}
          <h2>{t('circumstances.impactHeading')}</h2>
          <p>{t('circumstances.impactHint')}</p>
          <ImpactPicker party={role} value={impact} onChange={setImpact} />
          <StatementTextArea
            id="damage"
            label={t('circumstances.damage')}
            rows={4}
            value={damage}
            onChange={setDamage}
            problem={damageProblem}
          />
        </SideBox>
        <Actions>
          <PrimaryButton type="button" onClick={() => void submit()}>
            {active.nextRole
              ? t(statement.mode === 'alone' ? 'turn.alone.saveAndHandOver' : 'turn.saveAndHandOver', {
                  role: active.nextRole,
                })
              : t('continue')}
          </PrimaryButton>
        </Actions>
      </FormColumn>
    </PageSection>
  );
}
