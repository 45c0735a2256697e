import styled from 'styled-components';
import { desktop } from '../../../app/theme';

/** A choice drawn as a card: a native radio or checkbox with its label, price and explanation, all of it clickable. */
export const ChoiceCard = styled.div<{ $checked: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surface : theme.colors.background)};

  input {
    width: 1.375rem;
    height: 1.375rem;
    margin: 0.125rem 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
    font-weight: 700;
    cursor: pointer;
  }

  /* The whole card answers a click, not just the small box. */
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  .price {
    color: ${({ theme }) => theme.colors.primaryStrong};
    white-space: nowrap;
  }

  p {
    grid-column: 2;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9375rem;
  }
`;

export const ChoiceList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A group of choice cards under its question: the question as the legend, the cards side by side from desktop on. */
export const ChoiceFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    padding: 0;
    font-size: 1.25rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }
`;

export const ChoiceOptions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};

  ${desktop} {
    grid-template-columns: 1fr 1fr;
  }
`;
