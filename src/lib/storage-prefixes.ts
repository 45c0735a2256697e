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
