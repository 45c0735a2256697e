import type { DeviceType } from '../contracts/validation.js';

/** What the spec asks to keep with lookups and work-in-progress records about where a request came from (§7). */
export interface ClientContext {
  platform: string;
  platformVersion: string;
  utmTags?: Record<string, string> | null;
  deviceType?: DeviceType | string | null;
  referrerId?: string | null;
  referralIndividualId?: string | null;
}

export const clientContextOf = (input: ClientContext) => ({
  platform: input.platform,
  platformVersion: input.platformVersion,
  utmTags: input.utmTags ?? {},
  deviceType: input.deviceType ?? null,
  referrerId: input.referrerId ?? null,
  referralIndividualId: input.referralIndividualId ?? null,
});
