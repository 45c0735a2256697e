import * as yup from 'yup';
import { useTranslation } from 'react-i18next';
import { passwordMinLength, passwordRepeatSchema, passwordSchema } from '@contracts/password-rules';
import { PasswordField } from './password-field';

export interface NewPasswordValues {
  password: string;
  passwordRepeat: string;
}

export const newPasswordFields = {
  password: passwordSchema(),
  passwordRepeat: passwordRepeatSchema('password'),
};

export const newPasswordSchema = yup.object(newPasswordFields);

/**
 * The account forms' own words for a failure reason ("Upišite e-adresu."), then the password rules' reasons, which
 * only forms that set a password need (so they live in the `auth` texts, not in the `common` ones every page loads).
 */
export const accountFieldMessages = (field: string, reason: string) => [
  `auth:fields.${field}.errors.${reason}`,
  `auth:validation.${reason}`,
];

/**
 * Choosing a password (registration, reset, change): the rules stated under the field before anything is typed,
 * then the same password again. Texts in the `auth` namespace; the form supplies its FieldMessages.
 */
export function NewPasswordFields({ label }: { label?: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        name="password"
        label={label ?? t('fields.newPassword.label')}
        hint={t('newPassword.rules', { count: passwordMinLength })}
        autoComplete="new-password"
      />
      <PasswordField name="passwordRepeat" label={t('fields.passwordRepeat.label')} autoComplete="new-password" />
    </>
  );
}
