/**
 * The mock bank's faults, for chaos tests: how its notifications travel and how its API answers. Set with
 * `POST /v1/test/faults` (the keys given change, the others stay), read with `GET`, all cleared with `DELETE`:
 *
 *   { "drop": 2,                 notifications not sent at all (the credits listing still has them)
 *     "duplicate": 0.3,          notifications sent twice, the same bytes both times
 *     "delayMs": 5000,           every notification waits this long before its first attempt
 *     "reorder": true,           notifications held back in pairs and sent newest first (turning it off sends what is held)
 *     "transfers": { "fault": "lost-answer", "next": 1 },   the next POST /v1/transfers suffer the fault
 *     "credits": { "fault": "503", "next": 2 } }           the next GET …/credits suffer the fault
 *
 * `drop` and `duplicate`: 0 is off, a whole number from 1 the next that many notifications, a fraction between 0 and 1
 * the chance each notification has. API faults: `500` and `503` answer so, `timeout` holds the connection without an
 * answer, `lost-answer` does the work (the transfer is booked) and then drops the connection, as a network that loses
 * the answer does; `next` 0 clears it.
 */

export const apiFaultKinds = ['500', '503', 'timeout', 'lost-answer'] as const;
export type ApiFaultKind = (typeof apiFaultKinds)[number];
export type FaultedOperation = 'transfers' | 'credits';

export interface ApiFault {
  fault: ApiFaultKind;
  next: number;
}

export interface MockBankFaults {
  drop: number;
  duplicate: number;
  delayMs: number;
  reorder: boolean;
  transfers: ApiFault | null;
  credits: ApiFault | null;
}

export const noFaults: MockBankFaults = {
  drop: 0,
  duplicate: 0,
  delayMs: 0,
  reorder: false,
  transfers: null,
  credits: null,
};

/** Longer than any retry worth testing, short enough not to outlive a test run. */
const maxDelayMs = 10 * 60_000;
const maxCount = 1000;

const isRate = (value: unknown): value is number =>
  typeof value === 'number' && ((value >= 0 && value < 1) || (Number.isInteger(value) && value <= maxCount));

function readApiFault(value: unknown): ApiFault | null | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { fault, next } = value as Record<string, unknown>;
  if (!(apiFaultKinds as readonly unknown[]).includes(fault)) return undefined;
  if (typeof next !== 'number' || !Number.isInteger(next) || next < 0 || next > maxCount) return undefined;
  return next === 0 ? null : { fault: fault as ApiFaultKind, next };
}

export const faultsUsage =
  'Send {"drop"?: 0…1000 or a fraction, "duplicate"?: the same, "delayMs"?: 0…600000, "reorder"?: boolean, ' +
  '"transfers"?: {"fault": "500"|"503"|"timeout"|"lost-answer", "next": 0…1000}, "credits"?: the same}';

/** The change a `POST /v1/test/faults` body asks for, or undefined when it is not one (a typo must not pass silently). */
export function readFaultsChange(body: unknown): Partial<MockBankFaults> | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const change: Partial<MockBankFaults> = {};
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if ((key === 'drop' || key === 'duplicate') && isRate(value)) change[key] = value;
    else if (key === 'delayMs' && Number.isInteger(value) && (value as number) >= 0 && (value as number) <= maxDelayMs)
      change.delayMs = value as number;
    else if (key === 'reorder' && typeof value === 'boolean') change.reorder = value;
    else if (key === 'transfers' || key === 'credits') {
      const fault = readApiFault(value);
      if (fault === undefined) return undefined;
      change[key] = fault;
    } else return undefined;
  }
  return change;
}

export interface FaultState {
  current(): MockBankFaults;
  change(change: Partial<MockBankFaults>): void;
  clear(): void;
  /** Whether the notification now being sent is dropped; counts it against `drop`. */
  takeDrop(): boolean;
  takeDuplicate(): boolean;
  takeApiFault(operation: FaultedOperation): ApiFaultKind | undefined;
}

export function createFaultState(random: () => number = Math.random): FaultState {
  let faults: MockBankFaults = { ...noFaults };

  function take(name: 'drop' | 'duplicate'): boolean {
    const rate = faults[name];
    if (rate === 0) return false;
    if (rate < 1) return random() < rate;
    faults = { ...faults, [name]: rate - 1 };
    return true;
  }

  return {
    current: () => ({ ...faults }),
    change(change) {
      faults = { ...faults, ...change };
    },
    clear() {
      faults = { ...noFaults };
    },
    takeDrop: () => take('drop'),
    takeDuplicate: () => take('duplicate'),
    takeApiFault(operation) {
      const pending = faults[operation];
      if (pending === null) return undefined;
      faults = { ...faults, [operation]: pending.next > 1 ? { ...pending, next: pending.next - 1 } : null };
      return pending.fault;
    },
  };
}
