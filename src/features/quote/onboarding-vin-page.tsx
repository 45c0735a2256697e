import { VehicleEntry } from './entry/vehicle-entry';

export function OnboardingVinPage() {
  return <VehicleEntry mode="vin" />;
}
