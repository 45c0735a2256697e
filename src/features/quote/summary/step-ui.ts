import styled from 'styled-components';
import { mobile } from '../../../app/theme';

/** A panel's heading with its "Uredi" link beside it. */
export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
  }

  a {
    font-weight: 600;
  }
`;

/** Two columns on a wide screen: the choices, and beside them the price that follows them down the page. */
export const StepColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  align-items: start;

  > :last-child {
    position: sticky;
    top: calc(${({ theme }) => theme.topBarHeight} + ${({ theme }) => theme.space(4)});
  }

  ${mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;

    > :last-child {
      position: static;
    }
  }
`;
