import { Link } from 'react-router';
import styled from 'styled-components';
import { mobile } from '../theme';

/**
 * The site's primary action, a link styled as a button ("get a price"). On a phone it may wrap: on a 320 px screen, or
 * with larger text, the bar's would otherwise push the page wider than the screen.
 */
export const CallToAction = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onDark};
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;

  ${mobile} {
    padding: 0 ${({ theme }) => theme.space(3)};
    white-space: normal;
    text-align: center;
  }
`;
