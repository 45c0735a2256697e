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

/** Removes the stored keys under the given prefixes (by default all of them) from both storages. */
export function clearUserStorage(
  prefixes: readonly string[] = Object.values(userStoragePrefixes),
  storages: readonly Storage[] = browserStorages(),
): void {
  for (const storage of storages) {
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
      (key): key is string => key !== null && prefixes.some((prefix) => key.startsWith(prefix)),
    );
    for (const key of keys) storage.removeItem(key);
  }
}
