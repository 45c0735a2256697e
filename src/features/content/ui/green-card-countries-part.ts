import { lazyPart } from '../../../app/ui/lazy-part';

/**
 * The green card's country list as a part of the article that ends with it: below the fold and never interactive, so
 * the list and its code come after the article rather than in the first load of every article.
 */
export const GreenCardCountriesPart = lazyPart('green-card-countries', () =>
  import('./green-card-countries').then((module) => module.GreenCardCountries),
);
