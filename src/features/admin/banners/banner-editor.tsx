import { Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { AdminBanner } from '@contracts/admin-save-banner';
import { adminSaveBannerRequestSchema } from '@contracts/admin-save-banner';
import { bannerHtmlFor, type BannerPlacement, type BannerPreset } from '@contracts/banners';
import { bannerPresetNames, bannerPresets } from '@contracts/banner-presets';
import { useAdminSaveBanner } from '../../../api/admin-save-banner';
import { BannerStrip } from '../../../app/layout/site-banner';
import type { Language } from '../../../app/languages';
import { languages } from '../../../app/languages';
import { SecondaryButton } from '../../../app/ui/buttons';
import { FieldError, FieldHint, FieldLabel } from '../../../app/ui/field-styles';
import { CheckboxField, SelectField } from '../../../app/ui/form-field';
import { TextAreaField } from '../../../app/ui/text-area-field';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { Actions } from '../../../app/ui/form-layout';
import { SubmitButton } from '../../../app/ui/submit-button';
import { bannerPresetOf, sanitizeBannerHtml } from '../../../lib/banner-html';
import { requestErrors } from '../admin-form';
import { CallErrorText } from '../admin-ui';
import { RichTextEditor } from './rich-text-editor';

interface BannerValues {
  preset: BannerPreset;
  active: boolean;
  html: string;
  htmlEn: string;
}

/** Each language's text is a field of the request: Croatian `html`, English `htmlEn`. */
const fieldOf = { hr: 'html', en: 'htmlEn' } as const satisfies Record<Language, keyof BannerValues>;

const Tabs = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};

  button {
    min-height: 2.75rem;
    padding: ${({ theme }) => `0 ${theme.space(4)}`};
    border: 0;
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }

  button[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

const TabPanel = styled.div`
  padding: ${({ theme }) => theme.space(4)} 0;
`;

const SourceToggle = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Preview = styled.section`
  margin: ${({ theme }) => theme.space(4)} 0;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
`;

/** The request the form would send: each text as the site's sanitiser leaves it, so what is saved is what is shown. */
const requestOf = (banner: { bannerId: string | null; placement: BannerPlacement }, values: BannerValues) => ({
  bannerId: banner.bannerId,
  placement: banner.placement,
  preset: values.preset,
  html: sanitizeBannerHtml(values.html, values.preset),
  htmlEn: sanitizeBannerHtml(values.htmlEn, values.preset),
  active: values.active,
});

/** Hrvatski / English, as tabs: arrow keys move between them (WAI-ARIA tabs). */
function LanguageTabs({
  idPrefix,
  selected,
  onSelect,
}: {
  idPrefix: string;
  selected: Language;
  onSelect: (language: Language) => void;
}) {
  const { t } = useTranslation('admin');
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = languages[(languages.indexOf(selected) + step + languages.length) % languages.length] ?? selected;
    onSelect(next);
    document.getElementById(`${idPrefix}-tab-${next}`)?.focus();
  };
  return (
    <Tabs role="tablist" aria-label={t('banners.languages')}>
      {languages.map((language) => (
        <button
          key={language}
          id={`${idPrefix}-tab-${language}`}
          type="button"
          role="tab"
          aria-selected={language === selected}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={language === selected ? 0 : -1}
          onClick={() => onSelect(language)}
          onKeyDown={onKeyDown}
        >
          {t(`banners.language.${language}`)}
        </button>
      ))}
    </Tabs>
  );
}

/** One language's text: the rich-text editor, or its HTML for those who would rather type that. */
function LanguageText({ idPrefix, language, source }: { idPrefix: string; language: Language; source: boolean }) {
  const { t } = useTranslation('admin');
  const { values, errors, touched, setFieldValue, setFieldTouched } = useFormikContext<BannerValues>();
  const field = fieldOf[language];
  const label = t('banners.text', { language: t(`banners.language.${language}`) });
  const hint = language === 'en' ? t('banners.englishHint') : t('banners.formatsHint');
  if (source) return <TextAreaField name={field} id={`${idPrefix}-source-${language}`} label={label} hint={hint} />;
  const error = touched[field] ? errors[field] : undefined;
  const editorId = `${idPrefix}-editor-${language}`;
  return (
    <>
      <FieldLabel id={`${editorId}-label`} as="p">
        {label}
      </FieldLabel>
      <RichTextEditor
        // A new editor for each language and preset: it starts from the text as that preset shows it.
        key={`${language}-${values.preset}`}
        id={editorId}
        labelId={`${editorId}-label`}
        describedBy={[`${editorId}-hint`, error ? `${editorId}-error` : ''].filter(Boolean).join(' ')}
        invalid={Boolean(error)}
        preset={values.preset}
        initialHtml={values[field]}
        onChange={(html) => {
          void setFieldValue(field, html);
          void setFieldTouched(field, true, false);
        }}
      />
      <FieldHint id={`${editorId}-hint`}>{hint}</FieldHint>
      {error ? (
        <FieldError id={`${editorId}-error`}>
          {t(`banners.errors.${error}`, { defaultValue: t('banners.errors.invalid') })}
        </FieldError>
      ) : null}
    </>
  );
}

