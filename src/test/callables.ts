/**
 * The callable edge of component tests, in msw: answer, hold or fail a call the way the Functions emulator's
 * callable protocol does, and see what each call sent.
 */
import { http, HttpResponse } from 'msw';
import type { CallName } from '@contracts/call-names';
import type { ErrorKey } from '@contracts/error-keys';
import { server } from './msw-server';

export const callableUrl = (name: CallName) => `http://127.0.0.1:5001/demo-autoodgovornost/europe-west3/${name}`;

export type CallData = Record<string, unknown>;

/** What a request body carries: the callable protocol wraps the data. */
export async function dataOf<T = CallData>(request: Request): Promise<T> {
  return ((await request.json()) as { data: T }).data;
}

/** Answers every call of `name` with `result`; the returned list fills with the data each call sent. */
export function answerCall(name: CallName, result: unknown): CallData[] {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(name), async ({ request }) => {
      calls.push(await dataOf(request));
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
  RESOURCE_EXHAUSTED: 429,
  UNAUTHENTICATED: 401,
} as const;

/** A callable's failure: the status, and the spec's error key with any details. */
export const callError = (
  status: keyof typeof httpStatusOf,
  errorKey: ErrorKey | string,
  details: Record<string, unknown> = {},
) =>
  HttpResponse.json(
    { error: { status, message: errorKey, details: { errorKey, ...details } } },
    { status: httpStatusOf[status] },
  );

/** Fails every call of `name` with `callError`; the returned list fills with the data each call sent. */
export function failCall(
  name: CallName,
  status: keyof typeof httpStatusOf,
  errorKey: ErrorKey,
  details: Record<string, unknown> = {},
): CallData[] {
  const calls: CallData[] = [];
  server.use(
    http.post(callableUrl(name), async ({ request }) => {
      calls.push(await dataOf(request));
      return callError(status, errorKey, details);
    }),
  );
  return calls;
}
