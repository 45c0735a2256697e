import { defaultLanguage, isLanguage, languageAlternates, openGraphLocale, pathInLanguage } from '../languages';
import { isPrerenderedPath } from '../route-table';

export interface PageMeta {
  title: string;
  description: string;
}

const setMeta = (attribute: 'name' | 'property', key: string, content: string) => {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
};

/**
 * A title a flow gives the page it is on instead of the route table's: a renewal runs on the new-policy routes (the
 * spec's paths), but its pages say renewal. Set by the flow's layout before the root layout's effect writes the head,
 * and used for that path whoever asks, so the entry every page loads knows nothing of flows.
 */
let flowTitle: { path: string; title: string } | null = null;

export function setFlowTitle(title: { path: string; title: string } | null) {
  flowTitle = title;
}

/**
 * Writes the page's title, description and social tags into the document head. The build writes the same
 * tags into each public page's HTML (scripts/generate-seo-files.ts) for crawlers that do not run scripts;
 * this keeps them right after client-side navigation and a change of language.
 */
export function applyPageMeta({ title, description }: PageMeta, path: string, brand: string, language: string) {
  const fullTitle = `${flowTitle?.path === path ? flowTitle.title : title} | ${brand}`;
  const { origin } = window.location;
  const siteLanguage = isLanguage(language) ? language : defaultLanguage;
  const url = origin + pathInLanguage(path, siteLanguage);
  document.title = fullTitle;
  setMeta('name', 'description', description);
  setMeta('property', 'og:title', fullTitle);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:url', url);
  document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.setAttribute('href', url);
  // Only the pre-rendered pages exist in every language for a search engine; the others have no alternates.
  for (const link of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) link.remove();
  if (isPrerenderedPath(path)) {
    for (const { hrefLang, href } of languageAlternates(path, origin)) {
      const link = document.createElement('link');
      link.rel = 'alternate';
      link.hreflang = hrefLang;
      link.href = href;
      document.head.append(link);
    }
  }
  setMeta('property', 'og:locale', openGraphLocale(siteLanguage));
  setMeta('name', 'twitter:title', fullTitle);
  setMeta('name', 'twitter:description', description);
}
