import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../lib/money';

/**
 * Formats euros in the page's language (€189.75 on /en, 189,75 € on Croatian pages). The language is i18next's,
 * which the route sets (languages.ts) in the browser and in the build's pre-render alike, so a component asks for the
 * formatter instead of being handed the language, and re-renders when it changes.
 */
export function useEuros(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((amount: number) => formatEuros(amount, language), [language]);
}
