/**
 * Whether someone signed in in this browser before: the hint the session leaves for the bar (session-store.ts writes
 * it). Read here rather than through session-hint.ts, which the bar's own chunk carries: shared with the pages that
 * ask it, it would become a chunk of its own that every page's entry names. (The session itself is owner-session.tsx.)
 */
export function signedInBefore(): boolean {
  try {
    return localStorage.getItem('ao.session') !== null;
  } catch {
    return false;
  }
}
