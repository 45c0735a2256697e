import { paths } from '../../app/route-table';

/**
 * The accident statement's pages, routed by the area below its two entries in the route table (`ownRoutes`):
 * `under` names the entry, `path` the part after it. A page's title and heading are `claims:routes.<id>.title` /
 * `.heading`.
 */
export const claimsRoutes = [
  { id: 'claims-report', under: 'claims-report', path: '' },
  { id: 'claims-report-how', under: 'claims-report', path: 'how' },
  { id: 'claims-report-share', under: 'claims-report', path: 'share' },
  { id: 'claims-report-when-where', under: 'claims-report', path: 'when-where' },
  { id: 'claims-report-vehicle', under: 'claims-report', path: 'vehicle' },
  { id: 'claims-report-circumstances', under: 'claims-report', path: 'circumstances' },
  { id: 'claims-report-sketch', under: 'claims-report', path: 'sketch' },
  { id: 'claims-report-photos', under: 'claims-report', path: 'photos' },
  { id: 'claims-report-review', under: 'claims-report', path: 'review' },
  { id: 'claims-report-sent', under: 'claims-report', path: 'sent' },
  { id: 'claims-join', under: 'claims-join', path: '' },
  { id: 'claims-join-code', under: 'claims-join', path: ':code' },
] as const;

export type ClaimsRouteId = (typeof claimsRoutes)[number]['id'];
export type ClaimsEntryId = (typeof claimsRoutes)[number]['under'];

/** Each page's address, with the language prefix left to the router's basename like every other link. */
export const claimsPaths = Object.fromEntries(
  claimsRoutes.map(({ id, under, path }) => [id, path ? `${paths[under]}/${path}` : paths[under]]),
) as Record<ClaimsRouteId, string>;
