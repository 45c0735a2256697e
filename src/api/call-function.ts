import type { FunctionsError } from 'firebase/functions';
import type { CallName } from '@contracts/call-names';
import type { CallableErrorDetails, ErrorKey } from '@contracts/error-keys';
import { errorKeys } from '@contracts/error-keys';
import { platform, platformVersion } from '@contracts/platform';
import { whenIdle } from '../lib/when-idle';

/**
 * The Functions SDK and the Firebase core behind it (some 40 kB of a page's JavaScript) come with the first call,
 * not with the page: a page answers its driver before any call is made. `prepareCalls` fetches them ahead once the
 * page has nothing better to do.
 */
const functionsClient = () => Promise.all([import('firebase/functions'), import('./firebase-functions')]);

/** A failed call, in the terms the UI needs: the spec's error key to show, and the details behind it. */
export class CallError extends Error {
  constructor(
    readonly code: string,
    readonly errorKey: ErrorKey,
    readonly details: CallableErrorDetails | undefined,
  ) {
    super(errorKey);
    this.name = 'CallError';
  }
}

function toCallError(error: unknown, functionsError: typeof FunctionsError): CallError {
  if (error instanceof functionsError) {
    const details = error.details as CallableErrorDetails | undefined;
    return new CallError(error.code, details?.errorKey ?? errorKeys.generic, details);
  }
  // Network failures and anything unexpected read as the generic error (spec §8).
  return new CallError('functions/unavailable', errorKeys.generic, undefined);
}

/** A contract's request without the fields `callFunction` adds itself. */
export type CallRequest<Request> = Omit<Request, 'platform' | 'platformVersion'>;

/**
 * Calls a callable with the platform fields every call carries (spec §7). `oneTimeAppCheck`: the call uses its App
 * Check token up (the payment start), so it asks for a token of its own.
 */
export async function callFunction<Request extends object, Response>(
  name: CallName,
  data: CallRequest<Request>,
  { oneTimeAppCheck = false } = {},
): Promise<Response> {
  // A chunk that does not load (offline, an old tab after a deploy) reads as a network failure: the generic error.
  const [sdk, client] = await functionsClient()
    .then(async ([loaded, { firebaseFunctions }]) => [loaded, await firebaseFunctions()] as const)
    .catch(() => {
      throw new CallError('functions/unavailable', errorKeys.generic, undefined);
    });
  try {
    const callable = sdk.httpsCallable<CallRequest<Request> & { platform: string; platformVersion: string }, Response>(
      client,
      name,
      { limitedUseAppCheckTokens: oneTimeAppCheck },
    );
    const { data: result } = await callable({ ...data, platform, platformVersion });
    return result;
  } catch (error) {
    throw toCallError(error, sdk.FunctionsError);
  }
}

/** Fetches the calls' SDK while the browser is idle, so the driver's first call does not wait for it. */
export function prepareCalls(): void {
  whenIdle(() => void functionsClient().catch(() => undefined));
}
