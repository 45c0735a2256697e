import DOMPurify from 'dompurify';
import type { BannerPreset } from '@contracts/banners';
import { bannerFormatMarkup, bannerPresets } from '@contracts/banner-presets';

/** Paragraphs and line breaks come with every preset (contracts/banners.ts). */
const alwaysAllowedTags = ['p', 'br'];

/** A path on this site: `/…`, but not `//host` or `/\host`, which browsers read as another origin. */
const sitePath = /^\/(?![/\\])/;

/** Where a banner's image may come from: the site (its Content-Security-Policy allows no other). */
export const isBannerImageSource = (src: string): boolean => sitePath.test(src);

/** Where a banner link may go: the web, an e-mail or phone number, or a page of the site. */
export const isBannerLinkTarget = (href: string): boolean =>
  /^(?:https?:|mailto:|tel:)/i.test(href) || sitePath.test(href);

/** The banner's preset; a banner saved before presets existed, or naming one this build does not know, is `default`. */
export const bannerPresetOf = (preset: string | undefined): BannerPreset =>
  preset !== undefined && Object.hasOwn(bannerPresets, preset) ? (preset as BannerPreset) : 'default';

function allowListOf(preset: BannerPreset) {
  const markup = bannerPresets[preset].map((format) => bannerFormatMarkup[format]);
  return {
    ALLOWED_TAGS: [...alwaysAllowedTags, ...markup.flatMap((entry) => entry.tags)],
    ALLOWED_ATTR: markup.flatMap((entry) => entry.attributes),
  };
}

/**
 * Banner HTML as drivers may see it: exactly the tags and attributes of the banner's preset, nothing else (no
 * scripts, handlers, styles, forms or embedded content). Images only from the site (its Content-Security-Policy
 * allows no other), links only to the web, e-mail, phone or the site. The site's banner and the console's preview
 * both render through it, so what staff preview is what drivers get.
 */
export function sanitizeBannerHtml(html: string, preset?: string): string {
  const clean = DOMPurify.sanitize(html, {
    ...allowListOf(bannerPresetOf(preset)),
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const image of clean.querySelectorAll('img')) {
    if (!isBannerImageSource(image.getAttribute('src') ?? '')) image.remove();
  }
  // Checked here, not with DOMPurify's ALLOWED_URI_REGEXP, which it also holds every other attribute's value to.
  for (const link of clean.querySelectorAll('a[href]')) {
    if (!isBannerLinkTarget(link.getAttribute('href') ?? '')) link.removeAttribute('href');
  }
  for (const link of clean.querySelectorAll('a[target]')) {
    // A link that opens a new tab must not hand the opened page a reference back to ours; other targets (a named
    // window, the top frame) have no use in a banner.
    if (link.getAttribute('target') === '_blank') link.setAttribute('rel', 'noopener noreferrer');
    else link.removeAttribute('target');
  }
  const holder = document.createElement('div');
  holder.append(clean);
  return holder.innerHTML.trim();
}
