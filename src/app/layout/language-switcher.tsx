import { useTranslation } from 'react-i18next';
import { useHref, useLocation } from 'react-router';
import styled from 'styled-components';
import { storeLanguage } from '../language-choice';
import { languages, pathInLanguage } from '../languages';
import { VisuallyHidden } from '../ui/visually-hidden';

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Option = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  text-transform: uppercase;

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

/**
 * Links to the same page in each language (languages.ts: the URL carries the language). A plain link and a full page
 * load rather than a client-side switch: the other language's page has its own pre-rendered HTML, the router's
 * basename is the language prefix, and the link works without JavaScript. The click also remembers the choice for
 * the pages that have no language in their HTML (see i18n.ts).
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  // The router's location is below its basename (the language prefix); useHref puts the prefix back.
  const here = useHref({ pathname });
  const current = i18n.resolvedLanguage;
  return (
    <Group role="group" aria-label={t('layout.language')}>
      {languages.map((language) => {
        const href = `${pathInLanguage(here, language)}${search}${hash}`;
        return (
          <Option
            key={language}
            href={href}
            hrefLang={language}
            lang={language}
            aria-current={current === language}
            onClick={() => storeLanguage(language)}
          >
            {/* The name read out starts with the code seen (WCAG 2.5.3, label in name), then says it in full. */}
            {language}
            <VisuallyHidden> {t(`layout.languageNames.${language}`)}</VisuallyHidden>
          </Option>
        );
      })}
    </Group>
  );
}
