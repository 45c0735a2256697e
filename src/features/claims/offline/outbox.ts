import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PartyRole, StatementCommon, StatementSide } from '@contracts/accident-statement';
import { saveAccidentCommon } from '../../../api/save-accident-common';
import { saveAccidentSide } from '../../../api/save-accident-side';
import { offlineTable } from './offline-tables';
import { isFinalRefusal, isOnline, offlineTiming, retryDelay, useOnline, whenOnline } from './network';

/** The statement a phone works on and its side's secret. */
export interface StatementAccess {
  statementId: string;
  partyToken: string;
}

/** The parts a phone saves separately: the shared sections (A's phone) and each vehicle's side. */
export type OutboxPart = 'common' | PartyRole;
export interface OutboxContent {
  common: StatementCommon;
  A: StatementSide;
  B: StatementSide;
}

/** The server refused a part for good (locked, not valid): its unsent content is dropped, not tried forever. */
export interface OutboxRefusal {
  part: OutboxPart;
  /** The call's error key (`statement-locked`, `validation-error`…), for the page to show. */
  errorKey: string;
  code: string;
}

interface DraftEntry {
  part: OutboxPart;
  content: OutboxContent[OutboxPart];
  /** ISO 8601: when the driver made this edit. */
  savedAt: string;
}

interface OutboxSnapshot {
  pending: number;
  sending: boolean;
  refusal: OutboxRefusal | null;
}

const drafts = offlineTable<DraftEntry>('drafts');
const draftKey = (statementId: string, part: OutboxPart) => `${statementId}/${part}`;
const statementPrefix = (statementId: string) => `${statementId}/`;

function sendPart(access: StatementAccess, entry: DraftEntry) {
  const { statementId, partyToken } = access;
  return entry.part === 'common'
    ? saveAccidentCommon({ statementId, partyToken, common: entry.content as StatementCommon })
    : saveAccidentSide({ statementId, partyToken, role: entry.part, side: entry.content as StatementSide });
}

/**
 * One statement's unsent edits. It lives as long as the page, not as long as the step that queued an edit: the driver
 * moves on while a save waits for a signal. The phone's table holds the same entries, for a reload or a closed tab.
 */
class StatementOutbox {
  private readonly latest = new Map<OutboxPart, DraftEntry>();
  private readonly timers = new Map<OutboxPart, ReturnType<typeof setTimeout>>();
  private readonly failures = new Map<OutboxPart, number>();
  private readonly sending = new Set<OutboxPart>();
  /** When each part's last save left (ms since the epoch). */
  private readonly lastSent = new Map<OutboxPart, number>();
  /** Parts edited again while their save was on its way: sent once more when it returns. */
  private readonly again = new Set<OutboxPart>();
  private readonly listeners = new Set<() => void>();
  private readonly refusalListeners = new Set<(refusal: OutboxRefusal) => void>();
  /** The table's writes in the order they were asked for, so a delete after a send cannot overtake a newer edit. */
  private writes: Promise<unknown> = Promise.resolve();
  private access: StatementAccess | null = null;
  private stopped = false;
  private readonly stopOnline: () => void;
  readonly loaded: Promise<void>;
  snapshot: OutboxSnapshot = { pending: 0, sending: false, refusal: null };

  constructor(readonly statementId: string) {
    this.loaded = drafts
      .entries(statementPrefix(statementId))
      .then((rows) => {
        // What an earlier visit left unsent goes as soon as the page gives the access (now, if it has); an edit made
        // on this page meanwhile is newer and keeps its own debounce.
        for (const [, entry] of rows)
          if (!this.latest.has(entry.part)) {
            this.latest.set(entry.part, entry);
            this.schedule(entry.part, 0);
          }
        this.emit();
      })
      .catch(() => undefined);
    this.stopOnline = whenOnline(() => this.flush());
    document.addEventListener('visibilitychange', this.onHidden);
  }

