import styled from 'styled-components';
import { mobile } from '../../../app/theme';

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

/** Label and value pairs: a summary's details, the lines of an order. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
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

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space(8)};
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