/** The banner as drivers will see it in the chosen language, through the very sanitiser the site uses. */
function LivePreview({ language }: { language: Language }) {
  const { t } = useTranslation('admin');
  const { values } = useFormikContext<BannerValues>();
  const html = sanitizeBannerHtml(bannerHtmlFor(values, language), values.preset);
  return (
    <Preview aria-labelledby="banner-preview">
      <h3 id="banner-preview">{t('banners.preview', { language: t(`banners.language.${language}`) })}</h3>
      {html ? (
        <BannerStrip as="div" data-testid="banner-preview">
          {/* Sanitised above, exactly as the site does it. */}
          <div dangerouslySetInnerHTML={{ __html: html }} />
        </BannerStrip>
      ) : (
        <p>{t('banners.previewEmpty')}</p>
      )}
    </Preview>
  );
}

/** Texts that would not be saved, named with their language: the other tab's text may be the one at fault. */
function TextErrors({ errors, submitted }: { errors: FormikErrors<BannerValues>; submitted: boolean }) {
  const { t } = useTranslation('admin');
  if (!submitted) return null;
  const problems = languages.flatMap((language) => {
    const reason = errors[fieldOf[language]];
    return reason
      ? [
          t('banners.textError', {
            language: t(`banners.language.${language}`),
            reason: t(`banners.errors.${reason}`, { defaultValue: t('banners.errors.invalid') }),
          }),
        ]
      : [];
  });
  return problems.length > 0 ? <FieldError role="alert">{problems.join(' ')}</FieldError> : null;
}

interface BannerEditorProps {
  /** The banner to change, or the placement of a new one. */
  banner: AdminBanner | { bannerId: null; placement: BannerPlacement };
  onSaved: (banner: AdminBanner) => void;
  onCancel: () => void;
}

/**
 * A banner's editor: the preset (which formats its text may have), the text in each language, whether it is shown,
 * and a live preview. Saving an active banner makes it the one its placement shows.
 */
export function BannerEditor({ banner, onSaved, onCancel }: BannerEditorProps) {
  const { t } = useTranslation('admin');
  const idPrefix = useId();
  const save = useAdminSaveBanner();
  const [language, setLanguage] = useState<Language>('hr');
  const [source, setSource] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const initialValues: BannerValues =
    'html' in banner
      ? { preset: bannerPresetOf(banner.preset), active: banner.active, html: banner.html, htmlEn: banner.htmlEn }
      : { preset: 'default', active: false, html: '', htmlEn: '' };
  return (
    <Formik<BannerValues>
      initialValues={initialValues}
      validate={(values) => requestErrors(adminSaveBannerRequestSchema, requestOf(banner, values))}
      onSubmit={async (values) => {
        try {
          onSaved((await save.mutateAsync(requestOf(banner, values))).banner);
        } catch {
          // Shown below from the mutation's error.
        }
      }}
    >
      {({ errors, submitCount, isSubmitting }) => (
        <Form ref={form} noValidate aria-label={t('banners.editorLabel')}>
          <FocusFirstErrorOnSubmit form={form} />
          <SelectField
            name="preset"
            label={t('banners.preset')}
            options={bannerPresetNames.map((name) => ({
              value: name,
              label: t('banners.presetOption', {
                name: t(`banners.presets.${name}`),
                formats: bannerPresets[name].map((format) => t(`banners.formats.${format}`)).join(', '),
              }),
            }))}
          />
          <LanguageTabs idPrefix={idPrefix} selected={language} onSelect={setLanguage} />
          <TabPanel role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${language}`}>
            <LanguageText key={`${language}-${source}`} idPrefix={idPrefix} language={language} source={source} />
            <SourceToggle>
              <SecondaryButton type="button" aria-pressed={source} onClick={() => setSource((value) => !value)}>
                {t('banners.editSource')}
              </SecondaryButton>
            </SourceToggle>
          </TabPanel>
          <LivePreview language={language} />
          <CheckboxField name="active" label={t('banners.active')} hint={t('banners.activeHint')} />
          <TextErrors errors={errors} submitted={submitCount > 0} />
          <CallErrorText error={save.error} />
          <Actions>
            <SubmitButton busy={isSubmitting} busyText={t('banners.saving')}>
              {t('banners.save')}
            </SubmitButton>
            <SecondaryButton type="button" onClick={onCancel}>
              {t('banners.cancel')}
            </SecondaryButton>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
