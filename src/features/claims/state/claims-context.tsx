import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccidentStatementView } from '@contracts/accident-statement';
import { clearStatementData } from '../offline/clear-statement-data';
import {
  loadPendingDraft,
  useStatementOutbox,
  type OutboxContent,
  type OutboxPart,
  type OutboxRefusal,
} from '../offline/outbox';
import { photoQueueFor } from '../photos/photo-queue';
import { settleOverlay, withPending, type PendingOverlay } from '../sync/pending-overlay';
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
  /**
   * Every write of a statement's content: kept on the phone at once and sent through the outbox (now, and again
   * until the server has it, across a lost signal or a reload). The page shows it from this moment on. `whileEditing`:
   * the driver is still at it (dragging a car on the sketch), so it waits for the outbox's pause rather than going now.
   */
  savePart: <P extends OutboxPart>(part: P, content: OutboxContent[P], options?: { whileEditing?: boolean }) => void;
  /** The server refused a write for good (the statement was locked meanwhile). */
  refusal: OutboxRefusal | null;
  /** Edits kept on the phone that the server does not have yet: nobody signs before they are there. */
  unsent: boolean;
}

const ClaimsContext = createContext<ClaimsContextValue | null>(null);

const isGone = (error: CallError | null) =>
  error !== null && (error.code === 'functions/not-found' || error.code === 'functions/permission-denied');

export function ClaimsProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [access, setAccess] = useState<StatementAccess | null>(() => readAccess());
  const [safe, setSafe] = useState(readSafety);
  const reading = access ? { statementId: access.statementId, partyToken: readingToken(access) } : null;
  // A locked statement still changes by its claim number and the e-mails going out; once `sent`, nothing changes.
  const [poll, setPoll] = useState(true);
  const query = useAccidentStatementQuery(reading, poll);
  const sent = query.data?.statement.state === 'sent';
  if (poll === sent) setPoll(!sent);
  const loadError = query.error ?? null;
  const statementId = access?.statementId ?? null;
  const refreshNow = useCallback(async () => {
    if (statementId) await queryClient.refetchQueries({ queryKey: accidentStatementKeys.statement(statementId) });
  }, [statementId, queryClient]);
  // A write refused for good (the statement was locked meanwhile): the statement as it is now takes the phone on.
  const onRefused = useCallback(() => void refreshNow(), [refreshNow]);
  const outbox = useStatementOutbox(reading, { onRefused });
  const [overlay, setOverlay] = useState<PendingOverlay>({});
  const lastAskedAt = query.data?.askedAt ?? 0;
  const statement = access && query.data ? withPending(query.data.statement, overlay) : null;

  // Each time the outbox takes or sends something, and at each read: what it still holds stays over the server's
  // content, what it sent stays until a read after the send brings it back.
  const { pending: pendingCount, sending } = outbox;
  useEffect(() => {
    if (!statementId) return;
    let current = true;
    void loadPendingDraft(statementId).then((stillPending) => {
      if (current) setOverlay((before) => settleOverlay(before, stillPending, Date.now(), lastAskedAt));
    });
    return () => {
      current = false;
    };
  }, [statementId, pendingCount, sending, lastAskedAt]);

  // A save that has just gone out is read back now rather than at the next poll (once per send, not per read).
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending) void refreshNow();
    wasSending.current = sending;
  }, [sending, refreshNow]);

  // An uploaded photo is a new version of the statement: read it now, not at the next poll, or a signature given
  // just after the last photo went up carries the version before it and is refused as "changed while you read".
  useEffect(() => {
    if (!statementId) return;
    const queue = photoQueueFor(statementId);
    const uploadedCount = () => queue.snapshot().filter((photo) => photo.state === 'uploaded').length;
    let uploaded = uploadedCount();
    return queue.subscribe(() => {
      const now = uploadedCount();
      if (now > uploaded) void refreshNow();
      uploaded = now;
    });
  }, [statementId, refreshNow]);

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
    if (statementId) {
      queryClient.removeQueries({ queryKey: accidentStatementKeys.statement(statementId) });
      void clearStatementData(statementId);
    }
    discardAccess();
    setAccess(null);
    setOverlay({});
  }, [statementId, queryClient]);

  const { queue, flush } = outbox;
  const savePart = useCallback<ClaimsContextValue['savePart']>(
    (part, content, options) => {
      setOverlay((before) => ({ ...before, [part]: { content, sentAt: null } }));
      queue(part, content);
      // The driver has finished with the step: the other phone should see it now, not after the typing pause.
      if (!options?.whileEditing) flush();
    },
    [queue, flush],
  );

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
      refresh: refreshNow,
      savePart,
      refusal: outbox.refusal,
      unsent: pendingCount > 0 || sending,
    }),
    [
      safe,
      access,
      statement,
      query.isPending,
      loadError,
      confirmSafety,
      begin,
      updateAccess,
      discard,
      refreshNow,
      savePart,
      outbox.refusal,
      pendingCount,
      sending,
    ],
  );
  return <ClaimsContext.Provider value={value}>{children}</ClaimsContext.Provider>;
}

export function useClaims(): ClaimsContextValue {
  const value = useContext(ClaimsContext);
  if (!value) throw new Error('useClaims outside the claims layout');
  return value;
}
