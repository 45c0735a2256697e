import { isLanguage, type Language } from './languages';

/** Namespaced like every other key this app keeps in local storage. */
const languageStorageKey = 'ao.language';

/** The language the visitor last chose with the language switcher, if any. */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(languageStorageKey);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Private mode without storage: the choice lasts for this visit only (its URLs carry it).
  }
}
