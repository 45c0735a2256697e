import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { mobile } from '../theme';
import { useNavThemeSection } from './nav-theme';

export type SectionTone = 'light' | 'surface' | 'dark';

const Band = styled.section<{ $tone: SectionTone }>`
  ${({ $tone, theme }) =>
    $tone === 'dark'
      ? css`
          --paragraph-color: ${theme.colors.onDarkMuted};
          background: ${theme.colors.dark};
          color: ${theme.colors.onDark};

          h2,
          h3,
          a {
            color: ${theme.colors.onDark};
          }
        `
      : $tone === 'surface'
        ? css`
            background: ${theme.colors.surface};
          `
        : css`
            background: ${theme.colors.background};
          `}
`;

const Column = styled.div`
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(6)}`};

  ${mobile} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)}`};
  }

  > h2:first-child {
    margin-top: 0;
  }
`;

interface ThemedSectionProps {
  tone?: SectionTone;
  /** The id of the section's heading, so the landmark has a name. */
  labelledBy?: string;
  children: ReactNode;
}

/** A full-width band of a page. Its tone also sets the top bar's theme while the band is under it (spec §2). */
export function ThemedSection({ tone = 'light', labelledBy, children }: ThemedSectionProps) {
  const ref = useNavThemeSection<HTMLElement>(tone === 'dark' ? 'dark' : 'light');
  return (
    <Band ref={ref} $tone={tone} data-nav-theme={tone === 'dark' ? 'dark' : 'light'} aria-labelledby={labelledBy}>
      <Column>{children}</Column>
    </Band>
  );
}
