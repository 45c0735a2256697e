/**
 * What lets the claims area open again without a signal (docs/decisions/0027-claims-offline.md): the service worker
 * that brings its pages, and the statement kept as the phone last read it, which they show with the outbox's edits
 * over it. A chunk of its own, which the area's layout starts after its first render.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { accidentStatementKeys, type StatementRead } from '../../../api/get-accident-statement';
import { whenIdle } from '../../../lib/when-idle';
import { readAccess } from '../access/statement-access';
import { claimsServiceWorkerFile } from './claims-service-worker-file';
import { isFinalRefusal } from './network';
import { indexedDbTable } from './offline-tables';
import { loadPendingDraft } from './outbox';

const areaPath = '/claims/';
let registered = false;

/**
 * Registers the worker once the page has nothing more urgent to do. Its scope is the area in the page's language
 * (/claims/, /en/claims/): no other page of the site is ever controlled by it, so they all keep going to the network.
 *
 * A new deploy's worker takes over at once (skipWaiting, clientsClaim) and removes the old build's files from its
 * cache; a page still running the old build would then miss the chunks it has not loaded yet, so it reloads onto the
 * new one. Everything the driver saved is on the phone and the reload resumes at the same step. The first worker
 * taking control of a page that had none is no new build, and reloads nothing.
 */
function registerServiceWorker(): void {
  const { pathname } = window.location;
  const area = pathname.indexOf(areaPath);
  // The area's layout mounts again on the way from the join page into the report: one listener for the page.
  if (registered || area < 0 || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  const { serviceWorker } = navigator;
  let controlled = serviceWorker.controller !== null;
  serviceWorker.addEventListener('controllerchange', () => {
    if (controlled) window.location.reload();
    controlled = true;
  });
  whenIdle(() => {
    // Without it the area still works online; a failed registration is tried again on the next visit.
    serviceWorker
      .register(`/${claimsServiceWorkerFile}`, { scope: pathname.slice(0, area + areaPath.length) })
      .catch(() => undefined);
  });
}

/**
 * The statements' last reads, beside their outboxes (offline-tables.ts). Only in IndexedDB: a read kept in memory
 * would go with the page it is kept for.
 */
const reads = indexedDbTable<StatementRead>('statements');
const statementPrefix = (statementId: string) => `${statementId}/`;
const readKey = (statementId: string) => `${statementPrefix(statementId)}last-read`;
/** The version of each statement last kept, or found no longer to keep: polls that bring nothing new write nothing. */
const handledVersions = new Map<string, number>();

const statementIdOf = (query: Query) => {
  const [name, statementId] = query.queryKey;
  return name === accidentStatementKeys.all[0] && typeof statementId === 'string' ? statementId : null;
};

const forget = (statementId: string) => reads.deleteAll(statementPrefix(statementId)).catch(() => undefined);

/**
 * Keeps a statement being filled in as the phone has just read it. Its kept read goes as the rest of what the phone
 * kept of it does (clearStatementData): once it is locked or sent.
 */
function keep(statementId: string, read: StatementRead) {
  const { statement } = read;
  if (handledVersions.get(statementId) === statement.version) return;
  handledVersions.set(statementId, statement.version);
  if (statement.state !== 'draft') void forget(statementId);
  else reads.put(readKey(statementId), read).catch(() => handledVersions.delete(statementId));
}

/**
 * A page opened without a signal has no statement to show: the read is paused until the network returns, or failed
 * on a signal too weak to carry it. It shows the one kept instead, with the outbox's edits over it as ever; the poll
 * replaces it as soon as a read gets through. Not when the server said the statement is gone.
 */
function showKept(client: QueryClient, query: Query, statementId: string) {
  const { data, fetchStatus, status, error } = query.state;
  const waiting = fetchStatus === 'paused' || (status === 'error' && !isFinalRefusal(error));
  if (data !== undefined || !waiting) return;
  // After the outbox has read its edits: a page's form takes the statement it first gets, which must carry them.
  Promise.all([reads.get(readKey(statementId)), loadPendingDraft(statementId)])
    .then(([kept]) => {
      const queryKey = accidentStatementKeys.statement(statementId);
      if (kept && client.getQueryData(queryKey) === undefined) client.setQueryData<StatementRead>(queryKey, kept);
    })
    .catch(() => undefined);
}

/** The query clients already followed: the area's layout starts this each time it mounts. */
const followed = new WeakSet<QueryClient>();

/**
 * Keeps each read of a statement being filled in, and shows the kept one while no read can come. It follows the
 * client for as long as the page lives: a read collected after the driver left the area is still the statement
 * the phone holds, and stays kept.
 */
function keepStatements(client: QueryClient): void {
  if (typeof indexedDB === 'undefined' || followed.has(client)) return;
  followed.add(client);
  const cache = client.getQueryCache();
  // This starts after the area's first render: its read may have come, or paused, before.
  for (const query of cache.findAll({ queryKey: accidentStatementKeys.all })) {
    const statementId = statementIdOf(query);
    const read = query.state.data as StatementRead | undefined;
    if (statementId && read) keep(statementId, read);
    else if (statementId) showKept(client, query, statementId);
  }
  cache.subscribe((event) => {
    const statementId = statementIdOf(event.query);
    if (!statementId) return;
    if (event.type === 'removed') {
      // Thrown away: the area drops the read, then the access, in the same task.
      queueMicrotask(() => {
        if (readAccess()?.statementId === statementId) return;
        handledVersions.delete(statementId);
        void forget(statementId);
      });
      return;
    }
    // A read that lands after the driver threw the statement away (and the area its query) is not kept.
    if (event.type !== 'updated' || cache.get(event.query.queryHash) !== event.query) return;
    const read = event.query.state.data as StatementRead | undefined;
    if (event.action.type === 'success' && !event.action.manual && read) keep(statementId, read);
    else showKept(client, event.query, statementId);
  });
}

/** Starts the worker and the kept statement for the area's page. */
export function start(client: QueryClient): void {
  registerServiceWorker();
  keepStatements(client);
}
