/** What the onboarding component tests share: the callable edge in msw, vehicles, and a seeded flow. */
import { http, HttpResponse } from 'msw';
import type { CallName } from '@contracts/call-names';
import type { ErrorKey } from '@contracts/error-keys';
import type { VehicleInfo } from '@contracts/get-groupama-vehicle-info';
import { server } from '../../../test/msw-server';
import type { OnboardingState } from '../state/onboarding-state';
import { storeOnboardingField } from '../state/onboarding-storage';

const callableUrl = (name: CallName) => `http://127.0.0.1:5001/demo-autoodgovornost/europe-west3/${name}`;

export type CallData = Record<string, unknown>;

/** Answers every call of `name` with `result`; the returned list fills with the data each call sent. */
export function answerCall(name: CallName, result: unknown): CallData[] {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(name), async ({ request }) => {
      calls.push(((await request.json()) as { data: CallData }).data);
      return HttpResponse.json({ result });
    }),
  );
  return calls;
}

/** Like `answerCall`, but each answer waits until `release()`, so a test can look at the page while it waits. */
export function holdCall(name: CallName, result: unknown) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.post(callableUrl(name), async () => {
      await released;
      return HttpResponse.json({ result });
    }),
  );
  return { release };
}

const httpStatusOf = {
  NOT_FOUND: 404,
  FAILED_PRECONDITION: 400,
  UNAVAILABLE: 503,
  INVALID_ARGUMENT: 400,
  PERMISSION_DENIED: 403,
} as const;

/** Fails every call of `name` the way a callable does: the status, and the spec's error key in the details. */
export function failCall(
  name: CallName,
  status: keyof typeof httpStatusOf,
  errorKey: ErrorKey,
  details: Record<string, unknown> = {},
): CallData[] {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(name), async ({ request }) => {
      calls.push(((await request.json()) as { data: CallData }).data);
      return HttpResponse.json(
        { error: { status, message: errorKey, details: { errorKey, ...details } } },
        { status: httpStatusOf[status] },
      );
    }),
  );
  return calls;
}

/** Progress saves happen at every step; tests that reach one answer them with a record id. */
export const answerProgressSaves = () => answerCall('saveWorkInProgress', { wipId: 'wip-1' });

/** Stores flow fields the way the store does, so the app starts with them. */
export function seedFlow(state: Partial<OnboardingState>) {
  for (const [field, value] of Object.entries(state)) storeOnboardingField(field as keyof OnboardingState, value);
}

export const car: VehicleInfo = {
  licensePlate: 'ZG1234AB',
  vin: 'WVWZZZCDZMW123456',
  manufacturer: 'Volkswagen',
  model: 'Golf',
  variant: '1.5 TSI Life',
  yearOfManufacture: 2021,
  enginePowerInKw: 96,
  registrationExpiryDate: '15/03/2027',
  licensePlateType: 'REGULAR',
  categoryDesc: 'M1',
  isPersonalVehicle: true,
};

export const van: VehicleInfo = {
  ...car,
  licensePlate: 'ZG1112TV',
  vin: 'WF0XXXTTGXKA12345',
  manufacturer: 'Ford',
  model: 'Transit',
  variant: '2.0 EcoBlue',
  categoryDesc: 'N1',
  isPersonalVehicle: false,
};

/** A register record with nothing but the registration expiry date (spec §5). */
export const emptyRecord: VehicleInfo = {
  licensePlate: null,
  vin: null,
  manufacturer: null,
  model: null,
  variant: null,
  yearOfManufacture: null,
  enginePowerInKw: null,
  registrationExpiryDate: '01/06/2026',
  licensePlateType: null,
  categoryDesc: null,
  isPersonalVehicle: false,
};

export const lookupAnswer = (...vehicles: VehicleInfo[]) => ({ responseStatus: 'success', vehicleInfos: vehicles });
