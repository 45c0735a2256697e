import { purchaseStoragePrefix } from './purchases';

/**
 * Everything the site keeps in the browser about the person using it sits under one of these prefixes: the quotes in
 * progress (the OIB, the address…), a registration not finished yet and the payments this tab started. Signing out removes all of it, so the next
 * person at a shared computer finds nothing of the last one.
 */
export const userStoragePrefixes = {
  onboarding: 'ao.onboarding.',
  newPolicy: 'ao.new-policy.',
  purchase: purchaseStoragePrefix,
  register: 'ao.register.',
} as const;

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
