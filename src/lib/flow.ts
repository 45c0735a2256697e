/**
 * A multi-step flow (the quote, the registration) declared once: its steps in order, which of them the progress bar
 * shows, who may be on each step, what leaving or reaching it records, and where it leads. Pages read it through
 * `useFlowStep`; none of them knows which page comes next.
 */
export interface FlowStep<State, Save, Id extends string> {
  id: Id;
  /** The progress bar's step this page belongs to; pages without one (the vehicle lookup) are outside the bar. */
  progress?: string;
  /** Where a visitor goes who cannot be on this step yet (no vehicle found, no price), or null to stay. */
  guard?: (state: State) => Id | null;
  /** What the step records on the work-in-progress record, and when. */
  save?: Save;
  saveWhen?: 'arrive' | 'leave';
  /**
   * Whether leaving waits for the save. The first save creates the record and must not hold the driver up on the
   * page where they only typed a plate; later steps wait, so the next save writes the same record.
   */
  waitForSave?: boolean;
  /** The step after this one, when it is not the next in the list (a side step, or one of two ways in). */
  next?: Id;
}

export interface Flow<State, Save, Id extends string> {
  steps: readonly FlowStep<State, Save, Id>[];
  path: (id: Id) => string;
  /** i18n keys: the progress bar's name, a finished step's mark, and a step's label by its `progress`. */
  texts: { progress: string; finished: string; step: (progress: string) => string };
}

export function defineFlow<State, Save, Id extends string>(flow: Flow<State, Save, Id>): Flow<State, Save, Id> {
  const ids = flow.steps.map((step) => step.id);
  if (new Set(ids).size !== ids.length) throw new Error(`A flow declares a step twice: ${ids.join(', ')}`);
  const unknown = flow.steps.flatMap((step) => (step.next && !ids.includes(step.next) ? [step.next] : []));
  if (unknown.length > 0) throw new Error(`The flow leads to steps it does not declare: ${unknown.join(', ')}`);
  return flow;
}

export function flowStep<State, Save, Id extends string>(
  flow: Flow<State, Save, Id>,
  id: Id,
): FlowStep<State, Save, Id> {
  const step = flow.steps.find((candidate) => candidate.id === id);
  if (!step) throw new Error(`The flow has no step ${id}`);
  return step;
}

/** The progress bar's steps in order, each with the first page that belongs to it. */
export function progressSteps<State, Save, Id extends string>(flow: Flow<State, Save, Id>) {
  const seen = new Map<string, Id>();
  for (const step of flow.steps) if (step.progress && !seen.has(step.progress)) seen.set(step.progress, step.id);
  return [...seen].map(([progress, id]) => ({ progress, id }));
}

/** A progress step's place in the bar, counted from 0; -1 for pages outside it. */
export function progressIndex<State, Save, Id extends string>(flow: Flow<State, Save, Id>, id: Id): number {
  const { progress } = flowStep(flow, id);
  return progress ? progressSteps(flow).findIndex((step) => step.progress === progress) : -1;
}

/** The step a driver goes on to from `id`: its declared `next`, or the one after it in the list. */
export function nextStep<State, Save, Id extends string>(flow: Flow<State, Save, Id>, id: Id): Id | null {
  const step = flowStep(flow, id);
  if (step.next) return step.next;
  const index = flow.steps.indexOf(step);
  return flow.steps[index + 1]?.id ?? null;
}
