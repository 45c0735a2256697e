import styled from 'styled-components';
import { mobile } from '../theme';

/** The centred, padded column every page's content sits in. */
export const PageSection = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(10)} ${theme.space(6)}`};

  ${mobile} {
    padding: ${({ theme }) => `${theme.space(6)} ${theme.space(4)}`};
  }
`;
