import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { hasSideB, type AccidentStatementView } from '@contracts/accident-statement';
import type { AccidentSketch } from '@contracts/accident-sketch';
import { ClaimsHeader } from '../ui/claims-header';
import { PageSection } from '../../../app/layout/page-section';
import { PrimaryButton } from '../../../app/ui/buttons';
import { FlowProgressBar } from '../../../app/ui/flow-progress-bar';
import { Actions } from '../../../app/ui/form-layout';
import { useClaimsStep } from '../flow/use-claims-step';
import { guardedStatement } from '../flow/claims-flow';
import { useClaims } from '../state/claims-context';
import { SketchEditor } from '../drawing/sketch-editor';
import { SketchView } from '../drawing/sketch-view';

/**
 * Section 13, the sketch: drawn on driver A's phone (it writes the shared part), shown to B's phone as it is drawn,
 * which each of its polls brings. Each change goes to the outbox as it is made, so a reload (or a phone that dies)
 * keeps the sketch as it was, and B's phone sees it without waiting for A to go on.
 */
export function ClaimsReportSketchPage() {
  const claims = useClaims();
  const step = useClaimsStep('claims-report-sketch');
  if (step.redirect) return <Navigate to={step.redirect} replace />;
  return <SketchStep step={step} statement={guardedStatement(claims)} />;
}

function SketchStep({ step, statement }: { step: ReturnType<typeof useClaimsStep>; statement: AccidentStatementView }) {
  const { t } = useTranslation('claims');
  const { savePart } = useClaims();
  const editable = statement.you.includes('A');
  const [sketch, setSketch] = useState<AccidentSketch | null>(statement.common.sketch);
  const change = (next: AccidentSketch | null) => {
    setSketch(next);
    savePart('common', { ...statement.common, sketch: next }, { whileEditing: true });
  };
  const goOn = async () => {
    if (editable) await step.leave({ common: { ...statement.common, sketch } });
    else await step.goOn();
  };
  return (
    <PageSection>
      <FlowProgressBar progress={step.progress} />
      <ClaimsHeader id="claims-report-sketch" lead={t(editable ? 'sketch.lead' : 'sketch.leadB')} />
      {editable ? (
        <SketchEditor value={sketch} onChange={change} hasVehicleB={hasSideB(statement.otherParty)} />
      ) : (
        <SketchView sketch={statement.common.sketch} />
      )}
      <Actions>
        <PrimaryButton type="button" onClick={() => void goOn()}>
          {t('continue')}
        </PrimaryButton>
      </Actions>
    </PageSection>
  );
}
