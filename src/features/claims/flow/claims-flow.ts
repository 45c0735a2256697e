import type { AccidentStatementView } from '@contracts/accident-statement';
import { defineFlow } from '../../../lib/flow';
import { claimsPaths, type ClaimsRouteId } from '../claims-routes';
import type { ClaimsState } from '../state/claims-context';

export type ClaimsStepId = ClaimsRouteId;

/** What a step writes: the shared part (driver A's phone) or the side the phone is on now. */
export type ClaimsSave = 'common' | 'side';

const needsSafety = (state: ClaimsState): ClaimsStepId | null => (state.safe ? null : 'claims-report');
const needsStatement = (state: ClaimsState): ClaimsStepId | null =>
  state.access && state.statement ? null : 'claims-report';
/** Nothing is written to a locked statement: its phones go to what happens next. */
const needsDraft = (state: ClaimsState) =>
  needsStatement(state) ?? (state.statement?.state === 'draft' ? null : 'claims-report-sent');
/** The shared part (when, where, witnesses) is driver A's phone's to write: B's phone goes on to its own side. */
const needsSideA = (state: ClaimsState) =>
  needsDraft(state) ?? (state.statement?.you.includes('A') ? null : 'claims-report-vehicle');

/** The statement a page behind `needsStatement` may count on. */
export function guardedStatement(state: ClaimsState): AccidentStatementView {
  if (!state.statement || !state.access) throw new Error('A page behind the statement guard rendered without one');
  return state.statement;
}

/**
 * The accident statement (issue 27), in the paper form's order: the safety question and how the drivers fill it
 * (outside the bar until a statement exists), sharing it with B's phone, then the bar's steps. B's phone comes in by
 * the join code and starts at its own vehicle; it skips what only A's phone writes. A locked statement's phones go to
 * the sent page from every step.
 */
export const claimsFlow = defineFlow<ClaimsState, ClaimsSave, ClaimsStepId>({
  path: (id) => claimsPaths[id],
  texts: {
    progress: 'claims:progress.label',
    finished: 'claims:progress.finished',
    step: (progress) => `claims:progress.steps.${progress}`,
  },
  steps: [
    { id: 'claims-report' },
    {
      id: 'claims-report-how',
      progress: 'start',
      // A phone with a statement chose already; B's phone and one-phone statements go on past the sharing.
      guard: (state) => needsSafety(state) ?? (state.statement ? 'claims-report-share' : null),
    },
    {
      id: 'claims-report-share',
      progress: 'start',
      guard: (state) =>
        needsDraft(state) ??
        (state.statement?.mode === 'two-phones' ? null : 'claims-report-when-where') ??
        needsSideA(state),
    },
    { id: 'claims-report-when-where', progress: 'scene', guard: needsSideA, save: 'common' },
    { id: 'claims-report-vehicle', progress: 'vehicles', guard: needsDraft, save: 'side' },
    { id: 'claims-report-circumstances', progress: 'vehicles', guard: needsDraft, save: 'side' },
    { id: 'claims-report-sketch', progress: 'sketch', guard: needsDraft, save: 'common' },
    { id: 'claims-report-photos', progress: 'sketch', guard: needsDraft },
    { id: 'claims-report-review', progress: 'sign', guard: needsDraft },
    {
      id: 'claims-report-sent',
      guard: (state) => needsStatement(state) ?? (state.statement?.state === 'draft' ? 'claims-report-review' : null),
    },
    { id: 'claims-join', next: 'claims-report-vehicle' },
    { id: 'claims-join-code', next: 'claims-report-vehicle' },
  ],
});
