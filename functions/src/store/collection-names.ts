/** Every collection the functions use, named here only (firestore.rules keeps them all closed to clients). */
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
  /** One document per gateway transaction id: the record that a notification was already applied. */
  paymentNotifications: 'paymentNotifications',
} as const;
