import { useSyncExternalStore } from 'react';

/**
 * The visitor's cookie choice. Necessary storage (language, the quote in progress) needs no consent;
 * analytics does. `null` means the visitor has not chosen yet, and the consent banner is shown.
 */
export interface Consent {
  analytics: boolean;
  decidedAt: string;
}

export const consentStorageKey = 'ao.consent';

const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cached: Consent | null = null;

function parse(raw: string | null): Consent | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as Partial<Consent> | null;
    if (typeof value?.analytics !== 'boolean') return null;
    return { analytics: value.analytics, decidedAt: typeof value.decidedAt === 'string' ? value.decidedAt : '' };
  } catch {
    return null;
  }
}

export function readConsent(): Consent | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(consentStorageKey);
  } catch {
    // No storage (private mode): no stored choice.
  }
  // useSyncExternalStore needs the same object back while nothing changed.
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

export function saveConsent(analytics: boolean): void {
  const consent: Consent = { analytics, decidedAt: new Date().toISOString() };
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(consent));
  } catch {
    // Without storage the choice lasts for this page only; listeners still hear it.
    cachedRaw = JSON.stringify(consent);
    cached = consent;
  }
  listeners.forEach((listener) => listener());
}

export function onConsentChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function subscribe(listener: () => void) {
  const unsubscribe = onConsentChange(listener);
  // Another tab may decide too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === consentStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}

export const useConsent = () => useSyncExternalStore(subscribe, readConsent, () => null);
