import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { languages } from '../i18n';
import { VisuallyHidden } from '../ui/visually-hidden';

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const Option = styled.button`
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-transform: uppercase;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onDark};
  }
`;

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Group role="group" aria-label={t('layout.language')}>
      {languages.map((language) => (
        <Option
          key={language}
          type="button"
          lang={language}
          aria-pressed={i18n.resolvedLanguage === language}
          onClick={() => void i18n.changeLanguage(language)}
        >
          {/* The name read out starts with the code seen (WCAG 2.5.3, label in name), then says it in full. */}
          {language}
          <VisuallyHidden> {t(`layout.languageNames.${language}`)}</VisuallyHidden>
        </Option>
      ))}
    </Group>
  );
}
