import styled from 'styled-components';

/** A short form page: one column, the form and what surrounds it (links to the other account pages). */
export const AuthColumn = styled.div`
  max-width: 30rem;
`;

export const FormProblem = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(4)};
  border-left: 4px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export const MoreLinks = styled.ul`
  margin: ${({ theme }) => theme.space(6)} 0 0;
  padding: 0;
  list-style: none;

  li + li {
    margin-top: ${({ theme }) => theme.space(2)};
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: 600;
  }
`;
