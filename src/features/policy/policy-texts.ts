import { policyEndErrorKeys } from '@contracts/policy-ending';
import { CallError } from '../../api/call-function';
import type { ProofTexts } from '../../app/ui/date-of-birth-proof';

/**
 * The text key for a failed call on a policy: its own refusal has words in the `policy` namespace; anything else (no
 * signal, a busy server, a limit) reads as the network's "try again".
 */
export const policyCallErrorText = (error: unknown): string =>
  error instanceof CallError && error.errorKey.startsWith('policy:') ? error.errorKey : 'policy:network';

export const policyProofTexts: ProofTexts = {
  namespace: 'policy',
  lockedErrorKey: policyEndErrorKeys.identityLocked,
  errorText: policyCallErrorText,
};
