import styled from 'styled-components';
import { mobile } from '../theme';

/** One bordered block of a quote step: a plan, the discount box, a summary section. */
export const Panel = styled.section`
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.25rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  ${mobile} {
    padding: ${({ theme }) => theme.space(4)};
  }
`;

/** Label and value pairs: a summary's details, the lines of an order. */
export const Details = styled.dl`
  display: grid;
  /* The label keeps its longest word whole; a long value (a make and model, an address) wraps instead of
     running over it. */
  grid-template-columns: minmax(min-content, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    overflow-wrap: anywhere;
  }

  /* On a phone two columns leave a label a word a line, touching its value: the label goes above instead. */
  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    dd {
      text-align: left;
    }

    dd + dt {
      margin-top: ${({ theme }) => theme.space(3)};
    }
  }
`;

export const Note = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9375rem;
`;

export const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;
