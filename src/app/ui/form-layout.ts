import { Link } from 'react-router';
import styled from 'styled-components';

/** A row of actions that wraps, and stacks full-width on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

/** A boxed message inside the page: information, or a problem the driver has to act on. */
export const Notice = styled.div<{ $tone?: 'info' | 'error' }>`
  margin: ${({ theme }) => theme.space(5)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** The column a form sits in: wide enough for a label and its hint, narrow enough to read. */
export const FormColumn = styled.div`
  max-width: 36rem;
`;

/** A quiet way out, for choices the driver rarely needs ("not my vehicle"). */
export const TextLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: 600;
`;
