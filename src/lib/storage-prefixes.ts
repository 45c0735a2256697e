/**
 * Everything the site keeps in the browser about the person using it sits under one of these prefixes: the quotes in
 * progress (the OIB, the address…), a registration not finished yet and the payments this tab started. Signing out
 * removes all of it (user-storage.ts), so the next person at a shared computer finds nothing of the last one. A module
 * of its own, without imports, because the home page's first load needs one of them.
 */
export const userStoragePrefixes = {
  onboarding: 'ao.onboarding.',
  newPolicy: 'ao.new-policy.',
  purchase: 'ao.purchase.',
  register: 'ao.register.',
} as const;

/**
 * What a phone keeps of an accident statement: its id and the side's secret, so a reload or a closed tab resumes it.
 * Not personal data (the statement itself stays on the server), and a driver who signs out at the roadside must not
 * lose the statement they are filling in, so signing out leaves it; it goes 30 days after the statement was sent,
 * or when the driver discards the statement (features/claims/access/statement-access.ts).
 */
export const accidentStatementStoragePrefix = 'ao.claims.';

/**
 * Who was signed in when a page last looked (app/session/session-hint.ts reads it, src/boot.ts too): a key of its
 * own, beside the prefixes. session-store.ts, which writes it, and the claim's page keep their own copy of the name:
 * importing it from here cost the sign-in page's and the claims area's first loads a chunk of its own (0.2 kB each,
 * `npm run bench`).
 */
export const sessionHintStorageKey = 'ao.session';
