// Colour scheme and design tokens (issue 13): barrel, re-exports only. The tokens are in theme.css.
export { ThemeProvider, useTheme, type ThemeProviderProps, type ThemeValue } from './theme-provider';
export { applyColorScheme, applyStoredColorScheme, matchMediaColorScheme } from './apply';
