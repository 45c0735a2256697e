/**
 * Query keys of the account, apart from its calls: the sign-in gate clears them without loading the Functions SDK.
 */
export const accountKeys = {
  all: ['account'] as const,
  /** Verification is in the key: once the e-mail is verified the account is asked again, and guest policies join. */
  user: (uid: string, emailVerified: boolean) => [...accountKeys.all, uid, emailVerified] as const,
  referralProgramme: (uid: string) => [...accountKeys.all, uid, 'referral-programme'] as const,
};