  /**
   * The driver switches app, locks the phone or closes the tab: what waits for its debounce goes now, while the page
   * may still send (the phone's table keeps it anyway if it cannot).
   */
  private readonly onHidden = () => {
    if (document.visibilityState === 'hidden') this.flush();
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  onRefusal(listener: (refusal: OutboxRefusal) => void) {
    this.refusalListeners.add(listener);
    return () => {
      this.refusalListeners.delete(listener);
    };
  }

  setAccess(access: StatementAccess) {
    this.access = access;
  }

  pendingContent(): Partial<OutboxContent> {
    return Object.fromEntries([...this.latest].map(([part, entry]) => [part, entry.content]));
  }

  queue<Part extends OutboxPart>(part: Part, content: OutboxContent[Part]) {
    if (this.stopped) return;
    const entry: DraftEntry = { part, content, savedAt: new Date().toISOString() };
    this.latest.set(part, entry);
    this.write(() => drafts.put(draftKey(this.statementId, part), entry));
    const sinceLastSend = Date.now() - (this.lastSent.get(part) ?? 0);
    this.schedule(part, Math.max(offlineTiming.debounceMs, offlineTiming.minIntervalMs - sinceLastSend));
    this.emit();
  }

  /** Sends every unsent part now (the network is back, the driver leaves the step). */
  flush() {
    for (const part of this.latest.keys()) this.schedule(part, 0);
  }

  stop() {
    this.stopped = true;
    this.stopOnline();
    document.removeEventListener('visibilitychange', this.onHidden);
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.latest.clear();
    this.emit();
  }

  private write(change: () => Promise<void>) {
    this.writes = this.writes.then(change).catch(() => undefined);
  }

  private schedule(part: OutboxPart, delay: number) {
    clearTimeout(this.timers.get(part));
    this.timers.set(
      part,
      setTimeout(() => {
        this.timers.delete(part);
        void this.send(part);
      }, delay),
    );
  }

  private async send(part: OutboxPart) {
    await this.loaded;
    const entry = this.latest.get(part);
    const access = this.access;
    if (this.stopped || !entry || !access) return;
    if (this.sending.has(part)) {
      this.again.add(part);
      return;
    }
    // Without a network the call would only fail; the `online` event sends it.
    if (!isOnline()) return;
    this.sending.add(part);
    this.lastSent.set(part, Date.now());
    this.emit();
    try {
      await sendPart(access, entry);
      this.failures.delete(part);
      this.settle(part, entry);
    } catch (error) {
      if (isFinalRefusal(error)) {
        this.failures.delete(part);
        this.settle(part, entry);
        this.refuse({ part, errorKey: error.errorKey, code: error.code });
      } else {
        const failures = (this.failures.get(part) ?? 0) + 1;
        this.failures.set(part, failures);
        if (!this.again.has(part)) this.schedule(part, retryDelay(failures));
      }
    } finally {
      this.sending.delete(part);
      if (this.again.delete(part) && this.latest.has(part)) this.schedule(part, 0);
      this.emit();
    }
  }

  /** The server has this entry (or refused it for good): it leaves the outbox unless a newer edit replaced it. */
  private settle(part: OutboxPart, entry: DraftEntry) {
    if (this.latest.get(part) !== entry) return;
    this.latest.delete(part);
    this.write(() => drafts.delete(draftKey(this.statementId, part)));
  }

  private refuse(refusal: OutboxRefusal) {
    this.snapshot = { ...this.snapshot, refusal };
    for (const listener of this.refusalListeners) listener(refusal);
  }

  private emit() {
    const pending = this.latest.size;
    const sending = this.sending.size > 0;
    if (pending !== this.snapshot.pending || sending !== this.snapshot.sending)
      this.snapshot = { ...this.snapshot, pending, sending };
    for (const listener of this.listeners) listener();
  }
}

const outboxes = new Map<string, StatementOutbox>();

function outboxFor(statementId: string) {
  let outbox = outboxes.get(statementId);
  if (!outbox) {
    outbox = new StatementOutbox(statementId);
    outboxes.set(statementId, outbox);
  }
  return outbox;
}

/**
 * The content this phone has not sent yet, part by part (read from the phone's table after a reload): a page shows
 * it over the server's, which does not have it yet.
 */
export async function loadPendingDraft(statementId: string): Promise<Partial<OutboxContent>> {
  const outbox = outboxFor(statementId);
  await outbox.loaded;
  return outbox.pendingContent();
}

/** Stops the statement's outbox and forgets its unsent edits (the statement was sent or thrown away). */
export async function clearDrafts(statementId: string): Promise<void> {
  outboxes.get(statementId)?.stop();
  outboxes.delete(statementId);
  await drafts.deleteAll(statementPrefix(statementId)).catch(() => undefined);
}

const idle: OutboxSnapshot = { pending: 0, sending: false, refusal: null };
const noSubscription = () => () => undefined;

/**
 * Saves a statement's parts as the driver edits them: the latest content of each part is kept on the phone at once
 * and sent ~600 ms after the last edit, when there is a network; a failed save is tried again (and again when the
 * network returns), a reload or a closed tab sends what was left on the next visit. A refusal that will never
 * succeed (the statement is locked, the content is not valid) drops the part's unsent content and is reported through
 * `refusal` and `onRefused`.
 */
export function useStatementOutbox(
  access: StatementAccess | null,
  { onRefused }: { onRefused?: (refusal: OutboxRefusal) => void } = {},
) {
  const statementId = access?.statementId ?? null;
  const partyToken = access?.partyToken ?? null;
  const outbox = useMemo(() => (statementId ? outboxFor(statementId) : null), [statementId]);
  const snapshot = useSyncExternalStore(
    outbox?.subscribe ?? noSubscription,
    () => outbox?.snapshot ?? idle,
    () => idle,
  );
  const online = useOnline();

  useEffect(() => {
    if (!outbox || !statementId || !partyToken) return;
    outbox.setAccess({ statementId, partyToken });
    outbox.flush();
  }, [outbox, statementId, partyToken]);

  useEffect(() => (outbox && onRefused ? outbox.onRefusal(onRefused) : undefined), [outbox, onRefused]);

  const queue = useCallback(
    <Part extends OutboxPart>(part: Part, content: OutboxContent[Part]) => outbox?.queue(part, content),
    [outbox],
  );
  const flush = useCallback(() => outbox?.flush(), [outbox]);

  return {
    queue,
    /** Parts with content the server does not have yet. */
    pending: snapshot.pending,
    sending: snapshot.sending,
    online,
    flush,
    refusal: snapshot.refusal,
  };
}
