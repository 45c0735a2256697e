import { useQuery } from '@tanstack/react-query';
import { parsePlaces, type PlaceOption } from './place-list';

/** The list is large (about 36 kB gzip) and only this field needs it, so it is its own chunk, fetched with the field. */
const loadPlaces = async (): Promise<PlaceOption[]> => parsePlaces((await import('./places-data/places.json')).default);

/** The place options, loaded once per visit; they never change while the app runs. */
export const usePlaces = () =>
  useQuery({ queryKey: ['places'], queryFn: loadPlaces, staleTime: Infinity, gcTime: Infinity });
