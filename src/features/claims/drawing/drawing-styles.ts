import styled from 'styled-components';
import { partyColors } from '@contracts/sketch-geometry';

/** A drawing's frame: full width on a phone, never wider than a comfortable reach on a larger screen. */
export const DrawingFrame = styled.div<{ $maxWidth?: string }>`
  width: 100%;
  max-width: ${({ $maxWidth }) => $maxWidth ?? '32rem'};

  svg {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Buttons in a wrapping row, each big enough to tap (44 px). */
export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    border-color: ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

/** A vehicle's own button: its form colour when chosen (white on blue, dark on yellow, both above 4.5:1). */
export const VehicleButton = styled(ToolButton)<{ $role: 'A' | 'B' }>`
  border-color: ${({ $role }) => ($role === 'A' ? partyColors.A.fill : '#a16207')};
  color: ${({ theme }) => theme.colors.text};

  &[aria-pressed='true'] {
    background: ${({ $role }) => partyColors[$role].fill};
    color: ${({ $role }) => partyColors[$role].text};
  }
`;

export const Hint = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    padding: 0;
    font-weight: 600;
  }
`;

/** Choices as tappable tiles that wrap: two across on a 375 px phone. */
export const ChoiceList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};

  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }

  label:has(input:checked) {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
