import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html, body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.ui};
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  /* Form controls do not inherit fonts by default; the npm font must apply everywhere. */
  input, textarea, select, button { font: inherit; color: inherit; }
  :focus-visible { outline: ${({ theme }) => theme.sizes.focusRing} solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  bdi { unicode-bidi: isolate; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
