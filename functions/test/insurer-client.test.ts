import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockFaultHeader, type MockFault } from '../src/insurer/insurer-api.js';
import { createInsurerClient, InsurerFailure } from '../src/insurer/insurer-client.js';
import { defaultFixturesDir } from '../src/insurer/mock/fixtures.js';
import { createMockInsurerServer } from '../src/insurer/mock/mock-insurer-server.js';

// The client against the mock insurer over real HTTP, faults injected by header; requests are counted to see retries.
let server: Server;
let baseUrl: string;
const requests: string[] = [];

beforeAll(async () => {
  server = createMockInsurerServer({ fixturesDir: defaultFixturesDir });
  server.on('request', (req) => requests.push(`${req.method} ${req.url}`));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (fault?: MockFault, timeoutMs = 500) =>
  createInsurerClient({
    baseUrl,
    timeoutMs,
    readRetries: 2,
    backoffMs: 10,
    headers: fault ? { [mockFaultHeader]: fault } : {},
  });

async function failure(promise: Promise<unknown>): Promise<InsurerFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InsurerFailure);
  return error as InsurerFailure;
}

describe('insurer client', () => {
  it('reads a vehicle', async () => {
    const response = await client().lookupVehicle({ licensePlate: 'ZG1234AB' });
    expect(response.vehicleInfos[0]?.manufacturer).toBe('Volkswagen');
  });

  it.each<[MockFault]>([['500'], ['503'], ['malformed']])(
    'retries a read twice on %s, then reports the insurer unavailable',
    async (fault) => {
      requests.length = 0;
      const error = await failure(client(fault).lookupVehicle({ licensePlate: 'ZG1234AB' }));
      expect(error.kind).toBe('unavailable');
      expect(requests).toHaveLength(3);
    },
  );

  it('gives up on a request that gets no answer within its timeout', async () => {
    requests.length = 0;
    const startedAt = Date.now();
    const error = await failure(
      client('timeout', 200).price({
        licensePlate: 'ZG1234AB',
        driver: { dateOfBirth: '1980-05-14', personalIdentificationNumber: '27182818283' },
        policyStartDate: '2027-01-01',
      }),
    );
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/no answer in 200 ms/);
    expect(requests).toHaveLength(3);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  it('never retries a write, so an offer request is not sent twice', async () => {
    requests.length = 0;
    const error = await failure(
      client('503').createOfferRequest({
        vin: null,
        licensePlate: 'ZG1112TV',
        driverBirthDate: '1980-05-14',
        driverPin: '27182818283',
        driverPhone: '+385 91 234 5678',
        driverEmail: 'ivana@primjer.hr',
        platform: 'web',
        referrerId: null,
        referralIndividualId: null,
        registrationExpiryDate: null,
        isLicensePlateTypePROBA: false,
        policyAccepted: true,
        wipId: null,
      }),
    );
    expect(error.kind).toBe('unavailable');
    expect(requests).toHaveLength(1);
  });

  it('does not retry answers that will not change: not found and high risk', async () => {
    requests.length = 0;
    expect((await failure(client().lookupVehicle({ licensePlate: 'ZG0000XX' }))).kind).toBe('vehicle-not-found');
    expect((await failure(client().lookupVehicle({ licensePlate: 'ZG9999MM' }))).kind).toBe('high-risk-vehicle');
    expect(requests).toHaveLength(2);
  });

  it('reports an unreachable insurer as unavailable', async () => {
    const unreachable = createInsurerClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 500, readRetries: 0 });
    expect((await failure(unreachable.lookupVehicle({ licensePlate: 'ZG1234AB' }))).kind).toBe('unavailable');
  });

  it('waits for a slow answer within the timeout', async () => {
    const response = await client('latency=100', 1_000).discountStatus({ licensePlate: 'ST2345EF' });
    expect(response.vehicleDiscount).toEqual({ valueInEuros: 15, licensePlate: 'ST2345EF', type: 'vehicle' });
  });
});
