/** How far ahead of its end a policy counts as expiring: when renewal opens (issue: the signed-in area). */
export const expiringWithinDays = 30;

export type PolicyStanding = 'upcoming' | 'active' | 'expiring' | 'expired' | 'ended';

/** Where a policy stands at `now`: not started, running, ending within 30 days, over, or ended early. */
export function policyStanding(
  policy: { startsAt: string; endsAt: string; ended?: unknown },
  now = new Date(),
): PolicyStanding {
  if (policy.ended) return 'ended';
  const starts = Date.parse(policy.startsAt);
  const ends = Date.parse(policy.endsAt);
  if (now.getTime() >= ends) return 'expired';
  if (now.getTime() < starts) return 'upcoming';
  return ends - now.getTime() <= expiringWithinDays * 24 * 60 * 60 * 1000 ? 'expiring' : 'active';
}
