import { createGlobalStyle } from 'styled-components';

/** Colours meet WCAG AA (4.5:1) for body text on the backgrounds they are paired with. */
export const theme = {
  colors: {
    primary: '#0b4f6c',
    primaryStrong: '#073447',
    accent: '#c2410c',
    text: '#1b2631',
    textMuted: '#4a5a68',
    background: '#ffffff',
    surface: '#f3f6f8',
    border: '#c9d3db',
    dark: '#0f2430',
    onDark: '#ffffff',
    onDarkMuted: '#c5d3dc',
    focus: '#f5a524',
    error: '#b3261e',
    success: '#1e7a3c',
  },
  space: (n: number) => `${n * 0.25}rem`,
  radius: '0.5rem',
  maxWidth: '72rem',
  topBarHeight: '4rem',
  /** The spec's mobile breakpoint: below 768 px the mobile menu replaces the top bar links. */
  breakpoint: 768,
  font: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`,
} as const;

export type AppTheme = typeof theme;

export const mobile = `@media (max-width: ${theme.breakpoint - 1}px)`;
export const desktop = `@media (min-width: ${theme.breakpoint}px)`;

/*
 * A dark band mutes its paragraphs through --paragraph-color rather than a "section p" rule: such a rule outranks a
 * component's own class, and painted the home page's plate error pale grey on the white card inside the band. A light
 * surface inside a dark band sets it back to currentColor. (Comments stay out of the CSS: they would ship with it.)
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${theme.font};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    line-height: 1.5;
  }
  a { color: ${theme.colors.primary}; }
  p { color: var(--paragraph-color, currentColor); }
  :focus-visible { outline: 3px solid ${theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition: none !important; animation: none !important; }
  }
`;
