import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccidentStatementView, PartyRole } from '@contracts/accident-statement';
import { accidentStatementKeys, useAccidentStatementQuery } from '../../../api/get-accident-statement';
import type { CallError } from '../../../api/call-function';
import { accidentStatementStoragePrefix } from '../../../lib/storage-prefixes';
import { discardAccess, readAccess, readingToken, writeAccess, type StatementAccess } from '../access/statement-access';

const safetyKey = `${accidentStatementStoragePrefix}safe`;

function readSafety(): boolean {
  try {
    return window.sessionStorage.getItem(safetyKey) === 'yes';
  } catch {
    return false;
  }
}

export interface ClaimsState {
  /** The driver answered that nobody is injured and at most two vehicles are involved. */
  safe: boolean;
  access: StatementAccess | null;
  /** The statement, once loaded; null without access. */
  statement: AccidentStatementView | null;
  /** The first answer has not come yet (the pages wait for it rather than guess). */
  loading: boolean;
  /** The server does not know the statement (deleted after 30 days, or a secret that no longer works). */
  gone: boolean;
  loadError: CallError | null;
}

interface ClaimsContextValue extends ClaimsState {
  confirmSafety: () => void;
  /** Keeps a new access (a started or joined statement) and starts following it. */
  begin: (access: Omit<StatementAccess, 'furthest' | 'activeRole' | 'sentAt'>) => void;
  updateAccess: (change: Partial<Pick<StatementAccess, 'furthest' | 'activeRole' | 'sentAt' | 'join'>>) => void;
  /** Forgets the statement on this phone (the driver discards it or starts another). */
  discard: () => void;
  /** Reads the statement again now (after a save), rather than at the next poll. */
  refresh: () => Promise<void>;
}

const ClaimsContext = createContext<ClaimsContextValue | null>(null);

const isGone = (error: CallError | null) =>
  error !== null && (error.code === 'functions/not-found' || error.code === 'functions/permission-denied');

export function ClaimsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [access, setAccess] = useState<StatementAccess | null>(() => readAccess());
  const [safe, setSafe] = useState(readSafety);
  const reading = access ? { statementId: access.statementId, partyToken: readingToken(access) } : null;
  // A statement that is sent changes only by its claim number: still asked for until the insurer answered.
  const query = useAccidentStatementQuery(reading, true);
  const statement = access ? (query.data ?? null) : null;
  const loadError = query.error ?? null;

  const confirmSafety = useCallback(() => {
    setSafe(true);
    try {
      window.sessionStorage.setItem(safetyKey, 'yes');
    } catch {
      // Without storage the answer lasts while the page is open.
    }
  }, []);

  const begin = useCallback<ClaimsContextValue['begin']>((started) => {
    const next: StatementAccess = {
      ...started,
      furthest: 0,
      activeRole: started.partyTokens.A ? 'A' : 'B',
      sentAt: null,
    };
    writeAccess(next);
    setAccess(next);
  }, []);

  const updateAccess = useCallback<ClaimsContextValue['updateAccess']>((change) => {
    setAccess((current) => {
      if (!current) return current;
      const next = { ...current, ...change, furthest: Math.max(current.furthest, change.furthest ?? 0) };
      writeAccess(next);
      return next;
    });
  }, []);

  const discard = useCallback(() => {
    if (access) queryClient.removeQueries({ queryKey: accidentStatementKeys.statement(access.statementId) });
    discardAccess();
    setAccess(null);
  }, [access, queryClient]);

  const refresh = useCallback(async () => {
    if (access) await queryClient.refetchQueries({ queryKey: accidentStatementKeys.statement(access.statementId) });
  }, [access, queryClient]);

  const value = useMemo<ClaimsContextValue>(
    () => ({
      safe: safe || access !== null,
      access,
      statement,
      loading: access !== null && query.isPending && !isGone(loadError),
      gone: isGone(loadError),
      loadError,
      confirmSafety,
      begin,
      updateAccess,
      discard,
      refresh,
    }),
    [safe, access, statement, query.isPending, loadError, confirmSafety, begin, updateAccess, discard, refresh],
  );
  return <ClaimsContext.Provider value={value}>{children}</ClaimsContext.Provider>;
}

export function useClaims(): ClaimsContextValue {
  const value = useContext(ClaimsContext);
  if (!value) throw new Error('useClaims outside the claims layout');
  return value;
}

/** The roles this phone writes, from the statement (the server says) or the stored secrets while it loads. */
export const rolesOfPhone = (state: Pick<ClaimsState, 'access' | 'statement'>): PartyRole[] =>
  state.statement?.you ?? (['A', 'B'] as const).filter((role) => state.access?.partyTokens[role] !== undefined);
