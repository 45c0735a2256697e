import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { flowStep, nextStep, progressIndex, progressSteps, type Flow } from './flow';

/** What a flow needs from its owner: its state, how far the driver got, and how a step is recorded. */
export interface FlowRuntime<State, Save, Fields, Saved> {
  state: State;
  /** Index of the furthest progress step reached; only ever grows. */
  furthest: number;
  reach: (progressIndex: number) => void;
  save: (save: Save, fields?: Fields) => Promise<Saved>;
}

/** What the progress bar shows for a step: every progress step, the active one and how far the driver may go back. */
export interface FlowProgress {
  texts: { progress: string; finished: string };
  steps: { label: string; path: string }[];
  active: number;
  furthest: number;
}

export interface FlowStepControls<Fields, Saved> {
  /** Where to send a visitor who may not be on the step yet; the page renders nothing else when it is set. */
  redirect: string | null;
  /** The path of the step after this one. */
  nextPath: string;
  /** Records the step as the declaration says and goes on to the next one. */
  leave: (fields?: Fields) => Promise<void>;
  /** Records the step now (before a call that must see the record current), without leaving it. */
  record: (fields?: Fields) => Promise<Saved | null>;
  /** Goes on to the next step once the step is recorded some other way (`record`, or by the server). */
  goOn: () => Promise<void>;
  /** The progress bar's content, or null on pages outside it. */
  progress: FlowProgress | null;
}

/**
 * The one way a step page reaches, guards and leaves its step: redirects a visitor who may not be there yet, marks
 * the progress reached on arrival, records the step when the declaration says so, and leaves for the declared next
 * step.
 */
export function useFlowStep<State, Save, Id extends string, Fields, Saved>(
  flow: Flow<State, Save, Id>,
  id: Id,
  runtime: FlowRuntime<State, Save, Fields, Saved>,
): FlowStepControls<Fields, Saved> {
  const navigate = useNavigate();
  const step = flowStep(flow, id);
  const guardedTo = step.guard?.(runtime.state) ?? null;
  const redirect = guardedTo ? flow.path(guardedTo) : null;
  const next = nextStep(flow, id);
  const nextPath = next ? flow.path(next) : flow.path(id);
  const index = progressIndex(flow, id);
  const { reach, save, furthest } = runtime;

  // Once per visit to the step, whatever the save's own dependencies do.
  const arrived = useRef(false);
  useEffect(() => {
    if (redirect || arrived.current) return;
    arrived.current = true;
    if (index >= 0) reach(index);
    if (step.save && step.saveWhen === 'arrive') void save(step.save);
  }, [redirect, index, reach, save, step]);

  const record = useCallback(async (fields?: Fields) => (step.save ? save(step.save, fields) : null), [step, save]);

  const goOn = useCallback(async () => {
    const nextIndex = next ? progressIndex(flow, next) : -1;
    if (nextIndex >= 0) reach(nextIndex);
    await navigate(nextPath);
  }, [flow, next, nextPath, reach, navigate]);

  const leave = useCallback(
    async (fields?: Fields) => {
      if (step.saveWhen !== 'arrive') {
        const saving = record(fields);
        if (step.waitForSave !== false) await saving;
      }
      await goOn();
    },
    [step, record, goOn],
  );

  const progress = useMemo<FlowProgress | null>(
    () =>
      index < 0
        ? null
        : {
            texts: { progress: flow.texts.progress, finished: flow.texts.finished },
            steps: progressSteps(flow).map((entry) => ({
              label: flow.texts.step(entry.progress),
              path: flow.path(entry.id),
            })),
            active: index,
            furthest: Math.max(furthest, index),
          },
    [flow, index, furthest],
  );

  return { redirect, nextPath, leave, record, goOn, progress };
}
