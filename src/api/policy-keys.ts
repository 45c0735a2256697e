/** Query keys of a managed policy: by order number and by whose call it is, so a guest's answer is never an owner's. */
export const policyKeys = {
  all: ['policy'] as const,
  policy: (orderNumber: string) => [...policyKeys.all, orderNumber] as const,
  policyFor: (orderNumber: string, caller: { uid: string | null; accessToken: string | null }) =>
    [...policyKeys.policy(orderNumber), caller.uid ?? 'guest', caller.accessToken ? 'token' : 'none'] as const,
};
