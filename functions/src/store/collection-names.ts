/**
 * Every collection the functions use, named here only. firestore.rules keeps them closed to clients, but for the
 * two an account owner reads: their `users` profile and their attached `policies`.
 */
export const collections = {
  vehicleLookups: 'vehicleLookups',
  quotes: 'quotes',
  workInProgress: 'workInProgress',
  coupons: 'coupons',
  offerRequests: 'offerRequests',
  contactMessages: 'contactMessages',
  rateLimits: 'rateLimits',
  referrers: 'referrers',
  individualReferrals: 'individualReferrals',
  telematicsOnlyVehicles: 'telematicsOnlyVehicles',
  orders: 'orders',
  policies: 'policies',
  /** `users/{uid}`: an account's profile, written by the profile callable only. */
  users: 'users',
  /** One document per gateway transaction id: the record that a notification was already applied. */
  paymentNotifications: 'paymentNotifications',
} as const;
