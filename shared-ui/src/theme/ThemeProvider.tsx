import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { theme as defaultTheme, type PortalTheme } from './theme';

export interface ThemeProviderProps {
  children?: ReactNode;
  /** Defaults to the portal theme; tests or a future dark mode may pass another. */
  theme?: PortalTheme;
}

/** Every remote wraps its tree in this (the shell too). It injects no global styles: see GlobalStyle. */
export function ThemeProvider({ children, theme = defaultTheme }: ThemeProviderProps) {
  return <StyledThemeProvider theme={theme}>{children}</StyledThemeProvider>;
}
