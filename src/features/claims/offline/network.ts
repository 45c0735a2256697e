import { useSyncExternalStore } from 'react';
import { CallError } from '../../../api/call-function';

/**
 * How long the phone waits: edits typed in a burst go as one save, one part is saved at most every 2 s (a driver
 * typing with short pauses stays well within the saves' limit of 60 a minute an address, which two phones behind one
 * carrier address share), and a failed call is tried again later and later (1 s, 2 s, 4 s … up to 30 s) so a phone
 * with a weak signal does not spend it on calls that fail. Tests shorten it.
 */
export const offlineTiming = { debounceMs: 600, minIntervalMs: 2_000, retryBaseMs: 1_000, retryMaxMs: 30_000 };

export const retryDelay = (failures: number) =>
  Math.min(offlineTiming.retryMaxMs, offlineTiming.retryBaseMs * 2 ** Math.max(0, failures - 1));

/** The browser's own view; it can say online with no real signal, which a failed call then shows. */
export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the phone has a network, following the browser's `online` and `offline` events. */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);

/** Runs `onOnline` each time the network returns; returns the unsubscribe. */
export function whenOnline(onOnline: () => void): () => void {
  window.addEventListener('online', onOnline);
  return () => window.removeEventListener('online', onOnline);
}

/**
 * A refusal that asking again will not change: the statement is locked, the content or photo is not accepted, the
 * token is not this statement's, the statement is gone. Anything else (no signal, a busy server, a limit for now)
 * is worth another try.
 */
const finalCodes = new Set([
  'functions/invalid-argument',
  'functions/failed-precondition',
  'functions/permission-denied',
  'functions/not-found',
  'functions/already-exists',
]);
export const isFinalRefusal = (error: unknown): error is CallError =>
  error instanceof CallError && finalCodes.has(error.code);
