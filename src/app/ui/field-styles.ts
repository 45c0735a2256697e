import styled, { css } from 'styled-components';

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

/** A labelled field: the label above, the input (or select) full width. */
export const FieldWrapper = styled.div`
  margin-bottom: ${({ theme }) => theme.space(5)};

  label {
    display: block;
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-weight: 600;
  }

  input,
  select {
    ${inputStyles}
  }
`;

export const FieldLabel = styled.label`
  display: block;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

export const FieldHint = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const FieldError = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** An input with a control at its end; the control keeps the input's height and its own focus ring. */
export const InputWithAddon = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space(2)};

  input {
    flex: 1;
    min-width: 0;
  }

  button {
    flex: none;
    min-width: 5.5rem;
    min-height: 3rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;
