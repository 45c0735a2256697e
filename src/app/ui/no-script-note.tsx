import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Said only to a browser without JavaScript, above a form that cannot work without it: the pre-rendered page shows
 * the form, and the driver must know why it does nothing. What each form is for is the `what` key.
 */
export function NoScriptNote({ what }: { what: 'quote' | 'signIn' | 'message' }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <Note>{t(`layout.noScript.${what}`)}</Note>
    </noscript>
  );
}
