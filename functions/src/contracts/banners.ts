/**
 * Site banners (spec §2): HTML text with an active flag, one per placement. Clients read active banners straight
 * from Firestore (the only collection open to guests); editors write them with the Admin SDK.
 */
export const bannersCollection = 'banners';

export const bannerPlacements = ['homepage', 'onboarding'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

export interface Banner {
  placement: BannerPlacement;
  /** Untrusted HTML: sanitised before it is rendered. */
  html: string;
  active: boolean;
}
