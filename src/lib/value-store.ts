/**
 * One value and who is watching it, for `useSyncExternalStore`. A context that holds a store never changes its value,
 * so changing what the store holds re-renders only the components that read it (app/ui/lazy-part.tsx says why that
 * matters on a pre-rendered page).
 */
export interface ValueStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValueStore<T>(initial: T): ValueStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    // The same value again wakes the listeners, and useSyncExternalStore renders nothing for it.
    set: (next) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
