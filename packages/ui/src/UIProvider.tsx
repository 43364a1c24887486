import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { DirectionProvider, type Direction } from './direction';
import { GlobalStyle, theme } from './theme';
import './theme/fonts';

export interface UIProviderProps {
  locale?: string;
  direction?: Direction;
  children: ReactNode;
}

/** Theme, global style, fonts and direction: everything a screen needs around it. */
export function UIProvider({ locale = 'en', direction, children }: UIProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DirectionProvider locale={locale} direction={direction}>
        {children}
      </DirectionProvider>
    </ThemeProvider>
  );
}
