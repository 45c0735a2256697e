import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccidentStatementView } from '@contracts/accident-statement';
import { callNames } from '@contracts/call-names';
import type { GetAccidentStatementRequest, GetAccidentStatementResponse } from '@contracts/get-accident-statement';
import { callFunction, type CallError, type CallRequest } from './call-function';

export const getAccidentStatement = (request: CallRequest<GetAccidentStatementRequest>) =>
  callFunction<GetAccidentStatementRequest, GetAccidentStatementResponse>(callNames.getAccidentStatement, request);

export const accidentStatementKeys = {
  all: ['accidentStatement'] as const,
  statement: (statementId: string) => [...accidentStatementKeys.all, statementId] as const,
};

/**
 * How often an open statement asks for the other phone's changes: every 1.5 s, so a change shows on the other phone
 * within 2 s (issue 27). TanStack Query pauses the interval while the page is hidden (`refetchIntervalInBackground`
 * is off), so a phone in a pocket asks nothing. A phone that has the current version gets only the version back.
 */
export const statementPollMs = 1_500;

/**
 * The statement as last read, and when that read was asked for: a read asked after a save was answered shows that
 * save, one asked before it may not (the phone's own pending edits stay over it until then).
 */
export interface StatementRead {
  statement: AccidentStatementView;
  /** ms since the epoch, on this phone's clock. */
  askedAt: number;
}

/** The statement a phone holds the secret of, polled while the page is in view. */
export const accidentStatementQuery = (access: { statementId: string; partyToken: string }, poll: boolean) =>
  queryOptions<StatementRead, CallError>({
    queryKey: accidentStatementKeys.statement(access.statementId),
    queryFn: async ({ client, queryKey }) => {
      const askedAt = Date.now();
      const known = client.getQueryData<StatementRead>(queryKey)?.statement;
      const answer = await getAccidentStatement({ ...access, knownVersion: known?.version ?? null });
      if (answer.changed) return { statement: answer.statement, askedAt };
      if (!known) throw new Error('The server answered "unchanged" to a phone that knows no version');
      return { statement: known, askedAt };
    },
    refetchInterval: poll ? statementPollMs : false,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });

export const useAccidentStatementQuery = (access: { statementId: string; partyToken: string } | null, poll: boolean) =>
  useQuery({
    ...accidentStatementQuery(access ?? { statementId: '', partyToken: '' }, poll),
    enabled: access !== null,
  });
