import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { saveConsent, useConsent, type Consent } from '../../app/consent';
import { PageSection } from '../../app/layout/page-section';
import { ThemedSection } from '../../app/layout/themed-section';
import { SubmitButton } from '../../app/ui/submit-button';
import { formatDisplayDate } from '../../lib/display-date';
import { ContentBlocks, type ContentBlock } from './ui/content-blocks';
import { LegalText } from './ui/legal-text';
import { Prose } from './ui/prose';

const namespace = 'content-cookie-policy';

const Settings = styled.form`
  max-width: 46rem;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const CurrentChoice = styled.p`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  font-weight: 600;
`;

const Categories = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
`;

const Category = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  input {
    width: 1.375rem;
    height: 1.375rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    font-weight: 600;
  }

  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Confirmation = styled.p`
  min-height: 1.5rem;
  margin-top: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

function useChoiceText(consent: Consent | null): string {
  const { t } = useTranslation(namespace);
  if (!consent) return t('settings.status.none');
  const choice = t(consent.analytics ? 'settings.status.analytics' : 'settings.status.necessary');
  // Choices stored before the date was recorded have none; show the choice without it.
  if (!consent.decidedAt || Number.isNaN(Date.parse(consent.decidedAt))) return choice;
  return `${choice} ${t('settings.status.decidedOn', { date: formatDisplayDate(consent.decidedAt) })}`;
}

/** Reads and writes the same store as the consent banner, so a choice made here applies everywhere at once. */
function CookieSettings() {
  const { t } = useTranslation(namespace);
  const consent = useConsent();
  // null while the visitor hasn't touched the box: it then follows the stored choice, even one made elsewhere.
  const [draft, setDraft] = useState<boolean | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const analytics = draft ?? consent?.analytics ?? false;
  const choiceText = useChoiceText(consent);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    saveConsent(analytics);
    setDraft(null);
    setSaved(analytics);
  };

  return (
    <Settings onSubmit={save}>
      <h2 id="cookie-settings">{t('settings.heading')}</h2>
      <p>{t('settings.intro')}</p>
      <CurrentChoice>{choiceText}</CurrentChoice>
      <Categories>
        <legend>{t('settings.legend')}</legend>
        <Category>
          <input
            id="cookie-necessary"
            type="checkbox"
            checked
            disabled
            aria-describedby="cookie-necessary-description"
          />
          <label htmlFor="cookie-necessary">{t('settings.necessary.label')}</label>
          <p id="cookie-necessary-description">{t('settings.necessary.description')}</p>
        </Category>
        <Category>
          <input
            id="cookie-analytics"
            type="checkbox"
            checked={analytics}
            onChange={(event) => {
              setDraft(event.target.checked);
              setSaved(null);
            }}
            aria-describedby="cookie-analytics-description"
          />
          <label htmlFor="cookie-analytics">{t('settings.analytics.label')}</label>
          <p id="cookie-analytics-description">{t('settings.analytics.description')}</p>
        </Category>
      </Categories>
      <SubmitButton>{t('settings.save')}</SubmitButton>
      <Confirmation role="status" aria-live="polite">
        {saved === null ? null : t(saved ? 'settings.saved.analytics' : 'settings.saved.necessary')}
      </Confirmation>
    </Settings>
  );
}

export function CookiePolicyPage() {
  const { t } = useTranslation(namespace);
  return (
    <>
      <LegalText routeId="cookie-policy" namespace={namespace} name="intro" />
      <ThemedSection tone="surface" labelledBy="cookie-settings">
        <CookieSettings />
      </ThemedSection>
      <PageSection>
        <Prose>
          <ContentBlocks blocks={t('details', { returnObjects: true }) as ContentBlock[]} />
        </Prose>
      </PageSection>
    </>
  );
}
