import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkInProgressFields } from '@contracts/work-in-progress';
import { useFlowStep } from '../../../lib/use-flow-step';
import { useOnboarding } from '../state/onboarding-store';
import { quoteStepId, useQuoteFlow, type QuoteSave, type QuoteStepName } from './quote-flow';
import { useSaveProgress } from './use-save-progress';

/** A quote page's way to reach, guard and leave its step in the flow that shows it (see onboarding-flow.ts). */
export function useQuoteStep(name: QuoteStepName) {
  const quote = useQuoteFlow();
  const id = quoteStepId(quote, name);
  const { state, dispatch } = useOnboarding();
  const saveProgress = useSaveProgress();
  const reach = useCallback((index: number) => dispatch({ type: 'stepReached', index }), [dispatch]);
  const save = useCallback(
    (step: QuoteSave, fields?: Partial<WorkInProgressFields>) =>
      saveProgress(step.lastStep, { progress: step.progress, fields }),
    [saveProgress],
  );
  const controls = useFlowStep(quote.flow, id, { state, furthest: state.furthestStep, reach, save });
  const { t } = useTranslation(quote.leads);
  // The flow's own name for the page, where it names its pages (a renewal); else the route table's.
  const heading = quote.routeTexts ? t(`${quote.routeTexts}.${id}.heading`) : undefined;
  return { ...controls, routeId: id, heading };
}

export type QuoteStep = ReturnType<typeof useQuoteStep>;
