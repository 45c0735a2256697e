/**
 * Site banners (spec §2): HTML text with an active flag, one active per placement. Clients read active banners
 * straight from Firestore (the only collection open to guests); staff write them through `adminSaveBanner`.
 */
export const bannersCollection = 'banners';

export const bannerPlacements = ['homepage', 'onboarding'] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];

/** Kept here, not with the presets, so the public pages' entry (which reads the banner) carries no editor's tables. */
export type BannerPreset = 'default' | 'small' | 'image';

export interface Banner {
  placement: BannerPlacement;
  /** The editor's preset (banner-presets.ts); absent on banners from before presets: `default`. */
  preset?: BannerPreset;
  /** Croatian, and the text for any language the banner has no text of its own in. Untrusted HTML: sanitised before it is rendered. */
  html: string;
  /** English; absent or empty when the editor wrote none. */
  htmlEn?: string;
  active: boolean;
}

/** The banner's text for the site's language: a missing translation falls back to Croatian, never to nothing. */
export const bannerHtmlFor = (banner: Pick<Banner, 'html' | 'htmlEn'>, language: string): string =>
  language === 'en' && banner.htmlEn?.trim() ? banner.htmlEn : banner.html;
