import { userStoragePrefixes } from './storage-prefixes';

function browserStorages(): Storage[] {
  const found: Storage[] = [];
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      found.push(window[name]);
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }
  return found;
}

/** The storage's keys under one of the prefixes. */
function keysUnder(storage: Storage, prefixes: readonly string[]): string[] {
  return Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

/** Whether either storage holds a key under one of the prefixes. */
export function userStorageHolds(prefixes: readonly string[]): boolean {
  return browserStorages().some((storage) => keysUnder(storage, prefixes).length > 0);
}

/** Removes the stored keys under the given prefixes (by default all of them) from both storages. */
export function clearUserStorage(
  prefixes: readonly string[] = Object.values(userStoragePrefixes),
  storages: readonly Storage[] = browserStorages(),
): void {
  for (const storage of storages) {
    for (const key of keysUnder(storage, prefixes)) storage.removeItem(key);
  }
}
