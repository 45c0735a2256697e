/** How far ahead of its end a policy counts as expiring: when renewal opens (issue: the signed-in area). */
export const expiringWithinDays = 30;

export type PolicyStanding = 'upcoming' | 'active' | 'expiring' | 'expired';

/** Where a policy stands at `now`: not started, running, ending within 30 days, or over. */
export function policyStanding(policy: { startsAt: string; endsAt: string }, now = new Date()): PolicyStanding {
  const starts = Date.parse(policy.startsAt);
  const ends = Date.parse(policy.endsAt);
  if (now.getTime() >= ends) return 'expired';
  if (now.getTime() < starts) return 'upcoming';
  return ends - now.getTime() <= expiringWithinDays * 24 * 60 * 60 * 1000 ? 'expiring' : 'active';
}
