import { VehicleEntry } from './entry/vehicle-entry';

export function OnboardingPage() {
  return <VehicleEntry mode="plate" />;
}
