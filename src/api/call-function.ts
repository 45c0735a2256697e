import { FunctionsError, httpsCallable } from 'firebase/functions';
import type { CallName } from '@contracts/call-names';
import type { CallableErrorDetails, ErrorKey } from '@contracts/error-keys';
import { errorKeys } from '@contracts/error-keys';
import { platform, platformVersion } from '@contracts/platform';
import { firebaseFunctions } from './firebase-functions';

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

function toCallError(error: unknown): CallError {
  if (error instanceof FunctionsError) {
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
  try {
    const callable = httpsCallable<CallRequest<Request> & { platform: string; platformVersion: string }, Response>(
      await firebaseFunctions(),
      name,
      { limitedUseAppCheckTokens: oneTimeAppCheck },
    );
    const { data: result } = await callable({ ...data, platform, platformVersion });
    return result;
  } catch (error) {
    throw toCallError(error);
  }
}
