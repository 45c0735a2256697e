import { Form, Formik } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { fieldErrors } from '@contracts/field-rules';
import { textSchema } from '@contracts/validation';
import { PrimaryButton, SecondaryButton } from '../../../app/ui/buttons';
import { FocusFirstErrorOnSubmit } from '../../../app/ui/focus-first-error-on-submit';
import { CheckboxField, FieldMessages, TextField } from '../../../app/ui/form-field';
import { DialogButtons, ModalDialog } from '../../../app/ui/modal-dialog';
import { isBannerImageSource, isBannerLinkTarget } from '../../../lib/banner-html';

export type Insertion = { kind: 'link'; href: string; newTab: boolean } | { kind: 'image'; src: string; alt: string };

interface InsertValues {
  href: string;
  newTab: boolean;
  src: string;
  alt: string;
}

const empty: InsertValues = { href: '', newTab: false, src: '', alt: '' };

/** What the sanitiser would drop is refused here already, in words. */
const schemas = {
  link: yup.object({
    href: textSchema()
      .trim()
      .required(fieldErrors.required)
      .test('target', fieldErrors.invalid, (value) => !value || isBannerLinkTarget(value)),
  }),
  image: yup.object({
    src: textSchema()
      .trim()
      .required(fieldErrors.required)
      .test('source', fieldErrors.invalid, (value) => !value || isBannerImageSource(value)),
    alt: textSchema().trim().max(200, fieldErrors.tooLong).required(fieldErrors.required),
  }),
};

const insertMessages = (field: string, reason: string) => [`admin:banners.insert.errors.${field}.${reason}`];

interface InsertDialogProps {
  kind: Insertion['kind'];
  onClose: () => void;
  onInsert: (insertion: Insertion) => void;
}

/** The link or the image to put where the text is selected: its address, and for an image what it shows. */
export function InsertDialog({ kind, onClose, onInsert }: InsertDialogProps) {
  const { t } = useTranslation('admin');
  const form = useRef<HTMLFormElement>(null);
  return (
    <ModalDialog
      title={t(`banners.insert.${kind}.title`)}
      description={<p>{t(`banners.insert.${kind}.text`)}</p>}
      closeLabel={t('dialog.close')}
      onClose={onClose}
    >
      <FieldMessages value={insertMessages}>
        <Formik<InsertValues>
          initialValues={empty}
          validationSchema={schemas[kind]}
          onSubmit={(values) =>
            onInsert(
              kind === 'link'
                ? { kind, href: values.href.trim(), newTab: values.newTab }
                : { kind, src: values.src.trim(), alt: values.alt.trim() },
            )
          }
        >
          {({ handleSubmit }) => (
            <Form
              ref={form}
              noValidate
              // The dialog is rendered outside the banner's form, but React passes events up its own tree: this
              // submit must not reach the banner's form and save it.
              onSubmit={(event) => {
                event.stopPropagation();
                handleSubmit(event);
              }}
            >
              <FocusFirstErrorOnSubmit form={form} />
              {kind === 'link' ? (
                <>
                  <TextField
                    name="href"
                    label={t('banners.insert.link.href')}
                    hint={t('banners.insert.link.hrefHint')}
                    inputMode="url"
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <CheckboxField name="newTab" label={t('banners.insert.link.newTab')} />
                </>
              ) : (
                <>
                  <TextField
                    name="src"
                    label={t('banners.insert.image.src')}
                    hint={t('banners.insert.image.srcHint')}
                    autoComplete="off"
                    spellCheck={false}
                  />
                  <TextField
                    name="alt"
                    label={t('banners.insert.image.alt')}
                    hint={t('banners.insert.image.altHint')}
                  />
                </>
              )}
              <DialogButtons>
                <SecondaryButton type="button" onClick={onClose}>
                  {t('dialog.cancel')}
                </SecondaryButton>
                <PrimaryButton type="submit">{t(`banners.insert.${kind}.insert`)}</PrimaryButton>
              </DialogButtons>
            </Form>
          )}
        </Formik>
      </FieldMessages>
    </ModalDialog>
  );
}
