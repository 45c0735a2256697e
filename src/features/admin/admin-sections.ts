import { paths } from '../../app/route-table';

/**
 * The console's sections, routed by the console below its one entry in the route table (`paths.admin`,
 * `ownRoutes`): listed there, nine lines and their titles would ride in the entry every public page loads.
 * A section's title and heading are `admin:sections.<id>.title` / `.heading`.
 */
export const adminSections = [
  { id: 'admin', path: '' },
  { id: 'admin-orders', path: 'orders' },
  { id: 'admin-order', path: 'orders/:orderNumber' },
  { id: 'admin-policy-changes', path: 'policy-changes' },
  { id: 'admin-bank-credits', path: 'bank-credits' },
  { id: 'admin-claims', path: 'claims' },
  { id: 'admin-claim', path: 'claims/:claimId' },
  { id: 'admin-offer-requests', path: 'offer-requests' },
  { id: 'admin-contact-messages', path: 'contact-messages' },
  { id: 'admin-banners', path: 'banners' },
  { id: 'admin-coupons', path: 'coupons' },
  { id: 'admin-funnel', path: 'funnel' },
  { id: 'admin-audit', path: 'audit' },
] as const;

export type AdminSectionId = (typeof adminSections)[number]['id'];

/** Each section's address, with the language prefix left to the router's basename like every other link. */
export const adminPaths = Object.fromEntries(
  adminSections.map(({ id, path }) => [id, path ? `${paths.admin}/${path}` : paths.admin]),
) as Record<AdminSectionId, string>;
