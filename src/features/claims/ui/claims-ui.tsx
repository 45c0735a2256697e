import type { ReactNode } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../../app/ui/field-styles';
import type { PartyRole } from '@contracts/accident-statement';

/** The paper form's colours: vehicle A blue, vehicle B yellow; kept on every place a side is named. */
export const sideColours: Record<PartyRole, { background: string; border: string }> = {
  A: { background: '#e3effb', border: '#1d5fa8' },
  B: { background: '#fff6cc', border: '#9a7a00' },
};

export const SideBox = styled.section<{ $role: PartyRole }>`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-left: 6px solid ${({ $role }) => sideColours[$role].border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $role }) => sideColours[$role].background};

  h2,
  h3 {
    margin-top: 0;
  }
`;

/** A group of radio choices, each a large target for a shaking thumb. */
export const ChoiceList = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: 1.125rem;
    font-weight: 700;
  }
`;

const ChoiceLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 2.75rem;
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }

  input {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface ChoiceProps {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  children: ReactNode;
  hint?: ReactNode;
}

export function Choice({ name, value, checked, onChange, children, hint }: ChoiceProps) {
  return (
    <ChoiceLabel>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span>
        {children}
        {hint ? <small>{hint}</small> : null}
      </span>
    </ChoiceLabel>
  );
}

/** The stop screens' emergency numbers: big, and a tap calls them. */
export const CallLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 7rem;
  min-height: 3.5rem;
  margin: 0 ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.error};
  color: #fff;
  font-size: 1.5rem;
  font-weight: 800;
  text-decoration: none;
`;

export const Steps = styled.ol`
  padding-left: ${({ theme }) => theme.space(5)};

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** A text of several lines (the damage, the remarks, a reason not to sign), with the look of every input. */
export const TextArea = styled.textarea`
  ${inputStyles}
  min-height: 6rem;
  padding: ${({ theme }) => theme.space(3)};
  resize: vertical;
`;
