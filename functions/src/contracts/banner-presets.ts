/**
 * What the support console's banner editor offers and what the site's sanitiser lets through (spec §5: the rich-text
 * editor's presets default, small and image). Apart from banners.ts so the public pages load none of it up front:
 * only the lazily loaded banner and the console import it.
 */
import type { BannerPreset } from './banners.js';

export const bannerFormats = ['bold', 'italic', 'link', 'small', 'image'] as const;
export type BannerFormat = (typeof bannerFormats)[number];

/** Each preset's formats: the editor offers only these, and the sanitiser lets through only their tags, so what staff preview is what drivers see. */
export const bannerPresets = {
  default: ['bold', 'italic', 'link'],
  small: ['bold', 'italic', 'link', 'small'],
  image: ['bold', 'italic', 'link', 'image'],
} as const satisfies Record<BannerPreset, readonly BannerFormat[]>;
export const bannerPresetNames = Object.keys(bannerPresets) as BannerPreset[];

/** The HTML tags and attributes each format brings; paragraphs and line breaks are always allowed. */
export const bannerFormatMarkup: Record<BannerFormat, { tags: string[]; attributes: string[] }> = {
  bold: { tags: ['strong', 'b'], attributes: [] },
  italic: { tags: ['em', 'i'], attributes: [] },
  link: { tags: ['a'], attributes: ['href', 'target', 'rel'] },
  small: { tags: ['small'], attributes: [] },
  // The site's Content-Security-Policy allows images from the site only: `src` must be a path on it.
  image: { tags: ['img'], attributes: ['src', 'alt', 'width', 'height'] },
};

/** Longest banner text staff may save, per language: a strip of a sentence or two, never a page. */
export const bannerHtmlMaxLength = 2000;
