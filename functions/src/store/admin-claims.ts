/**
 * The console's search of claims (services/admin-claims.ts). The records themselves are kept by store/claims.ts.
 */
import { Filter, Timestamp, type Query } from 'firebase-admin/firestore';
import { openClaimStates } from '../contracts/claim.js';
import { collections } from './collection-names.js';
import { db } from './firestore.js';

export const claimsCollection = () => db().collection(collections.claims);

/** How long the insurer may be silent about an open claim before it waits for us. */
export const claimSilenceMs = 24 * 60 * 60 * 1000;

/**
 * Claims waiting for us: an open claim the insurer has said nothing of for a day, a document the driver uploaded or a
 * dispute (`waitingSince`, until the insurer's next change), and a disputed claim. A query, not a stored flag: "a
 * day" passes without anything being written.
 */
export const waitingForUs = (now: Date) =>
  Filter.or(
    Filter.where('waitingSince', '!=', null),
    Filter.where('state', '==', 'disputed'),
    Filter.and(
      Filter.where('state', 'in', openClaimStates),
      Filter.where('lastHeardAt', '<', Timestamp.fromMillis(now.getTime() - claimSilenceMs)),
    ),
  );

/** The waiting filter's inequality fields, which its query must order by after the list's own order. */
export const waitingOrderFields = ['lastHeardAt', 'waitingSince'] as const;

/**
 * A name as the search keeps and reads it: lower case, without diacritics (Saša is sasa, Đurđević durdevic), hyphens
 * and runs of spaces as one space, so staff find a driver however they type the name.
 */
export const foldName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLocaleLowerCase('hr')
    .replace(/[\s-]+/g, ' ')
    .trim();

/**
 * `driverNames` of a claim, for `array-contains`: each word of each driver's first and last name, and the whole name
 * either way round ("sasa novak", "novak sasa"), folded. One query then finds a surname, a first name or both.
 */
export function driverNameKeys(drivers: readonly { firstName: string | null; lastName: string | null }[]): string[] {
  const keys = drivers.flatMap(({ firstName, lastName }) => {
    const first = foldName(firstName ?? '');
    const last = foldName(lastName ?? '');
    const words = `${first} ${last}`.split(' ').filter(Boolean);
    return first && last ? [...words, `${first} ${last}`, `${last} ${first}`] : words;
  });
  return [...new Set(keys)];
}

export type ClaimSearch =
  | { kind: 'none' }
  | { kind: 'claim-number'; value: string }
  | { kind: 'email'; value: string }
  | { kind: 'license-plate'; value: string }
  | { kind: 'driver-name'; value: string };

/** The claims a search names, narrowed to those waiting for us when asked; ordered and paged by store/paging.ts. */
export function claimSearchQuery(search: ClaimSearch, waiting: boolean, now: Date): Query {
  let query: Query = claimsCollection();
  if (search.kind === 'claim-number') query = query.where('claimNumber', '==', search.value);
  if (search.kind === 'email') query = query.where('emails', 'array-contains', search.value);
  if (search.kind === 'license-plate') query = query.where('plates', 'array-contains', search.value);
  if (search.kind === 'driver-name') query = query.where('driverNames', 'array-contains', search.value);
  return waiting ? query.where(waitingForUs(now)) : query;
}
