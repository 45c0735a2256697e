/** The two e-mail actions of an account, as Firebase names them in the action link's `mode` (sitePaths.accountAction). */
export const accountActionModes = ['resetPassword', 'verifyEmail'] as const;
export type AccountActionMode = (typeof accountActionModes)[number];
