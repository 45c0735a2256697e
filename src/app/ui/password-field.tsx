import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './form-field';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon'> & {
  /** `current-password` to sign in, `new-password` where one is chosen (password managers offer to generate it). */
  autoComplete: 'current-password' | 'new-password';
};

/**
 * A password with a show/hide button: on a phone keyboard a typo is easy and invisible. The button says what it
 * will do and is a toggle button for screen readers; the password goes hidden again with every new field.
 */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={props.id ?? `field-${props.name}`}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? t('password.hide') : t('password.show')}
        </button>
      }
    />
  );
}
