import type { MockFault } from '../insurer-api.js';

/** Longest delay `latency=<ms>` accepts; longer than any client timeout worth testing, short enough not to hang a run. */
const maxLatencyMs = 120_000;

/** How long a `timeout` fault keeps the connection open without answering before closing it. */
export const timeoutFaultMs = 30_000;

/** The fault a header or fixture value names, or undefined when it names none (a typo must not pass silently). */
export function parseMockFault(value: string): MockFault | undefined {
  const fault = value.trim();
  if (fault === '500' || fault === '503' || fault === 'timeout' || fault === 'malformed') return fault;
  const latency = /^latency=(\d{1,6})$/.exec(fault);
  if (!latency) return undefined;
  const ms = Number(latency[1]);
  return ms <= maxLatencyMs ? `latency=${ms}` : undefined;
}

/** The delay of a `latency=<ms>` fault, or undefined for the other faults. */
export function latencyMs(fault: MockFault): number | undefined {
  return fault.startsWith('latency=') ? Number(fault.slice('latency='.length)) : undefined;
}
