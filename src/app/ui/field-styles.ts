import { css } from 'styled-components';

/** The look of every text input: big enough to tap, a visible focus ring, red border when invalid. */
export const inputStyles = css`
  width: 100%;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.textMuted};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 1.0625rem;

  &[aria-invalid='true'] {
    border: 2px solid ${({ theme }) => theme.colors.error};
  }
`;
