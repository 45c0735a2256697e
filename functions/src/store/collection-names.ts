/** Every collection the functions use, named here only (firestore.rules keeps them all closed to clients). */
export const collections = {
  vehicleLookups: 'vehicleLookups',
  quotes: 'quotes',
  workInProgress: 'workInProgress',
  coupons: 'coupons',
  offerRequests: 'offerRequests',
  mailOutbox: 'mailOutbox',
  contactMessages: 'contactMessages',
  rateLimits: 'rateLimits',
  referrers: 'referrers',
  individualReferrals: 'individualReferrals',
  telematicsOnlyVehicles: 'telematicsOnlyVehicles',
} as const;
