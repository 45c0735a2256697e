import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './next-path';

describe('safeNextPath', () => {
  it.each([
    ['/profile/policies', '/profile/policies'],
    ['/profile/policies?tab=active#top', '/profile/policies?tab=active#top'],
  ])('keeps a path of this site: %s', (next, expected) => {
    expect(safeNextPath(next, '/profile')).toBe(expected);
  });

  it.each([
    null,
    '',
    'profile',
    'https://evil.example/profile',
    '//evil.example/profile',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('falls back for anything else: %s', (next) => {
    expect(safeNextPath(next, '/profile')).toBe('/profile');
  });

  it('round-trips through the sign-in link', () => {
    const login = new URL(loginPathFor('/login', '/profile/policies?x=1&y=2'), 'http://site.test');
    expect(safeNextPath(login.searchParams.get('next'), '/')).toBe('/profile/policies?x=1&y=2');
  });
});
