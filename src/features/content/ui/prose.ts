import styled from 'styled-components';

/** Reading typography for long text: a comfortable line length and spacing between blocks. */
export const Prose = styled.div`
  max-width: 46rem;
  font-size: 1.0625rem;

  h2 {
    margin: ${({ theme }) => theme.space(10)} 0 ${({ theme }) => theme.space(3)};
    font-size: 1.5rem;
    line-height: 1.3;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  h3 {
    margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1875rem;
    color: ${({ theme }) => theme.colors.primaryStrong};
  }

  p,
  ul,
  ol {
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  > :first-child {
    margin-top: 0;
  }
`;
