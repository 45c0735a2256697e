/**
 * The vehicle's details page comes after the lookup, in a chunk of its own rather than with the plate entry that
 * every quote opens on: the entry asks for it when a lookup starts, and it arrives while the insurer answers.
 */
export const loadVehicleDetailsPage = () => import('./onboarding-vehicle-details-page');
