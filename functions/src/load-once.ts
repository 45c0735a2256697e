/**
 * A function's code is imported by its first call, not when the runtime loads the entry (every new instance and every
 * emulator worker loads all of index.js before it answers). Later calls share that first import; a failed one stays
 * failed, as a failed static import would have.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}
