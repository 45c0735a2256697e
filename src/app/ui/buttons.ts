import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { mobile } from '../theme';

/** The site's buttons: big enough to tap, full width on a phone; primary for the next step, secondary beside it. */
const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: 0 ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;

  ${mobile} {
    width: 100%;
  }
`;

const primary = css`
  ${buttonBase}
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onDark};

  /* Busy buttons say so in words ("Spremamo…"); fading them would drop the text below 4.5:1. */
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const secondary = css`
  ${buttonBase}
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
`;

export const PrimaryButton = styled.button`
  ${primary}
`;

export const SecondaryButton = styled.button`
  ${secondary}
  background: ${({ theme }) => theme.colors.background};
`;

export const PrimaryLink = styled(Link)`
  ${primary}
`;

export const SecondaryLink = styled(Link)`
  ${secondary}
`;
