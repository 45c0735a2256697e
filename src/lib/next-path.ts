/**
 * Where to go after signing in: the `?next=` a guarded page sent the driver with, if it is a path of this site.
 * Anything else (another origin, `//evil.example`, `/\evil.example`, `javascript:`) is ignored, so a link to our
 * sign-in page cannot send someone elsewhere once they have signed in.
 */
export function safeNextPath(next: string | null, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  try {
    const base = 'https://ao-online.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

export const nextParam = 'next';

/** The sign-in path that brings the driver back to `path` afterwards. */
export const loginPathFor = (loginPath: string, path: string) =>
  `${loginPath}?${nextParam}=${encodeURIComponent(path)}`;
