import trader from '../../fixtures/trader.json';

/**
 * Who sells the policies on this site, and who carries the risk: the legal identity a Croatian web shop must show.
 * One file of values (demo values until launch, see fixtures/README.md); the sentences are in the locale files.
 */
export const traderIdentity = trader;

export type TraderIdentity = typeof trader;
