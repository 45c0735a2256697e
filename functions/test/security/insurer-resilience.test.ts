import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  insurerBreakerCoolDownMs,
  insurerBreakerFailures,
  insurerCallDeadlineMs,
  insurerTimeoutMs,
} from '../../src/config.js';
import { callNames } from '../../src/contracts/call-names.js';
import { errorKeys } from '../../src/contracts/error-keys.js';
import type { VehicleInfoResponse } from '../../src/contracts/get-groupama-vehicle-info.js';
import type { PricingResponse } from '../../src/contracts/get-groupama-pricing-for-options.js';
import { insurerPaths, mockFaultsPath, mockRequestsPath } from '../../src/insurer/insurer-api.js';
import { call, driver, randomIp, web } from '../callable.js';
import { insurerOrigin } from '../emulator-env.js';

/**
 * A failing insurer, through the functions emulator and the mock insurer's real faults: each driver-facing call ends
 * within its deadline, and the circuit breaker fails calls at once while the insurer is down. The breaker is per
 * instance, and the emulator gives a function's calls, one at a time as here, to the same worker process (the first
 * idle one), so the calls below meet the breaker the earlier ones opened. Test files run one after another
 * (vitest.security.config.ts), so no other file's lookups meet it; the last test closes it again for the files after this one.
 */
const deadlineMs = insurerCallDeadlineMs.value();
const attemptMs = insurerTimeoutMs.value();
/** What a call may take beyond the deadline: the callable's own work (rate limits, the records it keeps). */
const overheadMs = 1000;

async function timed<T>(work: () => Promise<T>): Promise<{ outcome: T; elapsedMs: number }> {
  const startedAt = performance.now();
  const outcome = await work();
  return { outcome, elapsedMs: performance.now() - startedAt };
}

const lookUp = (licensePlate: string) =>
  timed(() =>
    call<VehicleInfoResponse>(callNames.getGroupamaVehicleInfo, { ...web, licensePlate }, { ip: randomIp() }),
  );
const price = (licensePlate: string) =>
  timed(() =>
    call<PricingResponse>(
      callNames.getGroupamaPricingForOptions,
      { ...web, ...driver, licensePlate },
      { ip: randomIp() },
    ),
  );

async function queueFault(path: string, fault: string, count: number) {
  const response = await fetch(`${insurerOrigin}${mockFaultsPath}`, {
    method: 'POST',
    body: JSON.stringify({ path, fault, count }),
  });
  expect(response.status).toBe(204);
}

async function lookupsReceived(): Promise<number> {
  const counts = (await (await fetch(`${insurerOrigin}${mockRequestsPath}`)).json()) as Record<string, number>;
  return counts[insurerPaths.vehicleLookup] ?? 0;
}

const insurerUnavailable = {
  ok: false,
  error: expect.objectContaining({
    status: 'UNAVAILABLE',
    message: errorKeys.insurerUnavailable,
    details: { errorKey: errorKeys.insurerUnavailable },
  }),
};

// A function's first call starts its worker; started here, that time is not counted against the deadline.
beforeAll(async () => {
  expect((await lookUp('ZG1234AB')).outcome.ok).toBe(true);
  expect((await price('ZG5678CD')).outcome.ok).toBe(true);
});

afterEach(async () => {
  await queueFault(insurerPaths.discountStatus, 'timeout', 0);
});

describe('an insurer that does not answer', () => {
  it('costs a vehicle lookup no more than the deadline, and the driver hears the insurer is unavailable', async () => {
    const { outcome, elapsedMs } = await lookUp('ZG3000AT');
    expect(outcome).toMatchObject(insurerUnavailable);
    // More than one attempt's timeout (it was retried), not more than the deadline (it was not retried past it).
    expect(elapsedMs).toBeGreaterThan(attemptMs);
    expect(elapsedMs).toBeLessThan(deadlineMs + overheadMs);
  });

  it('costs a pricing no more than the deadline', async () => {
    const { outcome, elapsedMs } = await price('ZG3000AT');
    expect(outcome).toMatchObject(insurerUnavailable);
    expect(elapsedMs).toBeLessThan(deadlineMs + overheadMs);
  });

  it('costs a pricing whose vehicle discount times out no more than the deadline, and prices without it', async () => {
    // fixtures/insurer/vehicle-discounts.json grants ST2345EF 15 €; its discount status now gets no answer.
    await queueFault(insurerPaths.discountStatus, 'timeout', 3);
    const { outcome, elapsedMs } = await price('ST2345EF');
    expect(outcome).toMatchObject({ ok: true, result: { responseStatus: 'success', discountCode: null } });
    expect(elapsedMs).toBeGreaterThan(attemptMs);
    expect(elapsedMs).toBeLessThan(deadlineMs + overheadMs);
  });
});

describe('an insurer that is down', () => {
  it('opens the breaker: calls fail at once without reaching it, and a probe after the cool-down closes it', async () => {
    const threshold = insurerBreakerFailures.value();
    // Start from a closed breaker with no failures counted.
    expect((await lookUp('ZG1234AB')).outcome.ok).toBe(true);

    // ZG5030AA answers 503 to every lookup: each read is tried three times.
    const before = await lookupsReceived();
    const readsToOpen = Math.ceil(threshold / 3);
    for (let read = 0; read < readsToOpen; read += 1) {
      expect((await lookUp('ZG5030AA')).outcome).toMatchObject(insurerUnavailable);
    }
    const openedAt = performance.now();
    // The failure that opened it also stopped the retries of its read.
    expect((await lookupsReceived()) - before).toBe(threshold);

    // Open: even a vehicle the insurer knows fails at once, and the insurer hears nothing of it.
    const fast = await lookUp('ZG1234AB');
    expect(fast.outcome).toMatchObject(insurerUnavailable);
    expect(fast.elapsedMs).toBeLessThan(attemptMs / 2);
    expect(await lookupsReceived()).toBe(before + threshold);

    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, insurerBreakerCoolDownMs.value() - (performance.now() - openedAt)) + 100),
    );
    // The cool-down is over: one lookup probes the insurer, which answers, and the breaker is closed again.
    const probe = await lookUp('ZG1234AB');
    expect(probe.outcome).toMatchObject({ ok: true, result: { responseStatus: 'success' } });
    expect(await lookupsReceived()).toBe(before + threshold + 1);
    expect((await lookUp('ZG5678CD')).outcome.ok).toBe(true);
    expect(await lookupsReceived()).toBe(before + threshold + 2);
  });
});
